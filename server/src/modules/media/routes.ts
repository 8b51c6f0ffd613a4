import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../../http/status';
import { BASE_LANGUAGE, contentLanguage, type ContentLanguage } from '../content/i18n';
import { AVATAR_PRESET_COUNT } from '../../../../src/shared/contract/account';
import { defaultAvatarSvg, presetAvatarSvg } from './art/pictures';
import { bannerArtwork, gameArtwork, promotionArtwork, vendorArtwork } from './artwork';
import { BANNER_WIDTHS, TILE_WIDTHS } from '../../../../src/shared/contract/content';
import { RasterCache, rasterEtag, type RasterWidth } from './raster';

/**
 * The art depends on the id and on a title kept in the database, so it is not
 * "immutable": a week fresh, a month stale-while-revalidate, with an ETag so a
 * revalidation costs a 304.
 */
const CACHE = 'public, max-age=604800, stale-while-revalidate=2592000';

/** Names in media paths: letters, digits, dash, underscore, then .svg (the drawing) or .webp (the same, rasterised). */
const FILE = /^([A-Za-z0-9_-]{1,64})\.(svg|webp)$/;

type Format = 'svg' | 'webp';

function fileOf(request: FastifyRequest<{ Params: { file: string } }>): { id: string; format: Format } {
  const match = FILE.exec(request.params.file);
  if (!match?.[1]) throw apiError('NOT_FOUND', 'There is no picture at this address.');
  return { id: match[1], format: match[2] as Format };
}

/** `?lang=` of a picture: a known language code, else the base language (the home notice adds it). */
function languageOf(request: FastifyRequest): ContentLanguage {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  return contentLanguage(lang) ?? BASE_LANGUAGE;
}

export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
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

/** `?w=` of a picture: one of the other widths it is served at, else none (its own width); anything else is NOT_FOUND. */
function widthOf(request: FastifyRequest, widths: readonly RasterWidth[]): RasterWidth | undefined {
  const { w } = (request.query ?? {}) as { w?: unknown };
  if (w === undefined) return undefined;
  const width = widths.find((allowed) => String(allowed) === w);
  if (!width) throw apiError('NOT_FOUND', 'There is no picture at this address.');
  return width;
}

/** A drawing as WebP: the validator is the drawing's hash, so a revalidation is answered before any conversion. */
async function sendWebp(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  rasters: RasterCache,
  width?: RasterWidth,
): Promise<FastifyReply> {
  reply.header('cache-control', CACHE).header('x-content-type-options', 'nosniff');
  const etag = rasterEtag(svg, width);
  if (request.headers['if-none-match'] === etag) return reply.header('etag', etag).code(304).send();
  const raster = await rasters.webp(svg, width);
  return reply.header('etag', raster.etag).type('image/webp').send(raster.body);
}

/** Generated artwork: banners, vendor tiles, game tiles, promotion cards (each as SVG or WebP) and the avatars. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.db;
  const rasters = new RasterCache();
  const send = (request: FastifyRequest, reply: FastifyReply, format: Format, svg: string, width?: RasterWidth) =>
    format === 'webp' ? sendWebp(request, reply, svg, rasters, width) : sendSvg(request, reply, svg);

  // a banner's WebP also comes narrower (?w=640|1024|1440), for the site's srcset
  app.get<{ Params: { file: string } }>('/media/banners/:file', async (request, reply) => {
    const { id, format } = fileOf(request);
    const width = format === 'webp' ? widthOf(request, BANNER_WIDTHS) : undefined;
    return send(request, reply, format, await bannerArtwork(db, id, languageOf(request)), width);
  });
  app.get<{ Params: { file: string } }>('/media/vendors/:file', async (request, reply) => {
    const { id, format } = fileOf(request);
    return send(request, reply, format, await vendorArtwork(db, id));
  });
  // a tile's WebP also comes twice as wide (?w=600), for the site's srcset
  app.get<{ Params: { file: string } }>('/media/games/:file', async (request, reply) => {
    const { id, format } = fileOf(request);
    const width = format === 'webp' ? widthOf(request, TILE_WIDTHS) : undefined;
    return send(request, reply, format, await gameArtwork(db, id), width);
  });
  app.get<{ Params: { file: string } }>('/media/promotions/:file', async (request, reply) => {
    const { id, format } = fileOf(request);
    return send(request, reply, format, await promotionArtwork(db, id, languageOf(request)));
  });

  const avatar = defaultAvatarSvg();
  app.get('/media/avatars/default.svg', async (request, reply) => sendSvg(request, reply, avatar));
  // the avatars a member may pick in the profile (contract/account.ts presetAvatarPath)
  const presets = Array.from({ length: AVATAR_PRESET_COUNT }, (_, i) => presetAvatarSvg(i + 1));
  app.get<{ Params: { n: string } }>('/media/avatars/preset-:n', async (request, reply) => {
    const match = /^([1-9][0-9]?)\.svg$/.exec(request.params.n);
    const preset = match ? presets[Number(match[1]) - 1] : undefined;
    if (!preset) throw apiError('NOT_FOUND', 'There is no picture at this address.');
    return sendSvg(request, reply, preset);
  });
}
