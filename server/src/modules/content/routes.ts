import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../../src/shared/contract/endpoints';
import { bannerGroups, type Announcement, type Banner } from '../../../../src/shared/contract/models';
import { announcements, banners, promotions } from '../../db/schema';
import { route } from '../../http/route';
import { unreadMessageCount } from '../member/messages';

const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
const linkageTypes = ['url', 'route', 'promotion', 'game'] as const;

const isBannerGroup = (v: string): v is Banner['groupName'] => (bannerGroups as readonly string[]).includes(v);
const isAnnouncementType = (v: string): v is Announcement['type'] => (announcementTypes as readonly string[]).includes(v);
const asLinkage = (v: string | null): Banner['linkageType'] =>
  v !== null && (linkageTypes as readonly string[]).includes(v) ? (v as Banner['linkageType']) : null;

/** "PU,PL" → ['PU', 'PL']; absent or empty means every type. */
function typesFilter(types: string | undefined): Announcement['type'][] | null {
  const list = (types ?? '')
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter(isAnnouncementType);
  return list.length > 0 ? list : null;
}

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.homeNotice, async (ctx) => {
    const db = ctx.deps.db;
    const [merchant, session] = await Promise.all([ctx.merchant(), ctx.optionalSession()]);
    const types = typesFilter(ctx.input.types);
    const now = new Date();
    const [bannerRows, announcementRows, promotionRows] = await Promise.all([
      db
        .select()
        .from(banners)
        .where(and(eq(banners.merchantCode, merchant.code), eq(banners.enabled, true)))
        .orderBy(asc(banners.sortOrder), asc(banners.id)),
      db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantCode, merchant.code),
            eq(announcements.enabled, true),
            lte(announcements.publishedAt, now),
            types ? inArray(announcements.type, types) : undefined,
          ),
        )
        .orderBy(desc(announcements.publishedAt)),
      db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.merchantCode, merchant.code),
            eq(promotions.enabled, true),
            lte(promotions.startsAt, now),
            or(isNull(promotions.endsAt), gt(promotions.endsAt, sql`now()`)),
          ),
        )
        .orderBy(asc(promotions.sortOrder), asc(promotions.id)),
    ]);
    return {
      player: session
        ? { account: session.member.account, unreadMessages: await unreadMessageCount(db, session.member.id) }
        : null,
      banners: bannerRows
        .filter((b) => isBannerGroup(b.groupName))
        .map((b) => ({
          bannerId: b.id,
          url: b.imageUrl,
          groupName: b.groupName as Banner['groupName'],
          linkageType: asLinkage(b.linkageType),
          link: b.link,
          title: b.title,
        })),
      popup: announcementRows
        .filter((a) => isAnnouncementType(a.type))
        .map((a) => ({
          id: a.id,
          type: a.type as Announcement['type'],
          title: a.title,
          content: a.content,
          date: a.publishedAt.toISOString(),
          popup: a.popup,
        })),
      promotion: promotionRows.map((p) => ({
        id: p.id,
        category: p.category,
        title: p.title,
        summary: p.summary,
        imageUrl: p.imageUrl,
        startsAt: p.startsAt.toISOString(),
        endsAt: p.endsAt?.toISOString() ?? null,
      })),
    };
  });
}
