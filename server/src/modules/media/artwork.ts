import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, gameVendors, games, promotions } from '../../db/schema';
import { apiError } from '../../http/status';
import { loadTranslations, pick, type ContentLanguage } from '../content/i18n';
import { bannerSvg, gameSvg, promotionSvg, vendorSvg } from './art/pictures';
import { bannerCta, promotionLabel } from './labels';

/*
 * The pictures drawn from database rows, by the code in their address: each
 * reads its row (and the translated title where one is asked for) and draws.
 * An unknown code is NOT_FOUND.
 */

const missing = () => apiError('NOT_FOUND', 'There is no picture at this address.');

/** A banner linking to a category page is drawn as that category: '/live' → live. */
function themeOf(banner: { groupName: string; linkageType: string | null; link: string | null }): string {
  const route = banner.linkageType === 'route' ? /^\/([a-z]+)/.exec(banner.link ?? '')?.[1] : undefined;
  const known: Record<string, string> = { vnlottery: 'lottery', elott: 'lottery', lottery: 'lottery' };
  return route ? (known[route] ?? route) : banner.groupName;
}

export async function bannerArtwork(db: Db, code: string, language: ContentLanguage): Promise<string> {
  const [banner] = await db.select().from(banners).where(eq(banners.code, code)).limit(1);
  if (!banner) throw missing();
  const text = (await loadTranslations(db, 'banner', [banner.code], language)).get(banner.code);
  return bannerSvg({
    id: banner.code,
    title: pick(text, 'title', banner.title),
    subtitle: pick(text, 'subtitle', banner.subtitle),
    group: banner.groupName,
    theme: themeOf(banner),
    cta: bannerCta(banner, language),
    lang: language,
  });
}

export async function vendorArtwork(db: Db, code: string): Promise<string> {
  const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.code, code)).limit(1);
  if (!vendor) throw missing();
  return vendorSvg({ code: vendor.code, name: vendor.name, category: vendor.category });
}

export async function gameArtwork(db: Db, nodeId: string): Promise<string> {
  const [game] = await db
    .select({ nodeId: games.nodeId, name: games.name, vendor: games.vendorCode, category: games.category })
    .from(games)
    .where(eq(games.nodeId, nodeId))
    .limit(1);
  if (!game) throw missing();
  return gameSvg({ id: game.nodeId, name: game.name, vendor: game.vendor, category: game.category });
}

export async function promotionArtwork(db: Db, code: string, language: ContentLanguage): Promise<string> {
  const [promotion] = await db.select().from(promotions).where(eq(promotions.code, code)).limit(1);
  if (!promotion) throw missing();
  const text = (await loadTranslations(db, 'promotion', [promotion.code], language)).get(promotion.code);
  return promotionSvg({
    id: promotion.code,
    title: pick(text, 'title', promotion.title),
    category: promotion.category,
    label: promotionLabel(promotion.category, language),
    lang: language,
  });
}
