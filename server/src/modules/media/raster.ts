import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PictureWidth } from '../../../../src/shared/contract/content';

/*
 * The pictures a page shows many of (game tiles, banners, vendor and promotion
 * cards) are drawn as SVG and served as WebP. A browser paints an SVG picture
 * as a document of its own: parse, layout and text shaping on the page's main
 * thread, then its filters and gradients on every raster; a WebP is decoded off
 * the main thread once and then only copied. The conversion (libvips with
 * librsvg, in its own threads) happens once per drawing: the result is kept by
 * the drawing's hash, so a second request, another language's banner with the
 * same words, or a revalidation costs no conversion.
 */

/** What a conversion yields, and its validator: the drawing's hash, so a 304 needs no conversion. */
export interface Raster {
  body: Buffer;
  etag: string;
}

/**
 * The other widths a drawing is served at (`?w=`, the contract's
 * BANNER_WIDTHS and TILE_WIDTHS), for `srcset`: a 1920-pixel banner shown
 * 960 pixels wide costs four times the bytes it needs, and a 300-pixel tile
 * on a phone's screen of three device pixels a pixel is blurred.
 */
export type RasterWidth = PictureWidth;

/** The ETag of a drawing served as WebP (its own, distinct from the SVG's), at its own width or another. */
export const rasterEtag = (svg: string, width?: RasterWidth): string =>
  `"${createHash('sha1').update(svg).digest('base64url')}${width ? `-${width}w` : ''}.webp"`;

/** The width the drawing declares (its root's width attribute), 0 when it declares none. */
const naturalWidth = (svg: string): number => Number(/^<svg\b[^>]*?\swidth="(\d+)"/.exec(svg)?.[1] ?? 0);

// one conversion at a time per process: a page of 42 new tiles queues instead of taking both cores
// from the requests beside it (a tile takes 25–40 ms, a 1920×560 banner 150–250 ms)
sharp.concurrency(1);
sharp.cache(false);

// flat colours and gradients: 70 keeps edges and text clean at about 7 KB a tile and 34 KB a banner (80: 8.7 and 41)
const QUALITY = 70;

export class RasterCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private queue: Promise<unknown> = Promise.resolve();
  private bytes = 0;
  /** conversions done, for tests and the operator's curiosity */
  conversions = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /**
   * The WebP of `svg` (at `width` pixels across when given): from memory,
   * from a conversion already under way, or converted now (one at a time).
   */
  async webp(svg: string, width?: RasterWidth): Promise<Raster> {
    const etag = rasterEtag(svg, width);
    const kept = this.entries.get(etag);
    if (kept) {
      // least recently used goes first: a read moves the entry to the end
      this.entries.delete(etag);
      this.entries.set(etag, kept);
      return { body: kept, etag };
    }
    let job = this.pending.get(etag);
    if (!job) {
      const run = this.queue.then(() => this.convert(svg, width));
      this.queue = run.catch(() => undefined);
      job = run.finally(() => this.pending.delete(etag));
      this.pending.set(etag, job);
      job.then((body) => this.keep(etag, body)).catch(() => undefined);
    }
    return { body: await job, etag };
  }

  private async convert(svg: string, width?: RasterWidth): Promise<Buffer> {
    this.conversions += 1;
    const natural = naturalWidth(svg);
    // drawn at that width (librsvg scales the drawing by the density), not drawn at its own and resized:
    // sharper text, and less work for a smaller copy
    const density = width && natural && natural !== width ? (72 * width) / natural : undefined;
    return sharp(Buffer.from(svg, 'utf8'), density ? { density } : {})
      .webp({ quality: QUALITY })
      .toBuffer();
  }

  private keep(etag: string, body: Buffer): void {
    if (this.entries.has(etag) || body.length > this.maxBytes) return;
    this.entries.set(etag, body);
    this.bytes += body.length;
    for (const [key, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= value.length;
    }
  }
}
