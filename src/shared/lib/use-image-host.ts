import { useCallback } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSiteInfo } from '@/shared/store/system-status-slice';
import { onHost } from './cdn';

const none: readonly string[] = [];

/**
 * `onHost` bound to the server's image CDN list (site info `imageCDNs`): every
 * image of the site (game tiles, vendor icons, banners, promotions) goes through it,
 * so all of them come from the one host picked for this page load.
 */
export function useImageHost(): (path: string) => string {
  const hosts = useAppSelector((state) => selectSiteInfo(state)?.imageCDNs ?? none);
  return useCallback((path: string) => onHost(path, hosts), [hosts]);
}
