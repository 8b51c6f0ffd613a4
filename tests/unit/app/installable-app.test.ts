import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The site as an installable app (docs/architecture.md, "The installable
 * app"): "add to home screen" on Android and iOS gives the brand's app, as
 * /down explains.
 */
const root = `${process.cwd()}/`;
const read = (path: string) => readFileSync(`${root}${path}`);

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

const manifest = JSON.parse(read('public/manifest.webmanifest').toString('utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/** The width and height written in a PNG's header. */
function pngSize(file: Buffer): [number, number] {
  expect(file.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [file.readUInt32BE(16), file.readUInt32BE(20)];
}

describe('the web app manifest', () => {
  it('opens the site full screen from the home screen, under the brand’s name and colours', () => {
    expect(manifest).toMatchObject({ name: 'Lotus Play', short_name: 'Lotus Play', start_url: '/', scope: '/', display: 'standalone' });
    // the light theme's brand colour and page background (src/shared/styles/global.css)
    const tokens = read('src/shared/styles/global.css').toString('utf8');
    expect(tokens).toContain(`--primary: ${manifest.theme_color};`);
    expect(tokens).toContain(`--bg: ${manifest.background_color};`);
  });

  it('has a 192 and a 512 px icon and a maskable one, each a PNG of the size it declares, and small', () => {
    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of png) {
      const file = read(`public${icon.src}`);
      expect(pngSize(file).join('x'), icon.src).toBe(icon.sizes);
      expect(file.length, icon.src).toBeLessThan(24 * 1024);
    }
  });

  it('is linked from the site’s document, with the 180 px icon iOS puts on the home screen', () => {
    const html = read('index.html').toString('utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const touch = html.match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1];
    expect(touch).toBe('/icons/apple-touch-icon.png');
    expect(existsSync(`${root}public${touch}`)).toBe(true);
    expect(pngSize(read(`public${touch}`))).toEqual([180, 180]);
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes" />');
  });
});
