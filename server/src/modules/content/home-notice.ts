import { and, asc, desc, eq, gt, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { api } from '../../../../src/shared/contract/api';
import type { ResponseOf } from '../../../../src/shared/contract/endpoint';
import { bannerGroups, type Announcement, type Banner } from '../../../../src/shared/contract/content';
import type { Db } from '../../db/client';
import type { ReadCache } from '../../db/read-cache';
import { announcements, banners, promotions, type Member } from '../../db/schema';
import { unreadMessageCount } from '../member/messages';
import { BASE_LANGUAGE, type ContentLanguage, contentLanguage, loadTranslations, pick } from './i18n';
import { marketingStopped } from '../protection/marketing';

const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
const linkageTypes = ['url', 'route', 'promotion', 'game'] as const;

const isBannerGroup = (v: string): v is Banner['groupName'] => (bannerGroups as readonly string[]).includes(v);
const isAnnouncementType = (v: string): v is Announcement['type'] => (announcementTypes as readonly string[]).includes(v);
const asLinkage = (v: string | null): Banner['linkageType'] =>
  v !== null && (linkageTypes as readonly string[]).includes(v) ? (v as Banner['linkageType']) : null;

/** The picture in the given language: generated art reads `lang` (media routes). */
export function withLanguage(url: string, language: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}

/** "PU,PL" → ['PU', 'PL']; absent or empty means every type. */
function typesFilter(types: string | undefined): Announcement['type'][] | null {
  const list = (types ?? '')
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter(isAnnouncementType);
  return list.length > 0 ? list : null;
}

type PublicNotice = Omit<ResponseOf<typeof api.homeNotice>, 'player'>;

/**
 * The home page's notice: the brand's banners, the announcements published
 * so far (of the asked types) and the running promotions, each in the
 * visitor's language where the operator wrote one; and, for a logged-in
 * member, the account and its unread messages. What every visitor sees alike
 * comes from the read cache (topic `content`) until the operator changes it
 * or the next scheduled announcement or promotion starts or ends.
 */
export async function homeNotice(
  db: Db,
  cache: ReadCache,
  merchantCode: string,
  member: Pick<Member, 'id' | 'account'> | null,
  request: { types?: string | undefined; language: string | null },
): Promise<ResponseOf<typeof api.homeNotice>> {
  const types = typesFilter(request.types);
  const language = contentLanguage(request.language);
  const key = `notice:${merchantCode}:${language ?? ''}:${types?.join(',') ?? '*'}`;
  const [notice, unreadMessages, stopped] = await Promise.all([
    cache.readUntil('content', key, () => loadNotice(db, merchantCode, types, language)),
    member ? unreadMessageCount(db, member.id) : null,
    member ? marketingStopped(db, member.id) : false,
  ]);
  const player = member && unreadMessages !== null ? { account: member.account, unreadMessages } : null;
  // a time-out or self-exclusion stops marketing: no promotion, no promotional popup (RTS 14)
  if (stopped) return { player, ...notice, popup: notice.popup.filter((a) => a.type !== 'PR'), promotion: [] };
  return { player, ...notice };
}

/** The notice as every visitor sees it now, and until when that holds. */
async function loadNotice(
  db: Db,
  merchantCode: string,
  types: Announcement['type'][] | null,
  language: ContentLanguage | null,
): Promise<{ value: PublicNotice; until: number }> {
  const now = new Date();
  const [bannerRows, announcementRows, promotionRows, [nextAnnouncement], [nextPromotion]] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(and(eq(banners.merchantCode, merchantCode), eq(banners.enabled, true)))
      .orderBy(asc(banners.sortOrder), asc(banners.id)),
    db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.merchantCode, merchantCode),
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
          eq(promotions.merchantCode, merchantCode),
          eq(promotions.enabled, true),
          lte(promotions.startsAt, now),
          or(isNull(promotions.endsAt), gt(promotions.endsAt, sql`now()`)),
        ),
      )
      .orderBy(asc(promotions.sortOrder), asc(promotions.id)),
    db
      .select({ at: min(announcements.publishedAt) })
      .from(announcements)
      .where(
        and(
          eq(announcements.merchantCode, merchantCode),
          eq(announcements.enabled, true),
          gt(announcements.publishedAt, now),
          types ? inArray(announcements.type, types) : undefined,
        ),
      ),
    db
      .select({ at: min(promotions.startsAt) })
      .from(promotions)
      .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.enabled, true), gt(promotions.startsAt, now))),
  ]);
  // the copy in the visitor's language where the operator wrote one, else the base (English) row
  const [bannerText, announcementText, promotionText] = await Promise.all([
    loadTranslations(db, 'banner', bannerRows.map((b) => b.code), language),
    loadTranslations(db, 'announcement', announcementRows.map((a) => a.code), language),
    loadTranslations(db, 'promotion', promotionRows.map((p) => p.code), language),
  ]);
  const artLanguage = language ?? BASE_LANGUAGE;
  // a promotion banner names its promotion by code; the site opens promotions by id
  const promotionIds = new Map(promotionRows.map((p) => [p.code, String(p.id)]));
  const linkOf = (b: (typeof bannerRows)[number]): Pick<Banner, 'linkageType' | 'link'> => {
    const linkageType = asLinkage(b.linkageType);
    if (linkageType !== 'promotion' || b.link === null) return { linkageType, link: b.link };
    const id = promotionIds.get(b.link) ?? (/^\d+$/.test(b.link) ? b.link : null);
    // a banner of a promotion that is no longer running is shown, but leads nowhere
    return id === null ? { linkageType: null, link: null } : { linkageType, link: id };
  };
  // the answer holds until the next announcement is published or a promotion starts or ends
  const changes = [nextAnnouncement?.at, nextPromotion?.at, ...promotionRows.map((p) => p.endsAt)]
    .filter((at): at is Date => at instanceof Date && at > now)
    .map((at) => at.getTime());
  const value: PublicNotice = {
    banners: bannerRows
      .filter((b) => isBannerGroup(b.groupName))
      .map((b) => ({
        bannerId: b.id,
        url: withLanguage(b.imageUrl, artLanguage),
        groupName: b.groupName as Banner['groupName'],
        ...linkOf(b),
        title: pick(bannerText.get(b.code), 'title', b.title),
      })),
    popup: announcementRows
      .filter((a) => isAnnouncementType(a.type))
      .map((a) => ({
        id: a.id,
        type: a.type as Announcement['type'],
        title: pick(announcementText.get(a.code), 'title', a.title),
        content: pick(announcementText.get(a.code), 'content', a.content),
        date: a.publishedAt.toISOString(),
        popup: a.popup,
      })),
    promotion: promotionRows.map((p) => ({
      id: p.id,
      category: p.category,
      title: pick(promotionText.get(p.code), 'title', p.title),
      summary: pick(promotionText.get(p.code), 'summary', p.summary),
      imageUrl: withLanguage(p.imageUrl, artLanguage),
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt?.toISOString() ?? null,
    })),
  };
  return { value, until: Math.min(Infinity, ...changes) };
}
