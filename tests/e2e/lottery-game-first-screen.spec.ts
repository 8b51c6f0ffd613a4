import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { SCREENSHOT_DIR, screenshotsWanted } from './helpers';

/**
 * A lottery game's address as a player lands on it (shared, bookmarked, a
 * lobby card opened in a new tab): the server renders the game's page whole,
 * so the game, its open period, the slip and the results show before any of
 * the site's scripts has run; React then takes it over without a mismatch and
 * nothing moves (docs/performance.md, "The lottery lobbies and the category
 * pages rendered whole").
 */

/** The layout shifts and the hydration errors of the page, recorded from its first byte. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error #(418|419|422|423|425)/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; at: number; moved: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(
          (s) => `${s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${[...s.node.classList].join('.')}` : String(s.node?.nodeName)} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`,
        );
        w.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return errors;
}

const hydrated = (page: Page) => page.evaluate(() => performance.getEntriesByName('hydrated').length > 0);

// games whose draw seldom closes during the test (the shift of the first screen is checked when the draw the server
// rendered is still the page's at the end; a draw closing is the tests below); the fast five-ball game, drawn every
// 10 s here, is rendered and hydrated without a mismatch too, whatever its draw does
for (const { name, address, width, still } of [
  { name: 'five-ball 5 minutes, desktop', address: '/lottery?gameCode=FIVE_5&playType=position', width: 1440, still: true },
  { name: 'Xổ Số Miền Bắc, phone', address: '/vnlottery?gameCode=VNL_0001', width: 390, still: true },
  { name: 'fast five-ball game, phone', address: '/lottery?gameCode=FIVE_1&playType=position', width: 390, still: false },
]) {
  test(`a lottery game’s address shows the game before the scripts run, and hydrates it as it is: ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.addInitScript(() => sessionStorage.setItem('homePopupShown', '1'));
    const errors = await watch(page);
    // the entry (and every other script) held back: what shows meanwhile is the server's HTML
    let release: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/res/js/**', async (route) => {
      await Promise.race([scriptsHeld, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      await route.continue();
    });
    await page.goto(address, { waitUntil: 'domcontentloaded' });

    // the game's page itself, from the server: its name, its open period, the slip with its play types, the results
    const slip = page.getByTestId('bet-slip');
    await expect(slip).toBeVisible();
    await expect(page.getByTestId('lottery-loading')).toHaveCount(0);
    await expect(page.locator('main h1')).not.toBeEmpty();
    // the open period (none between a draw's close and the next one's opening)
    await expect(page.getByTestId('current-period')).toHaveText(/\d|–/);
    await expect(slip.getByRole('group').first().getByRole('button').first()).toBeVisible();
    await expect(page.getByTestId('latest-result')).toBeVisible();
    // the seconds left come once hydrated: their box is there, empty (when a draw is open)
    await expect(page.getByRole('timer')).not.toHaveText(/\d\d:\d\d/);
    if ((await page.getByTestId('current-period').innerText()) !== '–') await expect(page.getByTestId('countdown')).toHaveText(/^\s*$/);
    expect(await hydrated(page)).toBe(false);
    const drawShown = () => page.evaluate(() => `${document.querySelector('[data-testid="current-period"]')?.textContent} ${Boolean(document.querySelector('[data-testid="drawing-notice"]'))}`);
    const served = await drawShown();
    if (screenshotsWanted) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/lottery-game-server-${width}-${still ? 'still' : 'fast'}.png` });
    }

    // the scripts come: React takes the page over, the countdown starts, nothing moves and nothing mismatches
    release();
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, undefined, { timeout: 30_000 });
    if ((await page.getByTestId('current-period').innerText()) !== '–') await expect(page.getByTestId('countdown')).toHaveText(/\d\d:\d\d/);
    await page.waitForTimeout(1000);
    if (screenshotsWanted) await page.screenshot({ path: `${SCREENSHOT_DIR}/lottery-game-hydrated-${width}-${still ? 'still' : 'fast'}.png` });
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; at: number; moved: string[] }[] }).__shifts);
    expect(errors).toEqual([]);
    if (still && (await drawShown()) === served) expect(shifts.reduce((sum, s) => sum + s.value, 0), JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
    // and the page is the app's: a play type's tab answers a press
    const tabs = slip.getByRole('group').first().getByRole('button');
    if ((await tabs.count()) > 1) {
      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    }
  });
}

// a fast game's draw closing while the page is open (drawn every 10 s here): the periods being drawn are written in
// the draw bar's line kept for them, so the slip, the results and the page below stay where they were; in a long
// language (Thai) and on the narrowest phone too, the notice keeps to its one line
for (const { name, width, language, theme } of [
  { name: 'desktop, English, light', width: 1440, language: 'EN', theme: 'light' },
  { name: 'phone, Thai, dark', width: 320, language: 'TH', theme: 'dark' },
  { name: 'phone, Indonesian, light', width: 390, language: 'ID', theme: 'light' },
] as const) {
  test(`a draw closing moves nothing on the game's page: ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.addInitScript(
      ([code, th]) => {
        localStorage.setItem('locale', code);
        localStorage.setItem('theme', th);
        sessionStorage.setItem('homePopupShown', '1');
      },
      [language, theme] as const,
    );
    await watch(page);
    await page.goto('/lottery?gameCode=FIVE_1&playType=position');
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, undefined, { timeout: 30_000 });
    const row = page.getByTestId('drawing-row');
    const slip = page.getByTestId('bet-slip');
    // the line is there before any draw closes, with the slip below it
    await expect(row).toBeAttached();
    await expect(page.getByTestId('drawing-notice')).toHaveCount(0, { timeout: 20_000 });
    const rowBox = await row.boundingBox();
    const slipBox = await slip.boundingBox();
    const suffix = `${width}-${language.toLowerCase()}-${theme}`;
    if (screenshotsWanted) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/lottery-draw-open-${suffix}.png` });
    }
    const shiftsSoFar = await page.evaluate(() => (window as unknown as { __shifts: { value: number }[] }).__shifts.length);

    // the draw closes: its notice shows in the line, one line high, and nothing below moves
    const notice = page.getByTestId('drawing-notice');
    await expect(notice).toBeVisible({ timeout: 25_000 });
    await expect(notice).toContainText(/\d{6,}/);
    if (screenshotsWanted) await page.screenshot({ path: `${SCREENSHOT_DIR}/lottery-draw-drawing-${suffix}.png` });
    expect(await row.boundingBox()).toEqual(rowBox);
    const where = async () => {
      const box = await slip.boundingBox();
      return box && { x: box.x, y: box.y, width: box.width };
    };
    // (the slip's own "closed for bets" line grows it downwards, below the first screen's fold)
    expect(await where()).toEqual(slipBox && { x: slipBox.x, y: slipBox.y, width: slipBox.width });
    // and goes when the result is in
    await expect(notice).toHaveCount(0, { timeout: 25_000 });
    expect(await where()).toEqual(slipBox && { x: slipBox.x, y: slipBox.y, width: slipBox.width });
    const shifts = await page.evaluate((from) => (window as unknown as { __shifts: { value: number; at: number; moved: string[] }[] }).__shifts.slice(from), shiftsSoFar);
    expect(shifts.reduce((sum, s) => sum + s.value, 0), JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
  });
}
