import * as z from 'zod/mini';
import { bannerSchema, type Banner } from '@/shared/contract/content';
import { sessionStore } from '@/shared/lib/storage';

/**
 * The banners of the last home notice, kept for the browser session (spec:
 * the home notice is browser-kept data). On the next page load the banner area
 * knows at once which groups have banners: it shows them while the fresh
 * notice loads and reserves no space where there are none.
 */
export const BANNER_CACHE_KEY = 'homeNoticeBanners';

const cachedSchema = z.array(bannerSchema);

export function cachedBanners(): Banner[] | null {
  const raw = sessionStore.get(BANNER_CACHE_KEY);
  if (!raw) return null;
  try {
    const parsed = cachedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function rememberBanners(banners: readonly Banner[]) {
  sessionStore.set(BANNER_CACHE_KEY, JSON.stringify(banners));
}
