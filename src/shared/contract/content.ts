import * as z from 'zod/mini';
import { bannerGroups, bannerLinkageTypes } from './content-rules';
import { endpoint, type endpoint as EndpointFn } from './endpoint';

export { BANNER_WIDTHS, TILE_WIDTHS, bannerGroups, bannerLinkageTypes, type BannerGroup, type BannerWidth, type PictureWidth } from './content-rules';

/** Operator content: banners, announcements and promotions (per language). */

export const bannerSchema = z.object({
  bannerId: z.number(),
  url: z.string(),
  groupName: z.enum(bannerGroups),
  linkageType: z.nullable(z.enum(bannerLinkageTypes)),
  link: z.nullable(z.string()),
  title: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

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
