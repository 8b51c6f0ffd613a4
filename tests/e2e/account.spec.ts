import { totpCode } from '../../server/src/modules/identity/totp';
import { DEMO_AUTHENTICATOR_SECRET } from '../../server/src/seed/data/accounts';
import { readFileSync } from 'node:fs';
import type EnglishTexts from '../../locales/EN.json';
import type EnglishCentreTexts from '../../locales/centre/centre-EN.json';
import { expect, test, type Page } from './fixtures';
import { demoMember, snap } from './helpers';
import { logInQuickly } from './session';

/** My account in a real browser against the reference server: overview, profile, authenticator, VIP rank, login history. */

type Texts = typeof EnglishTexts & typeof EnglishCentreTexts;
type Tree = { [key: string]: string | Tree };
/** Two trees of texts in one (the main file's groups and the member centre's share names: `withdraw`, `account`, …). */
const merged = (a: Tree, b: Tree): Tree => {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    out[key] = typeof value === 'object' && typeof mine === 'object' ? merged(mine, value) : value;
  }
  return out;
};
/** A language's texts as the member centre reads them: the main file, and the centre's (locales/centre/) it falls back to. */
const locale = (code: string) =>
  merged(JSON.parse(readFileSync(`locales/${code}.json`, 'utf8')) as Tree, JSON.parse(readFileSync(`locales/centre/centre-${code}.json`, 'utf8')) as Tree) as unknown as Texts;
const en = locale('EN');
const texts: Record<'EN' | 'TY', Texts> = { EN: en, TY: locale('TY') };

async function prefs(page: Page, locale: 'EN' | 'TY', theme: 'light' | 'dark') {
  await page.evaluate(
    ([c, th]) => {
      localStorage.setItem('locale', c);
      localStorage.setItem('theme', th);
      sessionStorage.setItem('homePopupShown', '1');
    },
    [locale, theme] as const,
  );
  await page.reload();
}

async function logIn(page: Page, t: Texts) {
  await page.locator('header').getByRole('button', { name: t.session.login, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(demoMember.username);
  await dialog.locator('input[name="password"]').fill(demoMember.password);
  await dialog.locator('button[type="submit"]').first().click();
  // the bot check's proof of work runs first: slow on a busy machine
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 45_000 });
}

async function openMyAccount(page: Page, t: Texts) {
  await page.locator('header').getByRole('button', { name: t.layout.accountMenu }).click();
  await page.getByRole('menuitem', { name: t.layout.memberCentre }).click();
  const centre = page.getByRole('dialog', { name: t.layout.memberCentre });
  await expect(centre.getByRole('heading', { name: t.memberCentre.securityCenter })).toBeVisible();
  return centre;
}

const item = (title: string, action: string) => `${title}: ${action}`;

/** Every page of My account, one screenshot each. */
async function visitEveryPage(page: Page, t: Texts, tag: string) {
  const centre = await openMyAccount(page, t);
  await expect(centre.getByRole('meter')).toBeVisible();
  await snap(page, `account-overview-${tag}`);
  const back = () => centre.getByRole('navigation').getByRole('button', { name: t.memberCentre.securityCenter }).click();

  await centre.getByRole('button', { name: item(t.memberCentre.profile, t.account.action.edit) }).click();
  await expect(centre.getByRole('radiogroup')).toBeVisible();
  await snap(page, `account-profile-${tag}`);
  await back();

  await centre.getByRole('button', { name: 'VIP 5' }).click();
  await expect(centre.getByRole('list', { name: t.account.rank.ladder })).toBeVisible();
  await snap(page, `account-rank-${tag}`);
  await back();

  await centre.getByRole('button', { name: new RegExp(`^${t.memberCentre.authenticator}:`) }).click();
  await expect(centre.getByRole('heading', { name: t.memberCentre.authenticator })).toBeVisible();
  await snap(page, `account-authenticator-${tag}`);
  await back();

  await centre.getByRole('button', { name: item(t.memberCentre.loginHistory, t.account.action.view) }).click();
  await expect(centre.getByRole('table', { name: t.memberCentre.loginHistory }).getByRole('row').nth(1)).toBeVisible();
  await snap(page, `account-history-${tag}`);
  await page.keyboard.press('Escape');
}

test.describe('my account', () => {
  test('the demo member sets a nickname and payee name, switches on an authenticator and sees the login history', async ({ page }) => {
    test.setTimeout(240_000);
    const t = texts.EN;
    await page.goto('/');
    await prefs(page, 'EN', 'light');
    await logInQuickly(page, demoMember);
    const centre = await openMyAccount(page, t);
    await expect(centre.getByText(t.account.firstLogin).or(centre.getByText(new RegExp(t.account.previousLogin)))).toBeVisible();

    // profile: nickname, preset avatar, payee name (set once, then locked)
    await centre.getByRole('button', { name: item(t.memberCentre.profile, t.account.action.edit) }).click();
    const nickname = centre.getByRole('textbox', { name: /^Nickname/ });
    await nickname.fill('<script>');
    await centre.getByRole('button', { name: t.account.action.save }).first().click();
    await expect(centre.getByText(en.validation.invalid)).toBeVisible();
    await nickname.fill('Lotus Tester');
    await centre.getByRole('button', { name: t.account.action.save }).first().click();
    await expect(page.getByText(t.account.profile.nicknameSaved)).toBeVisible();
    await centre.getByRole('radio', { name: 'Avatar 2' }).click();
    await expect(centre.getByRole('radio', { name: 'Avatar 2' })).toHaveAttribute('aria-checked', 'true');
    await centre.getByRole('textbox', { name: /^Payee name/ }).fill('Nguyen Van Demo');
    await centre.getByRole('button', { name: t.account.action.save }).nth(1).click();
    await expect(centre.getByText(t.account.profile.payeeLocked)).toBeVisible();
    await expect(centre.getByRole('textbox', { name: /^Payee name/ })).toHaveCount(0);

    // the header follows: the account menu shows the new nickname
    await page.keyboard.press('Escape');
    await page.locator('header').getByRole('button', { name: t.layout.accountMenu }).click();
    await expect(page.getByRole('menu').getByText('Lotus Tester')).toBeVisible();
    await page.keyboard.press('Escape');

    // authenticator: the seed switched one on; off with its code, then a new one set up from the QR page's secret
    const account = await openMyAccount(page, t);
    await account.getByRole('button', { name: item(t.memberCentre.authenticator, t.account.action.manage) }).click();
    await account.getByRole('textbox', { name: /^6-digit code/ }).fill(totpCode(DEMO_AUTHENTICATOR_SECRET));
    await account.getByRole('button', { name: t.account.authenticator.turnOff }).click();
    await account.getByRole('button', { name: t.account.authenticator.start }).click();
    const secret = (await account.getByTestId('authenticator-secret').textContent())?.replace(/\s/g, '') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(account.locator('svg title')).toHaveText(t.account.authenticator.qr);
    await snap(page, 'account-authenticator-setup-en-light');
    await account.getByRole('textbox', { name: /^6-digit code/ }).fill(totpCode(secret));
    await account.getByRole('button', { name: t.account.authenticator.confirm }).click();
    await expect(account.getByText(t.account.authenticator.isOn)).toBeVisible();

    // login history: this login, from the local network, in this browser
    await account.getByRole('navigation').getByRole('button', { name: t.memberCentre.securityCenter }).click();
    await account.getByRole('button', { name: item(t.memberCentre.loginHistory, t.account.action.view) }).click();
    const firstRow = account.getByRole('table', { name: t.memberCentre.loginHistory }).getByRole('row').nth(1);
    await expect(firstRow).toContainText(t.account.place.local);
    await expect(firstRow).toContainText(/Chrome \d+ · Linux/);
    await expect(firstRow).toContainText(t.account.history.success);
    await page.keyboard.press('Escape');

    // every page of My account opens (the tour below walks them in TY and in the dark theme)
    await visitEveryPage(page, t, 'en-light');

    // in TY after a new login: the previous login is said at once
    const vi = texts.TY;
    await page.evaluate(() => sessionStorage.clear());
    await prefs(page, 'TY', 'light');
    await logIn(page, vi);
    await expect(page.getByText(new RegExp(vi.session.lastLogin.replace('{{time}}', '')))).toBeVisible();
  });

  test('every page of My account in EN and TY, light and dark', { tag: '@tour' }, async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/');
    await logInQuickly(page, demoMember);
    for (const code of ['EN', 'TY'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await prefs(page, code, theme);
        await visitEveryPage(page, texts[code], `${code.toLowerCase()}-${theme}`);
      }
    }
  });
});
