import { PNG_8X8 } from '../server/fixtures/images';
import { expect, test, type Page } from './fixtures';
import { snap } from './helpers';
import { logInQuickly } from './session';

/**
 * The rewards side of the operator console against the reference server:
 * a member applies to the Zalo promotion with a picture on the site, staff
 * see the picture and approve it in the console, the member claims it in
 * the Reward centre and is paid, and the console's member page lists it.
 * Then the tour of the new console pages, light and dark.
 */

const admin = { username: 'operator', password: 'Operator1234' };
/**
 * Seeded players no other spec uses: team15, and team16 for a retry (an application is made once per member
 * and promotion, so an attempt cut short leaves team15's behind it).
 */
const memberOf = (retry: number) => ({ username: retry === 0 ? 'team15' : 'team16', password: 'Player1234' });
const digits = (text: string) => Number(text.replace(/[^0-9]/g, ''));

async function signInToConsole(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('operatorLocale', 'EN'));
  await page.goto(`/operator${path}`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function consoleTheme(page: Page, theme: 'light' | 'dark') {
  const toggle = page.getByRole('button', { name: theme === 'dark' ? 'Dark theme' : 'Light theme' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

test.describe('rewards in the operator console', () => {
  test('a member applies with a picture, staff approve it in the console, the member claims it in the Reward centre', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const member = memberOf(test.info().retry);
    const name = member.username;
    const memberContext = await browser.newContext();
    const player = await memberContext.newPage();
    await player.goto('/');
    await player.evaluate(() => {
      localStorage.setItem('locale', 'EN');
      localStorage.setItem('theme', 'light');
      sessionStorage.setItem('homePopupShown', '1');
    });
    await logInQuickly(player, member);
    const before = digits(await player.getByTestId('balance').innerText());

    // the site: the Zalo promotion's detail, Apply, a note and a picture
    await player.goto('/promotions');
    const href = await player.getByRole('link', { name: /Zalo Reward up to 131K/ }).first().getAttribute('href');
    const promotionId = Number(/id=(\d+)/.exec(href ?? '')?.[1]);
    await player.goto(`/promoDetail?id=${promotionId}`);
    await expect(player.getByRole('heading', { level: 1, name: /Zalo Reward/ })).toBeVisible();
    await player.getByRole('button', { name: 'Apply' }).click();
    const apply = player.getByRole('form', { name: 'Apply for this promotion' });
    await apply.getByLabel('Your note').fill('Followed Lotus Play on Zalo');
    await apply.getByLabel('Pictures').setInputFiles({ name: 'zalo.png', mimeType: 'image/png', buffer: PNG_8X8 });
    await apply.getByRole('button', { name: 'Send application' }).click();
    await expect(player.getByText('Applying', { exact: true }).first()).toBeVisible();

    // the console: the application waits with its picture
    await signInToConsole(page, '/applications');
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Waiting for review');
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { name: `Application of ${name}` })).toBeVisible();
    await expect(page.getByText('Followed Lotus Play on Zalo', { exact: true })).toBeVisible();
    const picture = page.getByRole('img', { name: 'Image 1 of the application' });
    await expect(picture).toHaveAttribute('src', /^blob:/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);

    // approve 50,000 ₫: fill in, review, confirm
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve the application of ${name}` });
    await dialog.getByLabel('Amount').fill('50000');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog).toContainText(`Grant ₫50,000 to ${name}? They claim it in their Reward centre.`);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();

    // the member: nothing paid yet, the promotion says Claim and the reward waits in the Reward centre
    await player.reload();
    await expect(player.getByRole('heading', { level: 1, name: /Zalo Reward/ })).toBeVisible();
    await expect(player.getByText('Claim', { exact: true }).first()).toBeVisible();
    // the reloaded header says "Updating…" until the balance answers
    await expect(player.getByTestId('balance')).toContainText('₫');
    expect(digits(await player.getByTestId('balance').innerText())).toBe(before);
    await player.locator('header').getByRole('button', { name: 'Deposit' }).first().click();
    const centre = player.getByRole('dialog', { name: 'Member centre' });
    await centre.getByRole('navigation').getByRole('button', { name: 'Reward centre' }).click();
    const waiting = centre.getByRole('region', { name: 'Waiting to be claimed' });
    const zalo = waiting.getByRole('listitem').filter({ hasText: /Zalo Reward/ });
    await expect(zalo.getByText('₫50,000', { exact: true })).toBeVisible();
    await expect(zalo.getByText(/Claim by/)).toBeVisible();
    await zalo.getByRole('button', { name: 'Claim' }).click();
    await expect(zalo).toHaveCount(0);
    await expect(centre.getByRole('table', { name: 'History' }).getByRole('row', { name: /Zalo Reward/ })).toContainText('Claimed');
    // paid once
    await expect.poll(async () => digits(await player.getByTestId('balance').innerText()), { timeout: 15_000 }).toBe(before + 50_000);

    // the console's member page lists the reward and the application
    await page.getByRole('link', { name }).click();
    const section = page.getByRole('region', { name: 'Rewards and points' });
    await expect(section.getByRole('table', { name: 'Promotion rewards' })).toContainText('₫50,000');
    await expect(section.getByRole('table', { name: 'Applications' })).toContainText('Approved');
    await memberContext.close();
  });

  test('the new console pages, light and dark', { tag: '@tour' }, async ({ page }) => {
    test.setTimeout(240_000);
    await signInToConsole(page, '/promotions');
    await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await consoleTheme(page, theme);
      await page.goto('/operator/promotions');
      await expect(page.getByRole('row', { name: /Zalo Reward/ })).toBeVisible();
      await snap(page, `operator-promotions-en-${theme}`);
      await page.getByRole('link', { name: /Zalo Reward up to 131K/ }).click();
      await expect(page.getByRole('region', { name: 'Preview on the site' }).getByRole('heading', { name: /Zalo Reward/ })).toBeVisible();
      await snap(page, `operator-promotion-editor-en-${theme}`);
      await page.goto('/operator/promotions/new');
      await page.getByLabel(/^Title/).fill('Weekend reload 50%');
      await page.getByLabel(/^Summary/).fill('Half again on your Saturday deposit, up to 2,000,000₫');
      await expect(page.getByRole('region', { name: 'Preview on the site' }).getByRole('heading', { name: 'Weekend reload 50%' })).toBeVisible();
      await snap(page, `operator-promotion-new-en-${theme}`);
      await page.goto('/operator/applications?state=all');
      await expect(page.getByRole('row', { name: /team15/ })).toBeVisible();
      await snap(page, `operator-applications-en-${theme}`);
      await page.getByRole('row', { name: /team15/ }).getByRole('link').click();
      await expect(page.getByRole('img', { name: 'Image 1 of the application' })).toHaveAttribute('src', /^blob:/);
      await snap(page, `operator-application-en-${theme}`);
      await page.goto('/operator/point-redemptions?status=all');
      await expect(page.getByRole('heading', { name: 'Redemptions', exact: true })).toBeVisible();
      await snap(page, `operator-redemptions-en-${theme}`);
      await page.goto('/operator/point-items');
      await expect(page.getByRole('row', { name: /Cash voucher 50,000/ })).toBeVisible();
      await snap(page, `operator-point-items-en-${theme}`);
      await page.getByRole('button', { name: /^Edit / }).first().click();
      await snap(page, `operator-point-item-edit-en-${theme}`);
      await page.keyboard.press('Escape');
      await page.goto('/operator/members?q=team15');
      await page.getByRole('link', { name: 'team15' }).click();
      const section = page.getByRole('region', { name: 'Rewards and points' });
      await expect(section.getByRole('table', { name: 'Promotion rewards' })).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await snap(page, `operator-member-rewards-en-${theme}`);
    }
  });
});
