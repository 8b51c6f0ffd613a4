import { useEffect, useState } from 'react';
import { env } from '@/shared/config/env';
import { uploadPath } from '@/shared/contract/uploads';
import { consoleToken } from './token-storage';

/**
 * A member's uploaded image (a withdrawal's proof, a promotion
 * application's screenshot), fetched with the operator's token (an <img>
 * cannot send it) and shown from a blob; the server shows staff their
 * brand's uploads only.
 */
export function UploadImage({ id, alt, className }: { id: string; alt: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    const controller = new AbortController();
    const token = consoleToken.get();
    void fetch(`${env.VITE_API_BASE_URL}${uploadPath(id)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return src ? <img className={className} src={src} alt={alt} /> : <div className={className} role="img" aria-label={alt} />;
}
