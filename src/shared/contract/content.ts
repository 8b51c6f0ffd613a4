import * as z from 'zod/mini';
import { endpoint, type endpoint as EndpointFn } from './endpoint';

/** Operator content: banners, announcements and promotions (per language). */

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

export const bannerSchema = z.object({
  bannerId: z.number(),
  url: z.string(),
  groupName: z.enum(bannerGroups),
  /** null: not clickable; 'url' opens link, 'route' navigates inside the site */
  linkageType: z.nullable(z.enum(['url', 'route', 'promotion', 'game'])),
  link: z.nullable(z.string()),
  title: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/**
 * The narrower widths a generated banner's WebP also comes at
 * (`/media/banners/<code>.webp?w=<width>`; its own is 1920), for the site's srcset.
 */
export const BANNER_WIDTHS = [640, 1024, 1440] as const;
export type BannerWidth = (typeof BANNER_WIDTHS)[number];

/** A game tile's WebP is 300 px; `?w=600` draws it twice as wide, for screens of two or three device pixels a pixel. */
export const TILE_WIDTHS = [600] as const;
export type PictureWidth = BannerWidth | (typeof TILE_WIDTHS)[number];

export const announcementSchema = z.object({
  id: z.number(),
  type: z.enum(['B', 'PL', 'PU', 'PR', 'H']),
  title: z.string(),
  /** HTML; the site sanitises it before showing */
  content: z.string(),
  date: z.string(),
  popup: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const promotionSchema = z.object({
  id: z.number(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const homeNoticeSchema = z.object({
  player: z.nullable(z.object({ account: z.string(), unreadMessages: z.number() })),
  banners: z.array(bannerSchema),
  popup: z.array(announcementSchema),
  promotion: z.array(promotionSchema),
});
export type HomeNotice = z.infer<typeof homeNoticeSchema>;

export const contentApi = {
  homeNotice: endpoint({
    method: 'GET',
    path: '/wps/system/homeNotice',
    auth: false,
    encrypted: false,
    request: z.object({
      types: z.optional(z.string()),
      platform: z.optional(z.string()),
      execution: z.optional(z.string()),
    }),
    response: homeNoticeSchema,
  }),
} as const satisfies Record<string, ReturnType<typeof EndpointFn>>;
