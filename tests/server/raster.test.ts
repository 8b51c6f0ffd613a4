import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gameSvg } from '../../server/src/modules/media/art/pictures';
import { RasterCache, rasterEtag } from '../../server/src/modules/media/raster';

/** The WebP conversion of the generated pictures: once per drawing, shared by concurrent requests, bounded in memory. */
const tile = (id: string) => gameSvg({ id, name: `Golden ${id}`, vendor: 'JDS', category: 'RNG' });

describe('raster cache', () => {
  it('converts a drawing once: concurrent and later requests share the result', async () => {
    const cache = new RasterCache();
    const [a, b] = await Promise.all([cache.webp(tile('A-1')), cache.webp(tile('A-1'))]);
    expect(cache.conversions).toBe(1);
    expect(a.body).toBe(b.body);
    expect(a.etag).toBe(rasterEtag(tile('A-1')));
    const meta = await sharp(a.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300]);
    // a picture, not a blank square: the tile's colours vary across it
    const stats = await sharp(a.body).stats();
    expect(stats.channels.some((c) => c.max - c.min > 100)).toBe(true);
    await cache.webp(tile('A-1'));
    expect(cache.conversions).toBe(1);
    // another drawing is another conversion, with another validator
    const other = await cache.webp(tile('A-2'));
    expect(cache.conversions).toBe(2);
    expect(other.etag).not.toBe(a.etag);
  });

  it('keeps at most its byte budget, dropping the least recently used drawing first', async () => {
    const first = await new RasterCache().webp(tile('B-1'));
    // room for about two tiles
    const cache = new RasterCache(Math.floor(first.body.length * 2.5));
    await cache.webp(tile('B-1'));
    await cache.webp(tile('B-2'));
    await cache.webp(tile('B-1')); // B-1 is now the most recently used
    await cache.webp(tile('B-3')); // over budget: B-2 goes
    expect(cache.conversions).toBe(3);
    await cache.webp(tile('B-1'));
    expect(cache.conversions).toBe(3);
    await cache.webp(tile('B-2'));
    expect(cache.conversions).toBe(4);
  });

  it('a drawing that cannot be converted fails its request and not the next ones', async () => {
    const cache = new RasterCache();
    await expect(cache.webp('<svg xmlns="http://www.w3.org/2000/svg"')).rejects.toThrow();
    const ok = await cache.webp(tile('C-1'));
    expect(ok.body.length).toBeGreaterThan(500);
  });
});
