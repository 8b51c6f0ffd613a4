import { expect, test, type Page } from './fixtures';
import { snap } from './helpers';
import { logInQuickly } from './session';

/*
 * The points mall against the reference server: a visitor sees the
 * catalogue, then a member converts points to cash with the payment
 * password and sees the points, the wallet and both histories change.
 *
 * The member is the demo agent, who starts with 5,000 points like the demo
 * player: the demo player's first payment password belongs to the money-out
 * spec, which walks setting it. The agent's is set here when the agent spec
 * has not set it already (same PIN).
 */

const member = { username: 'agent', password: 'Agent1234' };
const PIN = '246810';

async function start(page: Page) {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('locale', 'EN');
    localStorage.setItem('theme', 'light');
    sessionStorage.setItem('homePopupShown', '1');
  });
}

/** What stands past the viewport's right edge, for the message of a failed reflow check. */
const wider = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 40)} ${Math.round(e.getBoundingClientRect().right)}`)
      .join('; '),
  );

const amountOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

test.describe('points mall', () => {
  test('a visitor sees the catalogue; a member redeems points for cash with the payment password and sees the balance and the histories change', async ({ page }) => {
    test.setTimeout(180_000);
    await start(page);
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    const cash = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Cash voucher 50,000 ₫' }) });
    await expect(cash).toContainText('500 points');
    await expect(page.getByRole('listitem').filter({ hasText: 'Lotus Play T-shirt' })).toContainText('Stock');
    await snap(page, 'points-visitor-en-light');
    await cash.getByRole('button', { name: 'Redeem Cash voucher 50,000 ₫' }).click();
    await expect(page.getByRole('dialog', { name: /Welcome to/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await logInQuickly(page, member);
    const wallet = amountOf(await page.getByTestId('balance').innerText());
    await page.goto('/pointMall');
    const balance = page.getByTestId('points-balance');
    await expect(balance).toHaveText(/\d/);
    const before = amountOf(await balance.innerText());
    expect(before).toBeGreaterThanOrEqual(1000);

    await cash.getByRole('button', { name: 'Redeem Cash voucher 50,000 ₫' }).click();
    let dialog = page.getByRole('dialog', { name: 'Redeem Cash voucher 50,000 ₫' });
    await dialog.getByRole('button', { name: 'One more' }).click();
    await expect(dialog).toContainText('1,000 points');
    await dialog.getByLabel(/^Payment password/).fill(PIN);
    await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
    const setPin = dialog.getByRole('button', { name: 'Set a payment password' });
    const done = page.getByRole('dialog', { name: 'Redeemed' });
    await expect(done.or(setPin)).toBeVisible();
    if (await setPin.isVisible()) {
      await snap(page, 'points-no-pin-en-light');
      await setPin.click();
      const centre = page.getByRole('dialog', { name: 'Member centre' });
      const setForm = centre.getByRole('form', { name: 'Set a payment password' });
      await setForm.getByLabel(/^Login password/).fill(member.password);
      await setForm.getByLabel(/^New payment password/).fill(PIN);
      await setForm.getByLabel(/^Confirm payment password/).fill(PIN);
      await setForm.getByRole('button', { name: 'Save payment password' }).click();
      await expect(centre.getByRole('tab', { name: 'Change' })).toBeVisible();
      await centre.getByRole('button', { name: 'Close' }).first().click();
      await expect(centre).toHaveCount(0);
      dialog = page.getByRole('dialog', { name: 'Redeem Cash voucher 50,000 ₫' });
      if (!(await dialog.isVisible())) await cash.getByRole('button', { name: 'Redeem Cash voucher 50,000 ₫' }).click();
      if (!(await dialog.getByText('1,000 points').isVisible())) await dialog.getByRole('button', { name: 'One more' }).click();
      await dialog.getByLabel(/^Payment password/).fill(PIN);
      await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
    }
    await expect(done.getByRole('status')).toHaveText('Done: the amount is in your wallet.');
    await expect(done).toContainText('₫100,000');
    await snap(page, 'points-redeemed-en-light');
    await done.getByRole('button', { name: 'Done' }).click();

    await expect(balance).toHaveText((before - 1000).toLocaleString('en-US'));
    await expect(page.getByTestId('balance')).toContainText((wallet + 100_000).toLocaleString('en-US'));

    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const redeems = page.getByRole('table', { name: 'Redeem history' });
    await expect(redeems.locator('tbody tr').first()).toContainText('Cash voucher 50,000 ₫');
    await expect(redeems.locator('tbody tr').first()).toContainText('Approved');
    await page.getByRole('tab', { name: 'Points history' }).click();
    const entries = page.getByRole('table', { name: 'Points history' });
    await expect(entries.locator('tbody tr').first()).toContainText('Redeemed');
    await expect(entries.locator('tbody tr').first()).toContainText('-1,000');
    await snap(page, 'points-history-en-light');

    // dark, and a 320 px phone: nothing scrolls sideways
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/pointMall');
    await expect(balance).toHaveText(/\d/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), await wider(page)).toBeLessThanOrEqual(320);
    await snap(page, 'points-phone-320-en-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    await expect(redeems).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), await wider(page)).toBeLessThanOrEqual(390);
    await snap(page, 'points-phone-390-en-dark');
  });
});
