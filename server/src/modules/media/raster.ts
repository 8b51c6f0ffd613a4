import { createHash } from 'node:crypto';
import sharp from 'sharp';

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

/** The ETag of a drawing served as WebP (its own, distinct from the SVG's). */
export const rasterEtag = (svg: string): string => `"${createHash('sha1').update(svg).digest('base64url')}.webp"`;

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

  /** The WebP of `svg`: from memory, from a conversion already under way, or converted now (one at a time). */
  async webp(svg: string): Promise<Raster> {
    const etag = rasterEtag(svg);
    const kept = this.entries.get(etag);
    if (kept) {
      // least recently used goes first: a read moves the entry to the end
      this.entries.delete(etag);
      this.entries.set(etag, kept);
      return { body: kept, etag };
    }
    let job = this.pending.get(etag);
    if (!job) {
      const run = this.queue.then(() => this.convert(svg));
      this.queue = run.catch(() => undefined);
      job = run.finally(() => this.pending.delete(etag));
      this.pending.set(etag, job);
      job.then((body) => this.keep(etag, body)).catch(() => undefined);
    }
    return { body: await job, etag };
  }

  private async convert(svg: string): Promise<Buffer> {
    this.conversions += 1;
    return sharp(Buffer.from(svg, 'utf8')).webp({ quality: QUALITY }).toBuffer();
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
