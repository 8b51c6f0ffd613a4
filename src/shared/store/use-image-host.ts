import { useCallback } from 'react';
import { onHost } from '@/shared/lib/cdn';
import { useAppSelector } from './hooks';
import { selectImageHosts } from './system-status';

/**
 * `onHost` bound to the server's image CDN list (site info `imageCDNs`): every
 * image of the site (game tiles, vendor icons, banners, promotions) goes through it,
 * so all of them come from the one host picked for this page load. A hook of
 * the store, since it reads the status query; `shared/lib` reads no store.
 */
export function useImageHost(): (path: string) => string {
  const hosts = useAppSelector(selectImageHosts);
  return useCallback((path: string) => onHost(path, hosts), [hosts]);
}
