import { useState } from 'react';
import { GlobeIcon } from '@/shared/components/icons';

/** Where the site's flag images live (written into the build from country-flag-icons). */
export function flagUrl(countryCode: string): string | null {
  const code = countryCode.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? `${import.meta.env.BASE_URL}flags/${code}.svg` : null;
}

/** The flag of a country by its two-letter code; a globe when the code has no flag. */
export function Flag({ countryCode, className }: { countryCode: string | undefined; className?: string }) {
  const url = countryCode ? flagUrl(countryCode) : null;
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <span className={className} aria-hidden="true">
        <GlobeIcon size={14} />
      </span>
    );
  }
  return <img className={className} src={url} alt="" width={21} height={14} loading="lazy" decoding="async" onError={() => setFailed(url)} />;
}
