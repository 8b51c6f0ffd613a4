import { expect, test, type Page } from './fixtures';
import { announcementsSeen, snap } from './helpers';

/*
 * The shell's service worker (src/service-worker/sw.ts): the rest of the
 * suite blocks service workers (playwright.config.ts), so that each test
 * sees the server's document of the moment; this spec lets it run.
 */
test.use({ serviceWorkers: 'allow' });

/** The addresses the worker keeps, as the page sees its cache. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('site-shell-v1');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

/** Hydration errors the page reported (src/main.tsx): a document from the cache must hydrate as cleanly as the server's. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Hydration/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

const tiles = (page: Page) => page.getByTestId('game-card');

/** Whether the page's document came from the worker's copy, as the app tells (its navigation's Server-Timing). */
const fromCopy = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).serverTiming.some((entry) => entry.name === 'shell-copy'));

test.describe('the shell worker', () => {
  test('a returning visitor’s page comes from the browser’s copy, hydrates, refreshes its data, and opens offline', async ({ page, context }) => {
    const errors = hydrationErrors(page);
    await announcementsSeen(page);
    await page.goto('/');
    await expect(tiles(page).first()).toBeVisible();
    // registered once the first screen has loaded; the page open at its installation is stored at once, with its files
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL))).toMatch(/\/sw\.js$/);
    await expect.poll(() => cachedAddresses(page)).toContain('/');
    const cached = await cachedAddresses(page);
    expect(cached.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(3);
    expect(cached.some((path) => path.endsWith('.css'))).toBe(true);

    // the next visit: the document from the worker's copy, the same page, then the data it was rendered from asked again
    const notice = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/system/homeNotice');
    const again = await page.goto('/');
    expect(again?.fromServiceWorker()).toBe(true);
    expect(await again?.text()).toContain('<html lang="vi"');
    expect(await fromCopy(page)).toBe(true);
    await expect(tiles(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Đăng nhập' }).first()).toBeVisible();
    expect((await notice).ok()).toBe(true);
    await snap(page, 'home-returning-visitor-ty-light');
    // hydrated: a visitor's tile asks them to log in, as on the server's own document
    await tiles(page).first().getByRole('button').first().click();
    const login = page.getByRole('dialog');
    await expect(login).toBeVisible();
    await expect(login.locator('input[name="password"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);

    // no network: the copy still opens the lobby, and a reload falls back to it
    await context.setOffline(true);
    await page.goto('/');
    await expect(tiles(page).first()).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
    await page.reload();
    await expect(tiles(page).first()).toBeVisible();
    await snap(page, 'home-returning-visitor-offline-ty-light');
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });

  test('a language chosen in the site is the next document’s at once; a reload asks the server first', async ({ page, context, baseURL }) => {
    await announcementsSeen(page);
    await page.goto('/');
    await expect(tiles(page).first()).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => cachedAddresses(page)).toContain('/');

    // chosen in the header: the worker forgets its documents, and the next one is the server's, in English
    await page.getByRole('button', { name: 'Tiếng Việt (TY)' }).hover();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const english = await page.goto('/');
    expect(await english?.text()).toContain('<html lang="en"');
    // the network's answer (through the worker): not a copy, so nothing is asked for twice
    expect(await fromCopy(page)).toBe(false);
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect.poll(() => cachedAddresses(page)).toContain('/');

    // a language set behind the site's back (the cookie alone, as another tool might): an ordinary visit still
    // gets the stored English copy, a reload revalidates with the server and gets Thai
    await page.evaluate(() => {
      localStorage.setItem('locale', 'TH');
      localStorage.setItem('hisLang', 'TH');
    });
    await context.addCookies([{ name: 'locale', value: 'TH', url: baseURL! }]);
    const stored = await page.goto('/');
    expect(stored?.fromServiceWorker()).toBe(true);
    expect(await stored?.text()).toContain('<html lang="en"');
    expect(await fromCopy(page)).toBe(true);
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('<html lang="th"');
    expect(await fromCopy(page)).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });
});
