import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The namespaces of the download and mirror pages: the site's own texts and
 * the pages' (`download:`, locales/download/), which the first screen never
 * downloads.
 */
export const DOWNLOAD_NS = ['translation', 'download'] as const;

/** A page drawn once its texts have loaded in the active language; until then `placeholder`. */
export function DownloadTexts({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const { ready } = useTranslation(DOWNLOAD_NS);
  return ready ? children : placeholder;
}
