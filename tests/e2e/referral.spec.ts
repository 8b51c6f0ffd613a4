import { answerResponsibleGaming, expect, test, type Browser, type Page } from './fixtures';
import { snap } from './helpers';
import { logInQuickly } from './session';

/**
 * Invite friends against the reference server: a team player opens Invite
 * friends and takes the link; a new visitor opens it, registers (the code
 * comes from the address) and deposits 200,000₫ through the sandbox
 * provider; the seeded Invite Friends promotion pays the referrer 50,000₫
 * for it, and the referrer sees the friend, masked, with what it earned.
 */

const referrer = { username: 'team22', password: 'Player1234' };
const touring = { username: 'team23', password: 'Player1234' };
const unique = () => `${Date.now() % 1_000_000}`.padStart(6, '0');
/** "₫1,234" → 1234 (EN groups with commas) */
const amountOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function prefs(page: Page, locale: 'EN' | 'TY', theme: 'light' | 'dark') {
  if (page.url() === 'about:blank') await page.goto('/');
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

async function openInviteFriends(page: Page, labels = { deposit: 'Deposit', centre: 'Member centre', menu: 'Invite friends' }) {
  await page.locator('header').getByRole('button', { name: labels.deposit, exact: true }).first().click();
  const centre = page.getByRole('dialog', { name: labels.centre });
  // a phone's centre chooses its page from a list, a wider one from its menu
  const list = centre.getByRole('navigation').getByRole('combobox');
  await expect(centre.getByRole('navigation')).toBeVisible();
  if (await list.isVisible()) await list.selectOption({ label: labels.menu });
  else await centre.getByRole('navigation').getByRole('button', { name: labels.menu }).click();
  await expect(centre.getByTestId('referral-code')).toBeVisible();
  return centre;
}

/** A new visitor (a browser of their own) opens the link and registers; the referral code travels in the address. */
async function registerThroughLink(browser: Browser, link: string, name: string): Promise<Page> {
  const context = await browser.newContext();
  const friend = await context.newPage();
  await prefs(friend, 'EN', 'light');
  const url = new URL(link);
  await friend.goto(`${url.pathname}${url.search}`);
  await friend.getByLabel(/^Username/).fill(name);
  await friend.getByLabel(/^Password/).fill('Secret123');
  await friend.getByLabel(/^Confirm password/).fill('Secret123');
  await friend.getByLabel(/21 years/).check();
  await friend.getByLabel(/I have read and agree/).check();
  await friend.getByRole('button', { name: 'Create account' }).click();
  await friend.getByRole('dialog', { name: 'Registration successful' }).getByRole('button', { name: 'Start playing' }).click();
  await answerResponsibleGaming(friend);
  await expect(friend.getByTestId('balance')).toBeVisible();
  return friend;
}

test.describe('invite friends', () => {
  test('a friend registers with the link and deposits; the referrer sees the friend and the 50,000₫ it earned', async ({ page, browser }) => {
    test.setTimeout(240_000);
    await prefs(page, 'EN', 'light');
    await logInQuickly(page, referrer);
    let centre = await openInviteFriends(page);
    const link = await centre.getByTestId('referral-link').inputValue();
    expect(link).toMatch(/\/register\?referralCode=LOTUS\d{8}$/);
    const friendsBefore = amountOf(await centre.getByTestId('referral-friends').innerText());
    const earnedBefore = amountOf(await centre.getByTestId('referral-earned').innerText());
    await expect(centre.getByTestId('referral-promotion')).toContainText('Invite Friends, Earn 50K');

    const name = `ref${unique()}`;
    const friend = await registerThroughLink(browser, link, name);
    // the real deposit flow: an e-wallet order paid on the sandbox provider's page
    await friend.locator('header').getByRole('button', { name: 'Deposit', exact: true }).first().click();
    const deposit = friend.getByRole('dialog').first();
    await deposit.getByRole('radio', { name: /E-wallet/ }).click();
    await deposit.getByRole('button', { name: '200,000' }).click();
    await deposit.getByRole('button', { name: 'Create deposit order' }).click();
    const order = deposit.getByTestId('deposit-order');
    const [provider] = await Promise.all([friend.context().waitForEvent('page'), order.getByRole('link', { name: 'Pay with e-wallet' }).click()]);
    await provider.getByRole('button', { name: /^Pay / }).click();
    await expect(provider.getByRole('heading', { name: 'Payment sent' })).toBeVisible();
    await expect(order.getByText('Credited')).toBeVisible({ timeout: 15_000 });
    await friend.context().close();

    // the referrer opens Invite friends again
    await page.reload();
    centre = await openInviteFriends(page);
    await expect(centre.getByTestId('referral-friends')).toHaveText(String(friendsBefore + 1));
    expect(amountOf(await centre.getByTestId('referral-earned').innerText())).toBe(earnedBefore + 50_000);
    const row = centre.getByRole('table', { name: 'Friends who joined' }).getByRole('row', { name: new RegExp(`${name.slice(0, 2)}\\*\\*\\*${name.slice(-2)}`) });
    await expect(row).toContainText('Yes');
    await expect(row).toContainText('50,000');
  });

  test('light and dark, EN and TY, phones of 320 and 390 px @tour', async ({ page, browser }) => {
    test.setTimeout(240_000);
    await prefs(page, 'EN', 'light');
    await logInQuickly(page, touring);
    let centre = await openInviteFriends(page);
    await snap(page, 'referral-empty-en-light');
    const link = await centre.getByTestId('referral-link').inputValue();
    const friend = await registerThroughLink(browser, link, `tour${unique()}`);
    await friend.context().close();

    await page.reload();
    centre = await openInviteFriends(page);
    await expect(centre.getByTestId('referral-friends')).toHaveText('1');
    await snap(page, 'referral-en-light');
    await prefs(page, 'EN', 'dark');
    await openInviteFriends(page);
    await snap(page, 'referral-en-dark');
    for (const theme of ['light', 'dark'] as const) {
      await prefs(page, 'TY', theme);
      await openInviteFriends(page, { deposit: 'Nạp tiền', centre: 'Trung tâm thành viên', menu: 'Mời bạn bè' });
      await snap(page, `referral-ty-${theme}`);
    }
    await prefs(page, 'EN', 'dark');
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 760 });
      await openInviteFriends(page);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways).toBe(0);
      await snap(page, `referral-phone-${width}-en-dark`);
      await page.reload();
    }
  });
});
