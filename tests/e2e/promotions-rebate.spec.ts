import { expect, test, type Page } from './fixtures';
import { playRound, snap } from './helpers';
import { logInQuickly } from './session';

/**
 * Manual rebate against the reference server: a team player plays a few
 * in-house rounds, opens Manual rebate in the member centre, sees what the
 * brand's in-house rate (0.8 %) owes on them, claims it, and the header's
 * balance grows by exactly that. Team players of the seed, never the demo
 * member's money.
 */

const player = { username: 'team19', password: 'Player1234' };
const touring = { username: 'team20', password: 'Player1234' };
/** "₫1,234.5" → 1234.5 (EN groups with commas) */
const amountOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function prefs(page: Page, theme: 'light' | 'dark') {
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('locale', 'EN');
    localStorage.setItem('theme', t);
    sessionStorage.setItem('homePopupShown', '1');
  }, theme);
  await page.reload();
}

async function playDice(page: Page, rounds: number) {
  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Play Lotus Dice', exact: true }).click();
  const frame = page.frameLocator('iframe[title="Game"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Lotus Dice' })).toBeVisible();
  await frame.locator('#stake').fill('10000');
  for (let i = 0; i < rounds; i += 1) await playRound(frame, 'Roll dice');
  return frame;
}

async function openManualRebate(page: Page) {
  await page.locator('header').getByRole('button', { name: 'Deposit' }).first().click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('navigation').getByRole('button', { name: 'Manual rebate' }).click();
  await expect(centre.getByTestId('rebate-total')).toBeVisible();
  return centre;
}

test.describe('manual rebate', () => {
  test('a member plays in-house rounds, sees the rebate owed, claims it, and the balance grows by it', async ({ page }) => {
    test.setTimeout(180_000);
    await prefs(page, 'light');
    await logInQuickly(page, player);
    const balance = page.getByTestId('balance');

    const frame = await playDice(page, 3);
    const inGame = amountOf(await frame.locator('#balance').innerText());
    await expect.poll(async () => amountOf(await balance.innerText()), { timeout: 15_000 }).toBe(inGame);

    const centre = await openManualRebate(page);
    // three rolls of 10,000₫ are 30,000₫ of valid in-house bets at least: 0.8 % of them is 240₫
    const inhouse = centre.getByRole('table', { name: 'Rebate by game category' }).getByRole('row', { name: /Lotus Originals/ });
    await expect(inhouse).toContainText('0.8%');
    const owed = amountOf(await centre.getByTestId('rebate-total').innerText());
    expect(owed).toBeGreaterThanOrEqual(240);
    const before = amountOf(await balance.innerText());
    await snap(page, 'manual-rebate-owed-en-light');

    await centre.getByRole('button', { name: 'Claim' }).click();
    // the claim's own message (the tables' "Loading" status comes and goes as the summary is fetched again)
    const paid = centre.getByRole('status').filter({ hasText: 'was added to your wallet' });
    await expect(paid).toBeVisible();
    expect(amountOf(await paid.innerText())).toBe(owed);
    await expect.poll(async () => amountOf(await centre.getByTestId('rebate-total').innerText())).toBe(0);
    await expect(centre.getByRole('button', { name: 'Claim' })).toBeDisabled();
    await expect(centre.getByRole('table', { name: 'Rebate history' }).getByText('Claimed').first()).toBeVisible();
    await expect.poll(async () => amountOf(await balance.innerText()), { timeout: 15_000 }).toBeCloseTo(before + owed, 2);
  });

  test('light and dark, phones of 320 and 390 px @tour', async ({ page }) => {
    test.setTimeout(180_000);
    await prefs(page, 'light');
    await logInQuickly(page, touring);
    await playDice(page, 2);
    await openManualRebate(page);
    await snap(page, 'manual-rebate-en-light');
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    await snap(page, 'manual-rebate-en-dark');
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 760 });
      const centre = page.getByRole('dialog', { name: 'Member centre' });
      await expect(centre.getByTestId('rebate-total')).toBeVisible();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways).toBe(0);
      await snap(page, `manual-rebate-phone-${width}-en-dark`);
    }
  });
});
