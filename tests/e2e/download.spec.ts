import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { expect, test, type Page } from './fixtures';
import { snap } from './helpers';

/** The app download page and the mirror sites against the reference server, in a real browser. */

/** The modules qrcode.react draws for a value at the page's size (100) and margin (0): what a phone's camera reads. */
const qrModules = (value: string) =>
  [...renderToStaticMarkup(createElement(QRCodeSVG, { value, size: 100, marginSize: 0 })).matchAll(/\sd="([^"]+)"/g)].map((m) => m[1]);

const drawnModules = (page: Page, title: RegExp) =>
  page
    .locator('svg', { has: page.locator('title', { hasText: title }) })
    .locator('path')
    .evaluateAll((paths) => paths.map((p) => p.getAttribute('d')));

/** The steps and the QR code in view (below the page's banner), under the sticky header. */
const showSteps = (page: Page) =>
  page.evaluate(() => {
    const intro = document.querySelector('h1');
    if (intro) window.scrollTo(0, intro.getBoundingClientRect().top + window.scrollY - 80);
  });

async function useLanguage(page: Page, code: 'EN' | 'TY', theme: 'light' | 'dark', path: string) {
  await page.goto(path);
  await page.evaluate(
    ([c, th]) => {
      localStorage.setItem('locale', c);
      localStorage.setItem('theme', th);
      sessionStorage.setItem('homePopupShown', '1');
    },
    [code, theme] as const,
  );
  await page.reload();
}

test('the app download page’s QR codes carry the brand’s links, and the mirrors are timed from the browser', async ({ page, baseURL }) => {
  // the links the brand configured (resources Android and MOBILECONFIG), as a phone opens them
  const status = (await (await page.request.get('/wps/system/status?url=127.0.0.1')).json()) as {
    value: { info: { resources: { resourceType: string; url: string }[] } };
  };
  const link = (type: string) => new URL(status.value.info.resources.find((r) => r.resourceType === type)?.url ?? '', baseURL).href;

  await useLanguage(page, 'EN', 'light', '/down');
  await expect(page.getByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Your phone' });
  await expect(tabs.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveCount(4);
  const android = page.locator('svg', { has: page.locator('title', { hasText: /Android link/ }) });
  await expect(android).toHaveAttribute('width', '100');
  expect(await drawnModules(page, /Android link/)).toEqual(qrModules(link('Android')));
  // served with the site: the manifest of the installable app, and its home-screen icon
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(((await manifest.json()) as { display: string }).display).toBe('standalone');
  expect((await page.request.get('/icons/apple-touch-icon.png')).ok()).toBe(true);
  // a browser tab is not the installed app
  await expect(page.getByText(/The app is installed/)).toHaveCount(0);
  await showSteps(page);
  await snap(page, 'download-android-en-light');

  await tabs.getByRole('tab', { name: 'iOS' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Tap the Share button/ })).toBeVisible();
  expect(await drawnModules(page, /iOS link/)).toEqual(qrModules(link('MOBILECONFIG')));
  expect(qrModules(link('MOBILECONFIG'))).not.toEqual(qrModules(link('Android')));
  await showSteps(page);
  await snap(page, 'download-ios-en-light');

  // the mirrors: every speed from 0, then measured; this server answers, the seed's .example mirrors cannot
  await page.getByRole('link', { name: /Mirror sites and speed test/ }).click();
  await expect(page).toHaveURL(/\/speedtest$/);
  const list = page.getByRole('list', { name: 'Mirror sites' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(list.getByText('Measuring…')).toHaveCount(0, { timeout: 30_000 });
  const first = list.getByRole('listitem').first();
  await expect(first).toContainText(new URL(baseURL ?? '').host);
  await expect(first).toContainText(/\d+ ms/);
  await expect(first).toContainText('You are here');
  expect(Number(await first.locator('[data-speed]').getAttribute('data-speed'))).toBeGreaterThan(0);
  await expect(list.getByText('Unreachable')).toHaveCount(4);
  await snap(page, 'mirrors-en-light');

  await useLanguage(page, 'TY', 'dark', '/down');
  await expect(page.getByRole('heading', { level: 1, name: 'Tải ứng dụng' })).toBeVisible();
  await expect(page.locator('svg', { has: page.locator('title', { hasText: /Android/ }) })).toBeVisible();
  await showSteps(page);
  await snap(page, 'download-android-ty-dark');
  await page.goto('/speedtest');
  await expect(page.getByRole('list', { name: 'Trang dự phòng' }).getByText('Đang đo…')).toHaveCount(0, { timeout: 30_000 });
  await snap(page, 'mirrors-ty-dark');
});
