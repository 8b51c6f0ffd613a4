import { expect, test, type Page } from './fixtures';
import { snap } from './helpers';

/**
 * Player protection, end to end against the real server: a new member sees
 * the responsible gaming information once, sets a daily deposit limit, is
 * refused a deposit above it in words with the limit, raises it and sees the
 * raise waiting 24 hours; takes a time-out, which logs out, and the next
 * login is refused with its end date. The @tour test sees a reality check
 * during a lottery game (REALITY_CHECK_TEST_SECONDS=20 in playwright.config.ts)
 * and takes the page's pictures, light and dark, EN and TY, phone too.
 */

const unique = () => `${Date.now() % 1_000_000}`.padStart(6, '0');

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

/** A new member through the registration page; the responsible gaming information shows once, after the success dialog. */
async function registerNew(page: Page, prefix: string) {
  const name = `${prefix}${unique()}`;
  await page.goto('/register');
  await page.getByLabel(/^Username/).fill(name);
  await page.getByLabel(/^Password/).fill('Secret123');
  await page.getByLabel(/^Confirm password/).fill('Secret123');
  await page.getByLabel(/21 years/).check();
  await page.getByLabel(/I have read and agree/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('dialog', { name: 'Registration successful' }).getByRole('button', { name: 'Start playing' }).click();
  const welcome = page.getByRole('dialog', { name: 'Play responsibly' });
  await expect(welcome).toBeVisible();
  return { name, welcome };
}

async function openResponsibleGaming(page: Page) {
  await page.getByRole('button', { name: 'Responsible gaming tools' }).click();
  const centre = page.getByRole('dialog').first();
  await expect(centre.getByRole('heading', { name: 'Responsible gaming', level: 2 })).toBeVisible();
  return centre;
}

test.describe('player protection', () => {
  test('a deposit limit refuses above it, a raise waits; a time-out logs out and refuses the next login with its end', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await prefs(page, 'EN', 'light');
    const { name, welcome } = await registerNew(page, 'rg');
    await welcome.getByRole('button', { name: 'Continue' }).click();
    await expect(welcome).toBeHidden();

    // the brand's own daily deposit cap shows until the member's own limit is stricter; the session time is a fixed choice
    let centre = await openResponsibleGaming(page);
    await expect(centre.getByTestId('brand-rule').first()).toContainText('Lotus Play lets every player deposit at most ₫500,000,000 in 24 hours.');
    await expect(centre.getByRole('group', { name: 'Session time limit' }).getByRole('button')).toHaveText(['30 min', '1 h', '2 h', '4 h', '8 h']);

    // a daily deposit limit of 100,000
    const depositForm = centre.getByRole('form', { name: 'Deposit limit' });
    await depositForm.getByLabel(/^New limit/).fill('100000');
    await depositForm.getByRole('button', { name: 'Set limit' }).click();
    await expect(centre.getByTestId('limit-deposit-day')).toContainText('100,000');
    await expect(centre.getByText(/deposit at most ₫500,000,000/)).toHaveCount(0);

    // a deposit of 200,000 is refused, in words, with the limit
    await page.keyboard.press('Escape');
    await page.locator('header').getByRole('button', { name: 'Deposit', exact: true }).first().click();
    const deposit = page.getByRole('dialog').first();
    await deposit.getByRole('radio', { name: /E-wallet/ }).click();
    await deposit.getByRole('button', { name: '200,000' }).click();
    await deposit.getByRole('button', { name: 'Create deposit order' }).click();
    await expect(deposit.getByText('This deposit would go over the deposit limit you set (100,000).')).toBeVisible();
    await page.keyboard.press('Escape');

    // raising it waits 24 hours, said with its time
    centre = await openResponsibleGaming(page);
    await centre.getByRole('form', { name: 'Deposit limit' }).getByLabel(/^New limit/).fill('500000');
    await centre.getByRole('form', { name: 'Deposit limit' }).getByRole('button', { name: 'Set limit' }).click();
    await expect(centre.getByTestId('limit-deposit-day').getByRole('status')).toContainText(/Change to ₫500,000 waiting: from \d{4}-\d\d-\d\d \d\d:\d\d/);
    await expect(centre.getByTestId('limit-deposit-day')).toContainText('100,000');

    // a time-out: what happens is said first; then the session ends
    await centre.getByRole('button', { name: '24 hours' }).click();
    const confirm = page.getByRole('dialog', { name: 'Take a time-out of 24 hours?' });
    await expect(confirm).toContainText('cannot log in until');
    await expect(confirm).toContainText('It cannot be shortened or cancelled');
    await confirm.getByRole('button', { name: 'Start now' }).click();
    await expect(page.getByTestId('balance')).toBeHidden();

    // the next login is refused with the end date (no money to withdraw: no withdraw-only offer)
    await page.locator('header').getByRole('button', { name: 'Log in', exact: true }).click();
    const login = page.getByRole('dialog', { name: /Welcome to/ });
    await login.getByLabel(/^Username/).fill(name);
    await login.getByLabel(/^Password/).fill('Secret123');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login.getByRole('alert')).toContainText(/Your account is on a time-out until \d{4}-\d\d-\d\d \d\d:\d\d\./);
    await expect(login.getByRole('button', { name: 'Withdraw my balance' })).toHaveCount(0);
  });

  test('the reality check stops a lottery game with the time and the result; the page in both themes and languages @tour', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await prefs(page, 'EN', 'light');
    const { welcome } = await registerNew(page, 'rc');
    await welcome.getByLabel(/^Daily deposit limit/).fill('2000000');
    await snap(page, 'protection-welcome-en-light');
    await welcome.getByRole('button', { name: 'Continue' }).click();
    await expect(welcome).toBeHidden();

    const centre = await openResponsibleGaming(page);
    await centre.getByRole('group', { name: 'Reality check' }).getByRole('button', { name: '15 min' }).click();
    await expect(centre.getByRole('group', { name: 'Reality check' }).getByRole('button', { name: '15 min' })).toHaveAttribute('aria-pressed', 'true');
    await expect(centre.getByTestId('limit-deposit-day')).toContainText('2,000,000');
    await centre.getByRole('heading', { name: 'Responsible gaming', level: 2 }).scrollIntoViewIfNeeded();
    await snap(page, 'protection-page-en-light');
    await centre.getByRole('button', { name: 'Permanently' }).click();
    await snap(page, 'protection-exclusion-confirm-en-light');
    await page.getByRole('dialog', { name: 'Self-exclude permanently?' }).getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');

    // the reminder falls every 20 s of the session here: it covers the game until answered
    await page.goto('/lottery?gameCode=FIVE_1&playType=position');
    const reminder = page.getByRole('dialog', { name: 'Reality check' });
    await expect(reminder).toBeVisible({ timeout: 45_000 });
    await expect(reminder).toContainText(/You have played for \d+ min since/);
    await expect(reminder.getByTestId('reality-net')).toContainText('0');
    await snap(page, 'protection-reality-check-en-light');
    await reminder.getByRole('button', { name: 'Continue' }).click();
    await expect(reminder).toBeHidden();

    // the page in dark and in TY, and on a phone
    await prefs(page, 'TY', 'dark');
    await page.goto('/');
    await page.getByRole('button', { name: 'Công cụ chơi có trách nhiệm' }).click();
    const ty = page.getByRole('dialog').first();
    await expect(ty.getByRole('heading', { name: 'Chơi có trách nhiệm', level: 2 })).toBeVisible();
    await snap(page, 'protection-page-ty-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'protection-page-ty-dark-390');
    await page.setViewportSize({ width: 320, height: 700 });
    // nothing scrolls sideways: neither the page nor the centre's dialog
    const sideways = await page.evaluate(() => {
      const name = (e: Element) => `${e.tagName.toLowerCase()}.${String(e.getAttribute('class'))}`;
      const edge = document.documentElement.clientWidth + 1;
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        wider: [...document.querySelectorAll('[role="dialog"] *')].filter((e) => e.getBoundingClientRect().right > edge).slice(0, 4).map(name),
      };
    });
    expect(sideways).toEqual({ page: 0, wider: [] });
    await snap(page, 'protection-page-ty-dark-320');
  });
});
