import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { banners, gameVendors, games, promotions } from '../../db/schema';
import { apiError } from '../../http/status';
import { BASE_LANGUAGE, contentLanguage, loadTranslations, pick, type ContentLanguage } from '../content/i18n';
import { bannerSvg, defaultAvatarSvg, gameSvg, promotionSvg, vendorSvg } from './art/pictures';
import { bannerCta, promotionLabel } from './labels';

/**
 * The art depends on the id and on a title kept in the database, so it is not
 * "immutable": a week fresh, a month stale-while-revalidate, with an ETag so a
 * revalidation costs a 304.
 */
const CACHE = 'public, max-age=604800, stale-while-revalidate=2592000';

/** Names in media paths: letters, digits, dash, underscore, then .svg. */
const FILE = /^([A-Za-z0-9_-]{1,64})\.svg$/;

function idOf(request: FastifyRequest<{ Params: { file: string } }>): string {
  const match = FILE.exec(request.params.file);
  if (!match?.[1]) throw apiError('NOT_FOUND', 'There is no picture at this address.');
  return match[1];
}

/** `?lang=` of a picture: a known language code, else the base language (the home notice adds it). */
function languageOf(request: FastifyRequest): ContentLanguage {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  return contentLanguage(lang) ?? BASE_LANGUAGE;
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply
    .header('cache-control', CACHE)
    .header('etag', etag)
    // an SVG is a document: make sure one opened directly can never run script
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/** A banner linking to a category page is drawn as that category: '/live' → live. */
function themeOf(banner: { groupName: string; linkageType: string | null; link: string | null }): string {
  const route = banner.linkageType === 'route' ? /^\/([a-z]+)/.exec(banner.link ?? '')?.[1] : undefined;
  const known: Record<string, string> = { vnlottery: 'lottery', elott: 'lottery', lottery: 'lottery' };
  return route ? (known[route] ?? route) : banner.groupName;
}

/** Generated artwork: banners, vendor tiles, promotion cards and the default avatar. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.db;

  app.get<{ Params: { file: string } }>('/media/banners/:file', async (request, reply) => {
    const code = idOf(request);
    const [banner] = await db.select().from(banners).where(eq(banners.code, code)).limit(1);
    if (!banner) throw apiError('NOT_FOUND', 'There is no picture at this address.');
    const language = languageOf(request);
    const text = (await loadTranslations(db, 'banner', [banner.code], language)).get(banner.code);
    return sendSvg(
      request,
      reply,
      bannerSvg({
        id: banner.code,
        title: pick(text, 'title', banner.title),
        subtitle: pick(text, 'subtitle', banner.subtitle),
        group: banner.groupName,
        theme: themeOf(banner),
        cta: bannerCta(banner, language),
        lang: language,
      }),
    );
  });

  app.get<{ Params: { file: string } }>('/media/vendors/:file', async (request, reply) => {
    const code = idOf(request);
    const [vendor] = await db.select().from(gameVendors).where(eq(gameVendors.code, code)).limit(1);
    if (!vendor) throw apiError('NOT_FOUND', 'There is no picture at this address.');
    return sendSvg(request, reply, vendorSvg({ code: vendor.code, name: vendor.name, category: vendor.category }));
  });

  app.get<{ Params: { file: string } }>('/media/games/:file', async (request, reply) => {
    const nodeId = idOf(request);
    const [game] = await db
      .select({ nodeId: games.nodeId, name: games.name, vendor: games.vendorCode, category: games.category })
      .from(games)
      .where(eq(games.nodeId, nodeId))
      .limit(1);
    if (!game) throw apiError('NOT_FOUND', 'There is no picture at this address.');
    return sendSvg(request, reply, gameSvg({ id: game.nodeId, name: game.name, vendor: game.vendor, category: game.category }));
  });

  app.get<{ Params: { file: string } }>('/media/promotions/:file', async (request, reply) => {
    const code = idOf(request);
    const [promotion] = await db.select().from(promotions).where(eq(promotions.code, code)).limit(1);
    if (!promotion) throw apiError('NOT_FOUND', 'There is no picture at this address.');
    const language = languageOf(request);
    const text = (await loadTranslations(db, 'promotion', [promotion.code], language)).get(promotion.code);
    return sendSvg(
      request,
      reply,
      promotionSvg({
        id: promotion.code,
        title: pick(text, 'title', promotion.title),
        category: promotion.category,
        label: promotionLabel(promotion.category, language),
        lang: language,
      }),
    );
  });

  const avatar = defaultAvatarSvg();
  app.get('/media/avatars/default.svg', async (request, reply) => sendSvg(request, reply, avatar));
}
