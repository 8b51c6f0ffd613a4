import { answerResponsibleGaming, expect, test, type Page } from './fixtures';
import { snap } from './helpers';

/**
 * A new member deposits through the sandbox provider: the e-wallet order
 * opens the provider's page in a new tab, paying there sends the platform
 * a signed callback, and the deposit page, without a reload, shows the order
 * credited and the header balance grown. Then the bank transfer and QR
 * order, the history, the TY copy, and the console's deposit list.
 */

const unique = () => `${Date.now() % 1_000_000}`.padStart(6, '0');
const digits = (text: string) => Number(text.replace(/[^0-9]/g, ''));

async function prefs(page: Page, locale: 'EN' | 'TY', theme: 'light' | 'dark') {
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

async function openDeposit(page: Page, label: string) {
  await page.locator('header').getByRole('button', { name: label, exact: true }).first().click();
  const centre = page.getByRole('dialog').first();
  await expect(centre.getByRole('radiogroup')).toBeVisible();
  return centre;
}

test.describe('deposit', () => {
  test('a new member pays an e-wallet order on the sandbox page; the order and the balance update by themselves', async ({ page, context }) => {
    test.setTimeout(240_000);
    await page.goto('/');
    await prefs(page, 'EN', 'light');
    const name = `dep${unique()}`;
    await page.goto('/register');
    await page.getByLabel(/^Username/).fill(name);
    await page.getByLabel(/^Password/).fill('Secret123');
    await page.getByLabel(/^Confirm password/).fill('Secret123');
    await page.getByLabel(/21 years/).check();
    await page.getByLabel(/I have read and agree/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('dialog', { name: 'Registration successful' }).getByRole('button', { name: 'Start playing' }).click();
    await answerResponsibleGaming(page);
    const balance = page.getByTestId('balance');
    await expect(balance).toBeVisible();
    expect(digits(await balance.innerText())).toBe(0);

    const centre = await openDeposit(page, 'Deposit');
    await snap(page, 'deposit-channels-en-light');
    await centre.getByRole('radio', { name: /E-wallet/ }).click();
    await centre.getByRole('button', { name: '200,000' }).click();
    await centre.getByRole('button', { name: 'Create deposit order' }).click();
    const order = centre.getByTestId('deposit-order');
    await expect(order.getByText('Pending')).toBeVisible();
    await expect(order.getByRole('timer')).toContainText(/Time left to pay: 1[45]:\d\d/);
    await snap(page, 'deposit-order-ewallet-en-light');

    const [provider] = await Promise.all([context.waitForEvent('page'), order.getByRole('link', { name: 'Pay with e-wallet' }).click()]);
    await provider.waitForLoadState();
    await expect(provider.getByRole('heading', { name: 'Pay Lotus Play' })).toBeVisible();
    await snap(provider, 'sandbox-pay-checkout-light');
    await provider.emulateMedia({ colorScheme: 'dark' });
    await snap(provider, 'sandbox-pay-checkout-dark');
    await provider.emulateMedia({ colorScheme: 'light' });
    await provider.getByRole('button', { name: /^Pay / }).click();
    await expect(provider.getByRole('heading', { name: 'Payment sent' })).toBeVisible();
    await snap(provider, 'sandbox-pay-paid-light');
    await provider.close();

    // no reload: the page asks for the order while it waits
    await expect(order.getByText('Credited')).toBeVisible({ timeout: 15_000 });
    await expect(order.getByText('₫200,000 has been added to your balance.')).toBeVisible();
    await expect(balance).toHaveText(/200[.,]000/);
    await expect(page.getByText('Deposit credited: ₫200,000')).toBeVisible();
    await snap(page, 'deposit-order-credited-en-light');

    // a bank transfer, in the dark
    await order.getByRole('button', { name: 'Make another deposit' }).click();
    await page.keyboard.press('Escape');
    await prefs(page, 'EN', 'dark');
    const dark = await openDeposit(page, 'Deposit');
    await dark.getByRole('radio', { name: /Bank transfer/ }).click();
    await dark.getByRole('button', { name: '500,000' }).click();
    await snap(page, 'deposit-channels-en-dark');
    await dark.getByRole('button', { name: 'Create deposit order' }).click();
    const bank = dark.getByTestId('deposit-order');
    await expect(bank.getByTestId('deposit-note')).toHaveText(/^LP[A-Z2-9]{8}$/);
    await expect(bank.getByRole('link', { name: 'Simulate the payment (sandbox)' })).toBeVisible();
    await snap(page, 'deposit-order-bank-en-dark');
    // the sandbox pays it a tenth short (the provider decides the amount): credited what was paid, flagged for staff below
    const [provider2] = await Promise.all([context.waitForEvent('page'), bank.getByRole('link', { name: 'Simulate the payment (sandbox)' }).click()]);
    await provider2.waitForLoadState();
    await provider2.getByRole('button', { name: 'Short payment (test): 450,000 VND' }).click();
    await expect(provider2.getByRole('heading', { name: 'Payment sent' })).toBeVisible();
    await provider2.close();
    await expect(bank.getByText('Credited')).toBeVisible({ timeout: 15_000 });
    await bank.getByRole('button', { name: 'Make another deposit' }).isVisible();

    // the QR, in TY
    await prefs(page, 'TY', 'light');
    const ty = await openDeposit(page, 'Nạp tiền');
    await ty.getByRole('radio', { name: /Quét VietQR/ }).click();
    await snap(page, 'deposit-channels-ty-light');
    await ty.locator('input[name="amount"]').fill('150000');
    await ty.getByRole('button', { name: 'Tạo lệnh nạp' }).click();
    const qr = ty.getByTestId('deposit-order');
    await expect(qr.locator('svg title', { hasText: 'Mã VietQR thanh toán' })).toHaveCount(1);
    await snap(page, 'deposit-order-qr-ty-light');
    await ty.getByRole('tab', { name: 'Lịch sử nạp' }).click();
    await expect(ty.getByRole('table')).toBeVisible();
    await expect(ty.getByText('Đã cộng tiền').first()).toBeVisible();
    await snap(page, 'deposit-history-ty-light');
    await prefs(page, 'TY', 'dark');
    const tyDark = await openDeposit(page, 'Nạp tiền');
    await tyDark.getByRole('tab', { name: 'Lịch sử nạp' }).click();
    await expect(tyDark.getByRole('table')).toBeVisible();
    await snap(page, 'deposit-history-ty-dark');

    // the console lists the member's orders
    await page.goto('/operator/deposits');
    await page.evaluate(() => localStorage.setItem('operatorLocale', 'EN'));
    await page.reload();
    await page.getByLabel('Username').fill('cashier');
    await page.getByLabel('Password', { exact: true }).fill('Cashier1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Deposits' })).toBeVisible();
    await page.getByRole('searchbox').fill(name);
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByRole('table', { name: 'Deposits' }).getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('table', { name: 'Deposits' }).getByText('Paid short')).toHaveCount(1);
    await page.getByRole('table', { name: 'Deposits' }).getByRole('button').first().click();
    const detail = page.getByRole('complementary', { name: 'Deposit order' });
    await expect(detail.getByRole('button', { name: 'Review' })).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      const toggle = page.getByRole('button', { name: theme === 'dark' ? 'Dark theme' : 'Light theme' });
      if (await toggle.isVisible()) await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await snap(page, `operator-deposits-en-${theme}`);
    }
    // staff matched the QR transfer by hand
    await detail.getByLabel('Reason').fill('Vietcombank statement, line 7');
    await detail.getByRole('button', { name: 'Review' }).click();
    await detail.getByRole('button', { name: 'Confirm payment and credit' }).click();
    await expect(detail.getByRole('button', { name: 'Confirm payment and credit' })).toHaveCount(0);
    await expect(detail.getByText('Confirmed by staff')).toBeVisible();
  });
});
