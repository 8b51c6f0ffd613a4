import { useEffect, useState } from 'react';
import { loadTransport } from '@/shared/api/base-api';
import { useAppSelector } from './hooks';

const UPLOAD_PREFIX = '/wps/uploads/';

/**
 * The address to draw an image at. A member's uploaded image is served only
 * to its owner's session (a Bearer token an <img> cannot send), so it is
 * fetched with the token and drawn from a blob: address; any other address
 * is returned as it is. `failed` says the image could not be fetched.
 */
export function useProtectedImage(src: string | null): { src: string | null; failed: boolean } {
  const token = useAppSelector((state) => state.session.token);
  const isUpload = src?.startsWith(UPLOAD_PREFIX) ?? false;
  const [state, setState] = useState<{ for: string | null; url: string | null; failed: boolean }>({ for: null, url: null, failed: false });

  useEffect(() => {
    if (!isUpload || !src || !token) return;
    let url: string | null = null;
    const controller = new AbortController();
    // the HTTP client comes with the site's first call (shared/api/base-api.ts), not with the header
    loadTransport()
      .then(({ httpClient }) =>
        httpClient.get<Blob>(src, { responseType: 'blob', headers: { Authorization: `Bearer ${token}` }, signal: controller.signal }),
      )
      .then((response) => {
        url = URL.createObjectURL(response.data);
        setState({ for: src, url, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ for: src, url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [isUpload, src, token]);

  if (!isUpload) return { src, failed: false };
  if (state.for !== src) return { src: null, failed: false };
  return { src: state.url, failed: state.failed };
}
