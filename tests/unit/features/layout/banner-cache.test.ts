import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BANNER_CACHE_KEY, cachedBanners, rememberBanners } from '@/features/layout/banner-cache';
import { bannerSchema, type Banner } from '@/shared/contract/content';

const banner: Banner = { bannerId: 1, url: '/media/banners/home-welcome.webp', groupName: 'home', linkageType: 'route', link: '/promotions', title: 'Welcome' };

/** Stored copies another build or a hand could have left: each changes one field of a good banner. */
const stored: unknown[] = [
  banner,
  { ...banner, linkageType: null, link: null },
  { ...banner, title: undefined },
  { ...banner, bannerId: '1' },
  { ...banner, groupName: 'casino' },
  { ...banner, linkageType: 'popup' },
  { ...banner, link: 7 },
  { ...banner, url: null },
  null,
  'banner',
];

describe('the banners kept for the next page load', () => {
  afterEach(() => window.sessionStorage.clear());

  it('gives back what it kept', () => {
    rememberBanners([banner]);
    expect(cachedBanners()).toEqual([banner]);
  });

  it('accepts and refuses a stored copy exactly as the contract’s schema does', () => {
    for (const value of stored) {
      window.sessionStorage.setItem(BANNER_CACHE_KEY, JSON.stringify([value]));
      const accepted = cachedBanners() !== null;
      expect(accepted, JSON.stringify(value)).toBe(z.array(bannerSchema).safeParse([value]).success);
    }
  });

  it('refuses what is not JSON', () => {
    window.sessionStorage.setItem(BANNER_CACHE_KEY, '{not json');
    expect(cachedBanners()).toBeNull();
  });
});
