import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { expect, test, type Page } from './fixtures';
import { demoMember, playRound, snap } from './helpers';
import { logInQuickly } from './session';

/** The lobby in a real browser against the reference server: browse, search, page, favourite, launch and play. */

async function useLanguage(page: Page, code: 'EN' | 'TY' | 'CN' | 'VI' | 'TH' | 'ID', theme: 'light' | 'dark' = 'light') {
  await page.goto('/');
  await page.evaluate(
    ([c, th]) => {
      localStorage.setItem('locale', c);
      localStorage.setItem('theme', th);
      // the home popup announcements are looked at in their own test
      sessionStorage.setItem('homePopupShown', '1');
    },
    [code, theme] as const,
  );
  await page.reload();
}

/** Logs the demo member in (the login popup has its own specs). */
const logIn = (page: Page) => logInQuickly(page, demoMember);

const cards = (page: Page) => page.getByTestId('game-card');
const balanceNumber = async (page: Page) => Number((await page.getByTestId('balance').innerText()).replace(/[^0-9]/g, ''));

test.describe('lobby', () => {
  test('home shows hot and popular games and the popup announcements', async ({ page }) => {
    // the popup opens once per browser session: the first visit must already be in EN
    await page.addInitScript(() => localStorage.setItem('locale', 'EN'));
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Popular games' }).getByTestId('game-card')).toHaveCount(20);
    await expect(page.locator('.swiper-pagination-bullet').first()).toBeVisible();
    await snap(page, 'lobby-home-en-light');
  });

  test('browses every category, searches, pages through, and favourites', async ({ page }) => {
    await useLanguage(page, 'EN');
    for (const [path, title] of [
      ['/rng', 'Slots'],
      ['/pvp', 'Card games'],
      ['/live', 'Live casino'],
      ['/fish', 'Fishing'],
      ['/sports', 'Sports betting'],
      ['/esports', 'Esports'],
      ['/inhouse', 'In-House'],
      ['/elott', 'Lottery'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
    }
    // esports vendors are split from sports
    await page.goto('/sports');
    await expect(page.getByRole('navigation', { name: 'Game providers' }).getByRole('button', { name: /AV Esports/ })).toHaveCount(0);

    await page.goto('/rng');
    await expect(cards(page)).toHaveCount(42);
    await expect(page.getByText('2,040 games')).toBeVisible();
    await snap(page, 'lobby-rng-en-light');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/page=2/);
    await pages.getByRole('button', { name: 'Page 49', exact: true }).click();
    await expect(cards(page)).toHaveCount(2040 - 42 * 48);

    await page.getByRole('searchbox').fill('dragon');
    await expect(page).toHaveURL(/q=dragon/);
    await expect(cards(page).first()).toContainText(/dragon/i);
    const found = await cards(page).count();
    expect(found).toBeGreaterThan(0);

    // favourites need login
    await page.getByRole('button', { name: /^Add .* to favourites$/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await logIn(page);
    // logging in goes home; back to the search
    await page.goto('/rng?q=dragon');
    await expect(cards(page).first()).toContainText(/dragon/i);
    const first = cards(page).first();
    // the tile's name is "Play <game>" (from its visually hidden text)
    const name = (await first.locator('.visually-hidden').first().textContent())?.replace(/^Play /, '') ?? '';
    await first.getByRole('button', { name: `Add ${name} to favourites` }).click();
    await expect(first.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Favourites', exact: true }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(name);
    await cards(page).first().getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await expect(page.getByText('No favourites yet')).toBeVisible();
  });

  test('launches an in-house game, plays rounds, and the header balance follows', async ({ page }) => {
    await useLanguage(page, 'EN');
    await logIn(page);
    const start = await balanceNumber(page);
    await page.goto('/inhouse');
    await page.getByRole('button', { name: 'Play Lotus Dice', exact: true }).click();
    await expect(page).toHaveURL(/\/game\?url=/);
    const frame = page.frameLocator('iframe[title="Game"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Lotus Dice' })).toBeVisible();
    await expect(frame.locator('#balance')).toContainText(/\d/);
    await frame.locator('#stake').fill('10000');
    // three rolls, each settled before the next
    for (let i = 0; i < 3; i += 1) await playRound(frame, 'Roll dice');
    const inGame = Number((await frame.locator('#balance').innerText()).replace(/[^0-9]/g, ''));
    await expect.poll(() => balanceNumber(page)).toBe(inGame);
    expect(inGame).not.toBe(start);
    await snap(page, 'lobby-game-frame-en-light');

    // a round is verifiable on the verify page
    const verifyHref = await frame.locator('#rounds a').first().getAttribute('href');
    const verify = await page.context().newPage();
    await verify.goto(verifyHref ?? '/games/verify');
    await expect(verify.getByText('The hash matches the commitment shown before the round.')).toBeVisible();
    await verify.close();

    // back to the lobby; the game is in the recent games
    await page.getByRole('button', { name: 'Back to lobby' }).click();
    await expect(page).toHaveURL(/\/inhouse/);
    await page.getByRole('button', { name: 'Recently played' }).click();
    await expect(cards(page).first()).toContainText('Lotus Dice');

    // the slot too
    await page.goto('/inhouse');
    await page.getByRole('button', { name: 'Play Triple Lotus Slot', exact: true }).click();
    const slot = page.frameLocator('iframe[title="Game"]');
    await playRound(slot, 'Spin');
    const afterSlot = Number((await slot.locator('#balance').innerText()).replace(/[^0-9]/g, ''));
    await expect.poll(() => balanceNumber(page)).toBe(afterSlot);
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    await snap(page, 'lobby-game-frame-en-dark');
  });

  test('external vendors open the demo lobby; slots vendors route to /rng', async ({ page }) => {
    await useLanguage(page, 'EN');
    await logIn(page);
    await page.goto('/live');
    await cards(page).first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/game\?url=/);
    await expect(page.frameLocator('iframe[title="Game"]').getByText(/would start here/)).toBeVisible();
  });

  // EN and TY here, with a game open; the other four languages in "lobby in every language" below
  for (const [code, theme] of [
    ['EN', 'light'],
    ['TY', 'dark'],
  ] as const) {
    test(`screens in ${code} ${theme}`, { tag: '@tour' }, async ({ page }) => {
      await useLanguage(page, code, theme);
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      await snap(page, `lobby-home-${code.toLowerCase()}-${theme}`);
      await page.goto('/rng?vendor=JDS');
      await expect(cards(page)).toHaveCount(42);
      await snap(page, `lobby-category-${code.toLowerCase()}-${theme}`);
      await logIn(page);
      await page.goto('/inhouse');
      await cards(page).filter({ hasText: 'Triple Lotus Slot' }).getByRole('button').first().click();
      await expect(page.frameLocator('iframe').locator('#balance')).toContainText(/\d/);
      await snap(page, `lobby-game-${code.toLowerCase()}-${theme}`);
    });
  }
});

/** What a scroll of the page from top to bottom with the mouse wheel measured: every frame and every long task. */
interface ScrollFigures {
  frames: number;
  medianMs: number;
  p95Ms: number;
  longestFrameMs: number;
  longTasks: number;
  longestTaskMs: number;
  scrollHeight: number;
}

async function scrollThrough(page: Page): Promise<ScrollFigures> {
  await page.evaluate(() => {
    const w = window as unknown as { __scroll: { frames: number[]; longTasks: number[]; running: boolean } };
    const rec = { frames: [] as number[], longTasks: [] as number[], running: true };
    w.__scroll = rec;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) rec.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    let last = 0;
    const tick = (now: number) => {
      if (last) rec.frames.push(now - last);
      last = now;
      if (rec.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(720, 450);
  const atBottom = () => page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
  });
  for (let step = 0; step < 200 && !(await atBottom()); step += 1) {
    await page.mouse.wheel(0, 160);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(300);
  expect(await atBottom()).toBe(true);
  return page.evaluate(() => {
    const rec = (window as unknown as { __scroll: { frames: number[]; longTasks: number[]; running: boolean } }).__scroll;
    rec.running = false;
    const sorted = [...rec.frames].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      frames: sorted.length,
      medianMs: round(at(0.5)),
      p95Ms: round(at(0.95)),
      longestFrameMs: round(sorted.at(-1) ?? 0),
      longTasks: rec.longTasks.length,
      longestTaskMs: round(Math.max(0, ...rec.longTasks)),
      scrollHeight: (document.scrollingElement ?? document.documentElement).scrollHeight,
    };
  });
}

test.describe('lobby performance', () => {
  test('the slots page of 2,000+ games scrolls smoothly (frame timing, long tasks)', { tag: '@tour' }, async ({ page }) => {
    await useLanguage(page, 'EN');
    // the machine's own pace first: the same scroll of a plain page as tall, in the same browser at the same moment
    await page.goto('about:blank');
    await page.setContent('<!doctype html><body style="margin:0"><div style="height:3000px;background:linear-gradient(#f4f1fb,#2a0b4d)"></div>');
    const plain = await scrollThrough(page);
    await page.goto('/rng');
    await expect(cards(page)).toHaveCount(42);
    await expect(page.getByText('2,040 games')).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const figures = await scrollThrough(page);
    // the machine's load at the time: the 2 cores are shared, so frame times carry its noise
    const result = { ...figures, plainPage: plain, loadAverage: Math.round(loadavg()[0]! * 10) / 10 };
    mkdirSync('e2e-artifacts', { recursive: true });
    writeFileSync('e2e-artifacts/scroll-rng.json', `${JSON.stringify(result, null, 2)}\n`);
    console.info(`scroll /rng: ${JSON.stringify(result)}`);
    expect(figures.frames).toBeGreaterThan(30);
    // most frames within three vsyncs, or, on a machine whose plain page already misses vsyncs, within two
    // vsyncs of that page's median (docs/performance.md, "Scrolling the slots page"); no stall a player would
    // take for a freeze; the figures are rounded to 0.1 ms, so three vsyncs read 50.1 (and 16.7 + 33.4 is 50.0999… in floating point)
    expect(figures.medianMs).toBeLessThanOrEqual(Math.max(50.1, plain.medianMs + 33.4) + 0.05);
    expect(figures.p95Ms).toBeLessThan(Math.max(250, plain.p95Ms + 200));
    expect(figures.longestFrameMs).toBeLessThan(1000);
    expect(figures.longestTaskMs).toBeLessThan(500);
  });
});

// one home and one category screenshot in each other language, to catch text that overflows
test.describe('lobby in every language', () => {
  for (const [code, theme] of [
    ['CN', 'light'],
    ['VI', 'dark'],
    ['TH', 'dark'],
    ['ID', 'light'],
  ] as const) {
    test(`screens in ${code} ${theme} (home and a category page)`, { tag: '@tour' }, async ({ page }) => {
      await useLanguage(page, code, theme);
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      await snap(page, `lobby-home-${code.toLowerCase()}-${theme}`);
      if (code === 'CN') {
        // the download submenu is 160 px wide (spec) and its two QR codes fit in it
        await page.getByRole('link', { name: 'APP下载' }).first().hover();
        const ios = page.locator('svg:has(> title)', { hasText: 'iOS' });
        await expect(ios).toBeVisible();
        const box = () =>
          ios.evaluate((el) => {
            let node: HTMLElement | null = el.parentElement;
            while (node && getComputedStyle(node).position !== 'fixed') node = node.parentElement;
            const rect = node?.getBoundingClientRect();
            return {
              width: rect?.width ?? 0,
              overflows: node ? node.scrollWidth > node.clientWidth : true,
              // taller than the room below its entry, it moves up instead of being cut off
              inWindow: rect ? rect.bottom <= window.innerHeight : false,
            };
          });
        // its QR codes arrive after it opens; it moves up in the frame they grow it (asked between two frames, it may not have yet)
        await expect.poll(box).toEqual({ width: 160, overflows: false, inWindow: true });
        await snap(page, 'lobby-download-menu-cn-light');
        await page.mouse.move(900, 600);
      }
      await page.goto('/rng?vendor=JDS');
      await expect(cards(page)).toHaveCount(42);
      await snap(page, `lobby-category-${code.toLowerCase()}-${theme}`);
    });
  }
});

// vendor cards and lottery draws go through the launch routing of spec section 2, on the real catalogue
test.describe('launch routing', () => {
  test('a slots vendor opens /rng on it, a VASSALAGE vendor its game list, a card-game vendor its rooms, a lottery its game page', async ({ page }) => {
    test.slow();
    await useLanguage(page, 'EN');
    await logIn(page);
    const lane = (name: RegExp) => page.getByRole('region', { name });

    await lane(/^Slots$/).getByRole('link', { name: /Neon Reels/ }).click();
    await expect(page).toHaveURL(/\/rng\?vendor=NRL$/);
    await expect(cards(page)).toHaveCount(42);
    expect(await page.evaluate(() => sessionStorage.getItem('vassalage'))).toBe('NRL');
    // back on /rng without a vendor, the stored one is shown
    await page.goto('/');
    await page.goto('/rng');
    await expect(page).toHaveURL(/\/rng\?vendor=NRL$/);

    await page.goto('/');
    await lane(/^Fishing$/).getByRole('link', { name: /Ocean King Fishing/ }).click();
    const list = page.getByRole('dialog', { name: /Ocean King Fishing/ });
    await expect(list.getByTestId('game-card').first()).toBeVisible();
    await snap(page, 'lobby-vendor-games-en-light');
    await list.getByRole('button', { name: /^Close$/ }).first().click();

    await lane(/^Card games$/).getByRole('link', { name: /Tiến Lên Club/ }).click();
    const rooms = page.getByRole('dialog', { name: /Tiến Lên Club/ });
    await expect(rooms.getByRole('listitem')).toHaveCount(6);
    await snap(page, 'lobby-pvp-rooms-en-light');
    await rooms.getByRole('button', { name: 'Join' }).first().click();
    await expect(page).toHaveURL(/\/game\?url=.*room%3DTLC-R1/);
    await expect(page.frameLocator('iframe').getByText(/The lobby of .* would open here/)).toBeVisible();
    await expect(page.frameLocator('iframe').getByText('Room TLC-R1')).toBeVisible();

    // a lottery of the lobby opens its game page
    await page.goto('/lottery');
    const draw = page.getByTestId('lottery-card').first().getByRole('link');
    const name = (await draw.innerText()).trim();
    expect(name).not.toBe('');
    await draw.click();
    // the Vietnamese lottery opens on /vnlottery with its game code, the others on /lottery with their play type too
    await expect(page).toHaveURL(/\/(lottery\?gameCode=[^&]+&playType=|vnlottery\?gameCode=)/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByTestId('bet-slip')).toBeVisible();
    await snap(page, 'lobby-lottery-selected-en-light');
  });
});
