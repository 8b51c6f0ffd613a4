/*
 * The banner groups and link types, and the widths the generated pictures
 * come at, shared by the server and the site, with no schema:
 * the site's first screen imports this module rather than content.ts, so the
 * contract's validators (zod) stay out of its JavaScript and come with the
 * HTTP client (shared/api/base-api.ts). content.ts re-exports all of it.
 */

/**
 * The narrower widths a generated banner's WebP also comes at
 * (`/media/banners/<code>.webp?w=<width>`; its own is 1920), for the site's srcset.
 */
export const BANNER_WIDTHS = [640, 1024, 1440] as const;
export type BannerWidth = (typeof BANNER_WIDTHS)[number];

/**
 * A game tile's WebP is 300 px; `?w=200` draws it at the size a desktop grid
 * shows it (about half the bytes), `?w=600` twice as wide, for screens of two
 * or three device pixels a pixel.
 */
export const TILE_WIDTHS = [200, 600] as const;
export type PictureWidth = BannerWidth | (typeof TILE_WIDTHS)[number];

export const bannerGroups = [
  'home',
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'lottery',
  'down',
  'promotions',
  'shop',
  'help',
  'register',
  'inhouse',
] as const;
export type BannerGroup = (typeof bannerGroups)[number];

/** What a click on a banner does (null: nothing): 'url' opens `link`, 'route' navigates inside the site. */
export const bannerLinkageTypes = ['url', 'route', 'promotion', 'game'] as const;
