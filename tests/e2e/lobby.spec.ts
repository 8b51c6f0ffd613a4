import { expect, test, type Page } from '@playwright/test';
import { demoMember, snap } from './helpers';

/** The lobby in a real browser against the reference server: browse, search, page, favourite, launch and play. */

async function useLanguage(page: Page, code: 'EN' | 'TY', theme: 'light' | 'dark' = 'light') {
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

/** Logs in through the popup, in any language. */
async function logIn(page: Page) {
  await page.locator('header').getByRole('button', { name: /^(Log in|Đăng nhập)$/ }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(demoMember.username);
  await dialog.locator('input[name="password"]').fill(demoMember.password);
  await dialog.locator('button[type="submit"]').first().click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('balance')).toContainText('₫');
}

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
    await expect(page.getByRole('navigation', { name: 'Game providers' }).getByRole('button', { name: /IM Esports/ })).toHaveCount(0);

    await page.goto('/rng');
    await expect(cards(page)).toHaveCount(42);
    await expect(page.getByText('1,200 games')).toBeVisible();
    await snap(page, 'lobby-rng-en-light');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/page=2/);
    await pages.getByRole('button', { name: 'Page 29', exact: true }).click();
    await expect(cards(page)).toHaveCount(1200 - 42 * 28);

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
    const name = (await first.getByRole('button').first().getAttribute('aria-label'))?.replace(/^Play /, '') ?? '';
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
    for (let i = 0; i < 3; i += 1) {
      await frame.getByRole('button', { name: 'Roll dice' }).click();
      await expect(frame.locator('#rounds tr')).toHaveCount(i + 1);
    }
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
    await slot.getByRole('button', { name: 'Spin' }).click();
    await expect(slot.locator('#rounds tr')).toHaveCount(1);
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

  for (const theme of ['light', 'dark'] as const) {
    for (const code of ['EN', 'TY'] as const) {
      test(`screens in ${code} ${theme}`, async ({ page }) => {
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
  }
});
