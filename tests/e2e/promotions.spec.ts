import { answerResponsibleGaming, expect, test, type Page } from './fixtures';
import { snap } from './helpers';

/**
 * Promotions against the reference server: a new member finds the
 * registration gift the home page promises, as a card to claim on
 * /promotions and as a reward waiting in the Reward centre; claiming it pays
 * 1,000 ₫ once and the header's balance shows it.
 */

const unique = () => `${Date.now() % 1_000_000}`.padStart(6, '0');
const digits = (text: string) => Number(text.replace(/[^0-9]/g, ''));

async function prefs(page: Page, locale: 'EN' | 'TY', theme: 'light' | 'dark') {
  await page.goto('/');
  await page.evaluate(([l, t]) => {
    localStorage.setItem('locale', l);
    localStorage.setItem('theme', t);
    sessionStorage.setItem('homePopupShown', '1');
  }, [locale, theme] as const);
  await page.reload();
}

test.describe('promotions', () => {
  test('a new member claims the registration gift in the Reward centre and the balance grows by 1,000', async ({ page }) => {
    test.setTimeout(240_000);
    await prefs(page, 'EN', 'light');
    const name = `gift${unique()}`;
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

    // the list: the gift waits to be claimed, the welcome bonus to be joined
    await page.goto('/promotions');
    const gift = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Registration Gift/ }) });
    await expect(gift.getByText('Claim', { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Welcome Bonus/ }) }).getByText('Join', { exact: true })).toBeVisible();
    await snap(page, 'promotions-list-en-light');
    await page.getByRole('link', { name: /Registration Gift/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Registration Gift/ })).toBeVisible();
    await snap(page, 'promotions-detail-en-light');

    // the Reward centre in the member centre
    await page.locator('header').getByRole('button', { name: 'Deposit' }).first().click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await centre.getByRole('navigation').getByRole('button', { name: 'Reward centre' }).click();
    const waiting = centre.getByRole('region', { name: 'Waiting to be claimed' });
    await expect(waiting.getByText(/Registration Gift/)).toBeVisible();
    await expect(waiting.getByText('₫1,000', { exact: true })).toBeVisible();
    await expect(waiting.getByText(/Claim by/)).toBeVisible();
    await snap(page, 'promotions-reward-centre-en-light');
    await waiting.getByRole('button', { name: 'Claim' }).click();
    await expect(waiting.getByText('No reward to claim')).toBeVisible();
    await expect(centre.getByRole('table', { name: 'History' }).getByText('Claimed')).toBeVisible();
    await expect.poll(async () => digits(await balance.innerText()), { timeout: 15_000 }).toBe(1_000);
    await snap(page, 'promotions-reward-claimed-en-light');

    // a phone in the brand's language and dark: the tabs scroll, the page does not
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 320, height: 740 });
    await page.evaluate(() => {
      localStorage.setItem('locale', 'TY');
      localStorage.setItem('theme', 'dark');
    });
    // the header's balance held back first: its "updating" state must fit a 320 px header too
    let releaseBalance = () => {};
    const balanceHeld = new Promise<void>((resolve) => (releaseBalance = resolve));
    await page.route('**/wps/v2/wallets/balance', async (route) => {
      await balanceHeld;
      await route.continue();
    });
    await page.goto('/promotions');
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Quà Đăng Ký/ })).toBeVisible();
    await expect(balance).toContainText('Đang cập nhật số dư');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    releaseBalance();
    await expect(balance).toContainText('1.000');
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      const scrolled = (e: Element) => {
        for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true;
        return false;
      };
      const wider = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > root.clientWidth + 1 && !scrolled(e));
      return { width: root.scrollWidth - root.clientWidth, wider: wider.slice(0, 5).map((e) => `${e.tagName.toLowerCase()}.${String(e.getAttribute('class'))}`) };
    });
    expect(overflow.width, overflow.wider.join(', ')).toBe(0);
    await snap(page, 'promotions-list-ty-dark-320');
  });
});
