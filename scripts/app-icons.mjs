/**
 * The installable app's icons (public/manifest.webmanifest, index.html),
 * drawn from the brand's mark in public/favicon.svg and written as small
 * PNGs into public/icons/:
 *
 * - icon-192.png, icon-512.png: the mark as it is (purpose "any");
 * - icon-maskable-512.png: the mark on a full-bleed square, inside the
 *   central 80% circle that Android keeps whatever shape it cuts;
 * - apple-touch-icon.png (180): full-bleed and opaque, as iOS rounds it itself.
 *
 * Run again after the mark changes: `npm run icons`. The PNGs are committed,
 * so a build needs no image tool.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const root = new URL('../', import.meta.url);
const mark = readFileSync(new URL('public/favicon.svg', root), 'utf8');
const out = new URL('public/icons/', root);
mkdirSync(out, { recursive: true });

// the mark's drawing without its rounded tile: its gradients and its lotus
const defs = mark.match(/<defs>[\s\S]*?<\/defs>/)?.[0] ?? '';
const lotus = [...mark.matchAll(/<path[^>]*\/>/g)].map((m) => m[0]).join('');
if (!defs || !lotus) throw new Error('public/favicon.svg: no <defs> or <path> found');

/** The lotus on a full square of the brand's gradient, scaled to `scale` of the tile around its centre. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}<rect width="64" height="64" fill="url(#g)"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -30)">${lotus}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  // the safe zone is a circle of 40% radius: the lotus (about 36 units of 64 wide) at 0.85 stays inside it
  { file: 'icon-maskable-512.png', svg: fullBleed(0.85), size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed(1), size: 180 },
];

for (const { file, svg, size } of icons) {
  const png = await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ palette: true, quality: 100, colours: 256, dither: 1, compressionLevel: 9, effort: 10 })
    .toBuffer();
  writeFileSync(new URL(file, out), png);
  console.log(`${file.padEnd(24)} ${size}×${size}  ${(png.length / 1024).toFixed(1)} KB`);
}
