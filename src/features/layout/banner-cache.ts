import type { Banner } from '@/shared/contract/content';
import { bannerGroups, bannerLinkageTypes } from '@/shared/contract/content-rules';
import { sessionStore } from '@/shared/lib/storage';

/**
 * The banners of the last home notice, kept for the browser session (spec:
 * the home notice is browser-kept data). On the next page load the banner area
 * knows at once which groups have banners: it shows them while the fresh
 * notice loads and reserves no space where there are none.
 */
export const BANNER_CACHE_KEY = 'homeNoticeBanners';

/**
 * A banner as the contract's `bannerSchema` has it, checked by hand: the
 * stored copy was validated when it arrived, this only refuses what another
 * build or a hand in the storage left there (the validators are not part of
 * the first screen).
 */
function isBanner(value: unknown): value is Banner {
  if (typeof value !== 'object' || value === null) return false;
  const b = value as Record<string, unknown>;
  return (
    typeof b.bannerId === 'number' &&
    typeof b.url === 'string' &&
    (bannerGroups as readonly unknown[]).includes(b.groupName) &&
    (b.linkageType === null || (bannerLinkageTypes as readonly unknown[]).includes(b.linkageType)) &&
    (b.link === null || typeof b.link === 'string') &&
    typeof b.title === 'string'
  );
}

export function cachedBanners(): Banner[] | null {
  const raw = sessionStore.get(BANNER_CACHE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isBanner) ? parsed : null;
  } catch {
    return null;
  }
}

export function rememberBanners(banners: readonly Banner[]) {
  sessionStore.set(BANNER_CACHE_KEY, JSON.stringify(banners));
}
