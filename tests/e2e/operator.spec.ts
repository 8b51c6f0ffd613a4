import { expect, test, watchCsp, type Page } from './fixtures';
import { snap } from './helpers';
import { logInQuickly } from './session';

/**
 * The operator console against the reference server: staff sign in at
 * /operator, find a member, credit them with a reason; the member, in a
 * browser of their own, sees the money after a refresh. Both browsers run
 * under the documents' Content-Security-Policy (any violation fails).
 */

const staff = { username: 'operator', password: 'Operator1234' };
/** a seeded player no other test of the suite plays with: its balance moves only here (the demo member's late lottery payouts would) */
const member = { username: 'team07', password: 'Player1234' };

/** The digits of a shown amount: "₫5,100,000" → 5100000. */
const digits = (text: string) => Number(text.replace(/[^0-9]/g, ''));

async function playerLogsIn(page: Page) {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('locale', 'EN');
    localStorage.setItem('theme', 'light');
    sessionStorage.setItem('homePopupShown', '1');
  });
  await logInQuickly(page, member);
}

async function findMember(page: Page) {
  // the console's shortcuts listen once its page has started: press again until the search has the focus
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(page.locator('input:focus')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.type(member.username);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?q=team07/);
}

async function consoleTheme(page: Page, theme: 'light' | 'dark') {
  // in EN or TY
  const toggle = page.getByRole('button', { name: theme === 'dark' ? /^(Dark theme|Giao diện tối)$/ : /^(Light theme|Giao diện sáng)$/ });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

test.describe('operator console', () => {
  test('staff credit a member 100,000 ₫ with a reason; the member sees it after a refresh', async ({ page, browser }) => {
    test.setTimeout(180_000);

    // the member, in a browser of their own
    const memberContext = await browser.newContext();
    const memberViolations = await watchCsp(memberContext);
    const player = await memberContext.newPage();
    await playerLogsIn(player);
    const before = digits(await player.getByTestId('balance').innerText());

    // the operator signs in; an address inside the console comes back after the sign-in
    await page.addInitScript(() => localStorage.setItem('operatorLocale', 'EN'));
    await page.goto('/operator/members');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await consoleTheme(page, 'light');
    await snap(page, 'operator-sign-in-en-light');
    await consoleTheme(page, 'dark');
    await snap(page, 'operator-sign-in-en-dark');
    await consoleTheme(page, 'light');
    await page.getByLabel('Username').fill(staff.username);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
    await expect(page).toHaveURL(/\/operator\/members$/);

    // finds the member by typing, from the keyboard
    await findMember(page);
    const row = page.getByRole('row', { name: /^team07/ });
    await expect(row).toContainText('Active');
    await snap(page, 'operator-members-en-light');
    await row.getByRole('link', { name: 'team07' }).click();
    await expect(page.getByRole('heading', { name: /^team07/ })).toBeVisible();
    await expect(page.getByTestId('member-balance')).toContainText('₫');
    expect(digits(await page.getByTestId('member-balance').innerText())).toBe(before);
    await snap(page, 'operator-member-en-light');

    // credit 100,000 ₫ with a reason: fill in, review, confirm
    await page.getByRole('button', { name: 'Credit or debit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust the balance of team07' });
    await dialog.getByLabel('Amount (VND)').fill('100000');
    await dialog.getByLabel('Reason').fill('Goodwill for a deposit the bank delayed');
    await expect(dialog).toContainText('→ ₫');
    await snap(page, 'operator-adjust-en-light');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog).toContainText('Credit ₫100,000 to team07?');
    await snap(page, 'operator-adjust-confirm-en-light');
    await dialog.getByRole('button', { name: 'Confirm credit of ₫100,000' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Credited ₫100,000' })).toBeVisible();
    await expect.poll(async () => digits(await page.getByTestId('member-balance').innerText())).toBe(before + 100_000);
    await expect(page.getByRole('row', { name: /Adjustment/ }).first()).toContainText('+₫100,000');
    await snap(page, 'operator-member-credited-en-light');

    // the member refreshes and sees the money
    await player.reload();
    await expect.poll(async () => digits(await player.getByTestId('balance').innerText())).toBe(before + 100_000);
    await snap(player, 'operator-credit-seen-by-member-en-light');

    // the audit log has it, with the reason and the change
    await page.keyboard.press('g');
    await page.keyboard.press('a');
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    const entry = page.getByRole('row', { name: /Balance adjusted/ }).first();
    await expect(entry).toContainText('Goodwill for a deposit the bank delayed');
    await expect(entry).toContainText('operator');
    await entry.getByText(/balance: /).click();
    await snap(page, 'operator-audit-en-light');

    // the same pages in the dark theme, and in the brand's language
    await consoleTheme(page, 'dark');
    await snap(page, 'operator-audit-en-dark');
    await page.getByRole('link', { name: /Dashboard/ }).click();
    await expect(page.getByText('Held by members')).toBeVisible();
    await expect(page.getByRole('row', { name: /Adjustment/ })).toBeVisible();
    await snap(page, 'operator-dashboard-en-dark');
    await page.getByRole('link', { name: /Members/ }).click();
    await findMember(page);
    await page.getByRole('link', { name: 'team07' }).first().click();
    await expect(page.getByTestId('member-balance')).toBeVisible();
    await snap(page, 'operator-member-en-dark');
    await page.getByRole('button', { name: 'Credit or debit' }).click();
    await page.getByRole('dialog').getByLabel('Amount (VND)').fill('2.500.000');
    await page.getByRole('dialog').getByLabel('Reason').fill('Shown in the dark theme, never sent');
    await snap(page, 'operator-adjust-en-dark');
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('TY');
    await expect(page.getByRole('button', { name: 'Cộng hoặc trừ tiền' })).toBeVisible();
    await snap(page, 'operator-member-ty-dark');
    await page.getByRole('link', { name: /Tổng quan/ }).click();
    await expect(page.getByText('Số dư của hội viên')).toBeVisible();
    await snap(page, 'operator-dashboard-ty-dark');
    await consoleTheme(page, 'light');
    await snap(page, 'operator-dashboard-ty-light');

    // signing out ends the session: the console's addresses lead to the sign-in again
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await page.goto('/operator/audit');
    // (the page loads afresh: the test's start script asks for EN again)
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/operator\/sign-in$/);

    expect(memberViolations, 'Content-Security-Policy violations in the member’s browser').toEqual([]);
    await memberContext.close();
  });

  test('the console’s document: its own policy, never framed; no operator call without an operator session', async ({ page }) => {
    const response = await page.goto('/operator/members/1');
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    const call = await page.request.post('/wps/operator/member/adjust', {
      headers: { authorization: 'Bearer not-an-operator-token-at-all-000000000000' },
      data: { memberId: 1, direction: 'credit', amount: 1, reason: 'nope', requestId: 'abcdefghijklmnop' },
    });
    expect(call.status()).toBe(401);
  });
});
