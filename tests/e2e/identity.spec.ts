import { answerResponsibleGaming, expect, test, type Page } from './fixtures';
import { dismissAnnouncements, snap } from './helpers';

/**
 * Identity flows against the reference server: registration (username and
 * mobile, code read from the dev outbox), login with remember-me, captcha on
 * demand, both password resets, the forced change, free play and logout.
 */

const unique = () => `${Date.now() % 1_000_000}`.padStart(6, '0');

async function prefs(page: Page, locale: 'EN' | 'TY' | 'VI' | 'CN' | 'TH' | 'ID', theme: 'light' | 'dark') {
  await page.goto('/');
  await page.evaluate(([l, t]) => {
    localStorage.setItem('locale', l);
    localStorage.setItem('theme', t);
    // the home popup announcements are looked at in the lobby suite
    sessionStorage.setItem('homePopupShown', '1');
  }, [locale, theme] as const);
  await page.reload();
}

/** The site in a language and theme, with the header's login popup open (and its screenshot taken). */
async function loginPopupIn(page: Page, locale: 'EN' | 'TY' | 'VI' | 'CN' | 'TH' | 'ID', theme: 'light' | 'dark', login: string) {
  await prefs(page, locale, theme);
  const tag = `${locale.toLowerCase()}-${theme}`;
  const header = page.locator('header');
  await header.getByRole('button', { name: login, exact: true }).click();
  const dialog = page.getByRole('dialog').first();
  await expect(dialog.locator('input[name="username"]')).toBeVisible();
  await snap(page, `identity-login-${tag}`);
  return { tag, header, dialog };
}

/** Closes the home popup announcements if they opened (after a logout the session storage is empty again). */

async function outboxCode(page: Page, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const r = await page.request.get(`/wps/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await r.json()) as { value: Array<{ code: string | null }> };
      code = body.value[0]?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

async function openLogin(page: Page) {
  await dismissAnnouncements(page);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Welcome to/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function agree(scope: ReturnType<Page['getByRole']> | Page) {
  await scope.getByLabel(/21 years/).check();
  await scope.getByLabel(/I have read and agree/).check();
}

test.describe('identity', () => {
  // EN in light and TY in dark (the six-language pass of the lobby has every language; docs/accessibility.md both themes)
  test('every popup in EN light and TY dark', { tag: '@tour' }, async ({ page }) => {
    test.setTimeout(300_000);
    const words = {
      EN: { login: 'Log in', register: 'Register', mobile: 'With mobile number', forgot: 'Forgot password?', byPhone: 'By mobile number' },
      TY: { login: 'Đăng nhập', register: 'Đăng ký', mobile: 'Số điện thoại', forgot: 'Quên mật khẩu?', byPhone: 'Qua số điện thoại' },
    };
    for (const [locale, theme] of [
      ['EN', 'light'],
      ['TY', 'dark'],
    ] as const) {
      const w = words[locale];
      const { tag, header, dialog } = await loginPopupIn(page, locale, theme, w.login);
      await dialog.getByRole('tab', { name: w.mobile, exact: true }).click();
      await dialog.getByRole('combobox').focus();
      await expect(dialog.getByRole('listbox')).toBeVisible();
      await snap(page, `identity-login-mobile-${tag}`);
      await dialog.getByRole('button', { name: w.forgot }).click();
      const forgot = page.getByRole('dialog').last();
      await expect(forgot.locator('input[name="email"]')).toBeVisible();
      await snap(page, `identity-forgot-email-${tag}`);
      await forgot.getByRole('tab', { name: w.byPhone }).click();
      await expect(forgot.locator('input[name="mobileNum"]')).toBeVisible();
      await snap(page, `identity-forgot-phone-${tag}`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await header.getByRole('button', { name: w.register, exact: true }).click();
      await expect(page.getByRole('dialog').locator('input[name="confirmPassword"]')).toBeVisible();
      await snap(page, `identity-register-popup-${tag}`);
      await page.goto('/register');
      await expect(page.locator('input[name="username"]')).toBeVisible();
      await snap(page, `identity-register-page-${tag}`);
    }
  });

  test('the login and register popups in VI, CN, TH and ID', { tag: '@tour' }, async ({ page }) => {
    // four languages, two popups and eight screenshots: more than a minute on a busy machine
    test.slow();
    const words = {
      VI: { login: 'Đăng nhập', register: 'Đăng ký' },
      CN: { login: '登录', register: '注册' },
      TH: { login: 'เข้าสู่ระบบ', register: 'สมัครสมาชิก' },
      ID: { login: 'Masuk', register: 'Daftar' },
    };
    for (const [locale, w] of Object.entries(words) as Array<[keyof typeof words, (typeof words)[keyof typeof words]]>) {
      const theme = locale === 'CN' || locale === 'ID' ? 'dark' : 'light';
      const { tag, header } = await loginPopupIn(page, locale, theme, w.login);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await header.getByRole('button', { name: w.register, exact: true }).click();
      await expect(page.getByRole('dialog').locator('input[name="confirmPassword"]')).toBeVisible();
      await snap(page, `identity-register-popup-${tag}`);
    }
  });

  test('registers by username, then logs in with remember-me; nothing in the browser holds the password', async ({ page }) => {
    await prefs(page, 'EN', 'light');
    const name = `web${unique()}`;
    await page.goto('/register');
    await page.getByLabel(/^Username/).fill(name);
    await page.getByLabel(/^Password/).fill('Secret123');
    await page.getByLabel(/^Confirm password/).fill('Secret12');
    await page.getByLabel(/^E-mail/).fill(`${name}@lotus.example`);
    await agree(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The two passwords are inconsistent')).toBeVisible();
    await snap(page, 'identity-register-errors-en-light');
    await page.getByLabel(/^Confirm password/).fill('Secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    const success = page.getByRole('dialog', { name: 'Registration successful' });
    await expect(success).toBeVisible();
    await snap(page, 'identity-register-success-en-light');
    await success.getByRole('button', { name: 'Start playing' }).click();
    await answerResponsibleGaming(page);
    await expect(page).toHaveURL(/\/$/);

    // log out through the confirmation
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out' });
    await snap(page, 'identity-logout-confirm-en-light');
    await confirm.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    // a logout empties the session storage: the home popup would open again
    await prefs(page, 'EN', 'light');

    const dialog = await openLogin(page);
    await dialog.getByLabel(/^Username/).fill(name);
    await dialog.getByLabel(/^Password/).fill('Secret123');
    await dialog.getByLabel('Remember me').check();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 }); // the login's proof of work
    await expect(page.getByTestId('balance')).toBeVisible();
    const cookies = await page.context().cookies();
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(cookies.find((c) => c.name === 'lastUser')?.value).toBe(name);
    expect(JSON.stringify(cookies)).not.toContain('Secret123');
    expect(stored).not.toContain('Secret123');
  });

  test('registers by mobile with the code from the outbox, then resets the password by phone', async ({ page }) => {
    await prefs(page, 'EN', 'dark');
    const number = `9${unique()}12`.slice(0, 9);
    const dialog = await openLogin(page);
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await dialog.getByRole('tab', { name: 'Sign up with mobile number' }).click();
    await dialog.getByLabel(/^Mobile number/).fill(number);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Code sent \(\d+\)/ })).toBeDisabled();
    await dialog.getByLabel(/^Verification code/).fill(await outboxCode(page, number));
    await dialog.getByLabel(/^Password/).fill('Mobile123');
    await dialog.getByLabel(/^Confirm password/).fill('Mobile123');
    await agree(dialog);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    const success = page.getByRole('dialog', { name: 'Your account number' });
    await expect(success.getByTestId('generated-account')).toHaveText(/^m\d{9}$/);
    await snap(page, 'identity-register-mobile-success-en-dark');
    await success.getByRole('button', { name: 'Start playing' }).click();
    await answerResponsibleGaming(page);
    await page.evaluate(() => {
      sessionStorage.clear();
      sessionStorage.setItem('homePopupShown', '1');
    });
    await page.reload();

    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByRole('tab', { name: 'By mobile number' }).click();
    await forgot.getByLabel(/^Mobile number/).fill(number);
    await forgot.getByRole('button', { name: 'Send code' }).click();
    await expect(forgot.getByRole('button', { name: /Code sent/ })).toBeDisabled();
    await page.waitForTimeout(300);
    const messages = (await (await page.request.get(`/wps/dev/outbox?to=${number}`)).json()) as { value: Array<{ purpose: string; code: string }> };
    const reset = messages.value.find((m) => m.purpose === 'reset');
    expect(reset).toBeTruthy();
    await forgot.getByLabel(/^Verification code/).fill(reset!.code);
    await forgot.getByRole('button', { name: 'Next' }).click();
    await forgot.getByLabel(/^New password/).fill('Fresh1234');
    await forgot.getByLabel(/^Confirm new password/).fill('Fresh1234');
    await snap(page, 'identity-forgot-phone-reset-en-dark');
    await forgot.getByRole('button', { name: 'Reset and log in' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('balance')).toBeVisible();
  });

  test('wrong passwords until the captcha shows; forgot by e-mail resets with the link', async ({ page }) => {
    await prefs(page, 'EN', 'light');
    const name = `mail${unique()}`;
    const email = `${name}@lotus.example`;
    const reg = await page.request.get('/wps/system/status?url=e2e');
    expect(reg.ok()).toBe(true);
    await page.goto('/register');
    await page.getByLabel(/^Username/).fill(name);
    await page.getByLabel(/^Password/).fill('Secret123');
    await page.getByLabel(/^Confirm password/).fill('Secret123');
    await page.getByLabel(/^E-mail/).fill(email);
    await agree(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('dialog', { name: 'Registration successful' }).getByRole('button', { name: 'Start playing' }).click();
    await page.evaluate(() => {
      sessionStorage.clear();
      sessionStorage.setItem('homePopupShown', '1');
    });
    await page.reload();

    const dialog = await openLogin(page);
    await dialog.getByLabel(/^Username/).fill(name);
    for (let i = 0; i < 4; i += 1) {
      await dialog.getByLabel(/^Password/).fill(`Wrong${i}x`);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog.getByRole('alert').first()).toBeVisible();
    }
    await expect(dialog.getByRole('img', { name: 'Verification code image' })).toBeVisible();
    await snap(page, 'identity-login-captcha-en-light');

    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByLabel(/^Username/).fill(name);
    await forgot.getByLabel(/^E-mail/).fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('status')).toBeVisible();
    await snap(page, 'identity-forgot-email-sent-en-light');
    const token = await outboxCode(page, email);
    await page.goto(`/?resetToken=${token}`);
    const reset = page.getByRole('dialog', { name: 'Choose a new password' });
    await reset.getByLabel(/^New password/).fill('Again1234');
    await reset.getByLabel(/^Confirm new password/).fill('Again1234');
    await snap(page, 'identity-reset-link-en-light');
    await reset.getByRole('button', { name: 'Save new password' }).click();
    const login = page.getByRole('dialog', { name: /Welcome to/ });
    await login.getByLabel(/^Username/).fill(name);
    await login.getByLabel(/^Password/).fill('Again1234');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
  });

  test('a first login must change the password', async ({ page }) => {
    await prefs(page, 'TY', 'dark');
    await page.locator('header').getByRole('button', { name: 'Đăng nhập' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="username"]').fill('minhle');
    await dialog.locator('input[name="password"]').fill('Player1234');
    await dialog.locator('form button[type="submit"]').click();
    const change = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
    await expect(change).toBeVisible();
    await expect(change.getByText('minhle')).toBeVisible();
    await snap(page, 'identity-change-password-forced-ty-dark');
    await change.locator('input[name="oldPassword"]').fill('Player1234');
    await change.locator('input[name="newPassword"]').fill('Minh12345');
    await change.locator('input[name="confirmNewPassword"]').fill('Minh12345');
    await change.locator('button[type="submit"]').click();
    // the session ends; the login popup opens for the new password
    const login = page.getByRole('dialog', { name: /Chào mừng/ });
    await expect(login).toBeVisible();
    // the logout emptied the session storage, so the home popup announcements may open over it
    const announcements = page.getByRole('dialog', { name: 'Thông báo' });
    if (await announcements.waitFor({ state: 'visible', timeout: 5000 }).then(() => true, () => false)) {
      await announcements.getByRole('button', { name: 'Đóng' }).first().click();
    }
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(login).toBeVisible();
    await login.locator('input[name="username"]').fill('minhle');
    await login.locator('input[name="password"]').fill('Minh12345');
    await login.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('free play logs in a guest', async ({ page }) => {
    await prefs(page, 'EN', 'light');
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Free trial' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
  });
});
