import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { snap } from './helpers';
import { logInQuickly, sessionOf, type Account } from './session';

/**
 * Missions against the reference server: a team player wins three real
 * in-house dice rounds (played through the game's own calls), the member
 * centre's Missions entry shows one mission to claim, the mission "Win 3
 * in-house rounds" is complete, the claim pays its 5,000 ₫ and the header's
 * balance grows by it. Team players of the seed, never the demo member's money.
 */

const player: Account = { username: 'team22', password: 'Player1234' };
const touring: Account = { username: 'team23', password: 'Player1234' };
/** "₫1,234.5" → 1234.5 (EN groups with commas) */
const amountOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** Wins `wins` rounds of Lotus Dice through the game's calls (under 95: a 95 % chance each). */
async function winDiceRounds(request: APIRequestContext, account: Account, wins: number) {
  const token = await sessionOf(request, account);
  const headers = { authorization: `Bearer ${token}`, Merchant: 'LOTUS', Language: 'EN' };
  const launched = await request.post('/wps/game/launchGame/v2', { headers, data: { nodeId: 'XGS-DICE', gameId: 'XGS_DICE', vassalage: 'XGS' } });
  expect(launched.status()).toBe(200);
  const gameUrl = ((await launched.json()) as { value: { game_url: string } }).value.game_url;
  const session = new URL(gameUrl, 'http://x').searchParams.get('session') ?? '';
  let won = 0;
  for (let i = 0; i < 40 && won < wins; i += 1) {
    const played = await request.post('/wps/inhouse/play', {
      headers: { Merchant: 'LOTUS', Language: 'EN' },
      data: { session, roundId: `e2e-mission-${account.username}-${Date.now()}-${i}`, stake: 2_000, target: 95, direction: 'under' },
    });
    expect(played.status()).toBe(200);
    const { round } = ((await played.json()) as { value: { round: { stake: number; payout: number } } }).value;
    if (round.payout > round.stake) won += 1;
  }
  expect(won).toBe(wins);
}

async function prefs(page: Page, locale: 'EN' | 'TY', theme: 'light' | 'dark') {
  await page.goto('/');
  await page.evaluate(
    ([l, t]) => {
      localStorage.setItem('locale', l);
      localStorage.setItem('theme', t);
      sessionStorage.setItem('homePopupShown', '1');
    },
    [locale, theme] as const,
  );
  await page.reload();
}

async function openMissions(page: Page, entry: RegExp) {
  await page.locator('header').getByRole('button', { name: /Deposit|Nạp/ }).first().click();
  const centre = page.getByRole('dialog', { name: /Member centre|Trung tâm/ });
  const menuEntry = centre.getByRole('navigation').getByRole('button', { name: entry });
  await menuEntry.click();
  await expect(centre.getByTestId('mission-list')).toBeVisible();
  return { centre, menuEntry };
}

test.describe('missions', () => {
  test('a member wins three in-house rounds, the mission is complete and claimed, the balance grows by its reward', async ({ page }) => {
    test.setTimeout(120_000);
    await winDiceRounds(page.request, player, 3);
    await prefs(page, 'EN', 'light');
    await logInQuickly(page, player);
    const balance = page.getByTestId('balance');
    const { centre, menuEntry } = await openMissions(page, /^Missions/);
    // the menu's badge: one mission complete and not claimed
    await expect(menuEntry).toHaveAccessibleDescription('1 mission to claim');
    const mission = centre.getByTestId('mission-daily-inhouse-wins');
    await expect(mission).toHaveAttribute('data-state', 'claimable');
    await expect(mission.getByTestId('mission-progress')).toHaveText('3 / 3');
    const before = amountOf(await balance.innerText());

    await mission.getByRole('button', { name: 'Claim' }).click();
    await expect(mission.getByRole('status')).toContainText('5,000 has been added to your wallet');
    await expect(mission).toHaveAttribute('data-state', 'claimed');
    await expect(menuEntry).not.toHaveAttribute('aria-describedby');
    await expect.poll(async () => amountOf(await balance.innerText()), { timeout: 15_000 }).toBeCloseTo(before + 5_000, 2);
    await expect(centre.getByTestId('mission-me')).toContainText('Missions: 1');
  });

  test('light and dark, EN and TY, phones of 320 and 390 px @tour', async ({ page }) => {
    test.setTimeout(240_000);
    await winDiceRounds(page.request, touring, 3);
    for (const [locale, entry] of [
      ['EN', /^Missions/],
      ['TY', /^Nhiệm vụ/],
    ] as const) {
      await prefs(page, locale, 'light');
      await logInQuickly(page, touring);
      const { centre } = await openMissions(page, entry);
      await snap(page, `missions-${locale.toLowerCase()}-light`);
      await page.evaluate(() => {
        document.documentElement.dataset.theme = 'dark';
      });
      await snap(page, `missions-${locale.toLowerCase()}-dark`);
      if (locale === 'EN') {
        await centre.getByTestId('mission-daily-inhouse-wins').getByRole('button', { name: 'Claim' }).click();
        await expect(centre.getByTestId('mission-daily-inhouse-wins').getByRole('status')).toBeVisible();
        await centre.getByRole('tab', { name: 'Weekly' }).click();
        await centre.getByRole('heading', { name: "This week's leaderboard" }).scrollIntoViewIfNeeded();
        await snap(page, 'missions-en-dark-weekly-leaderboard');
      }
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 760 });
        await expect(centre.getByTestId('mission-list')).toBeVisible();
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(sideways).toBe(0);
        await snap(page, `missions-phone-${width}-${locale.toLowerCase()}-dark`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
