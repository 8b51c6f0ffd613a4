import { expect, test, type Page } from './fixtures';
import { playRound, snap } from './helpers';
import { logInQuickly } from './session';

/**
 * The weekly turnover race against the reference server: a team player
 * stakes a few in-house rounds and finds their place and turnover in the
 * race's live standings. The tour pictures the race, the lucky draw and the
 * home page's winners board in light and dark, English and Vietnamese (TY).
 * Team players of the seed, never the demo member's money.
 */

const player = { username: 'team13', password: 'Player1234' };
const touring = { username: 'team14', password: 'Player1234' };

async function prefs(page: Page, theme: 'light' | 'dark', locale: 'EN' | 'TY' = 'EN') {
  await page.goto('/');
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('locale', l);
      localStorage.setItem('theme', t);
      sessionStorage.setItem('homePopupShown', '1');
    },
    [theme, locale] as const,
  );
  await page.reload();
}

async function playDice(page: Page, rounds: number) {
  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Play Lotus Dice', exact: true }).click();
  const frame = page.frameLocator('iframe[title="Game"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Lotus Dice' })).toBeVisible();
  await frame.locator('#stake').fill('10000');
  for (let i = 0; i < rounds; i += 1) await playRound(frame, 'Roll dice');
}

async function openPromotion(page: Page, title: RegExp) {
  await page.goto('/promotions');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('leaderboard', () => {
  test('a team player stakes in-house rounds and sees their place and turnover in the weekly race', async ({ page }) => {
    test.setTimeout(120_000);
    await prefs(page, 'light');
    await logInQuickly(page, player);
    await playDice(page, 2);
    await openPromotion(page, /^Weekly Turnover Race$/);
    const board = page.getByRole('region', { name: 'Standings' });
    // two rolls of 10,000₫ at least this week: a place, and the turnover counted
    await expect(board.getByTestId('leaderboard-me')).toContainText(/Your place: \d+ · your turnover .*\d{2},000/);
    await expect(board.getByRole('columnheader', { name: 'Turnover' })).toBeVisible();
  });

  test('the race, the lucky draw and the winners board, light and dark, EN and TY @tour', async ({ page }) => {
    test.setTimeout(240_000);
    await prefs(page, 'light');
    await logInQuickly(page, touring);
    await playDice(page, 1);
    for (const [theme, locale] of [
      ['light', 'EN'],
      ['dark', 'EN'],
      ['light', 'TY'],
      ['dark', 'TY'],
    ] as const) {
      await prefs(page, theme, locale);
      await openPromotion(page, locale === 'EN' ? /^Weekly Turnover Race$/ : /^Đua Doanh Thu Hàng Tuần$/);
      await expect(page.getByTestId('leaderboard-me')).toBeVisible();
      await page.getByTestId('leaderboard').scrollIntoViewIfNeeded();
      await snap(page, `ranking-race-${locale.toLowerCase()}-${theme}`);
      await openPromotion(page, locale === 'EN' ? /^Weekly Lucky Draw$/ : /^Rút Thăm May Mắn Hàng Tuần$/);
      await expect(page.getByTestId('raffle-me')).toBeVisible();
      await page.getByTestId('raffle').scrollIntoViewIfNeeded();
      await snap(page, `ranking-raffle-${locale.toLowerCase()}-${theme}`);
      await page.goto('/');
      await page.mouse.wheel(0, 20_000);
      const winners = page.getByTestId('winners-board');
      await winners.scrollIntoViewIfNeeded({ timeout: 20_000 });
      await expect(winners).toBeVisible();
      await snap(page, `ranking-winners-${locale.toLowerCase()}-${theme}`);
    }
  });
});
