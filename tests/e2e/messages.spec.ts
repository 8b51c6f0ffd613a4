import { expect, test, type Page } from './fixtures';
import { snap } from './helpers';
import { logInQuickly } from './session';

/*
 * Platform messages against the reference server: staff send a message to
 * one member in the console; the member's header count rises on the page
 * already open (the live channel, no reload); the member opens it in the
 * Messages page, which reads it. Then the tour of the inbox and the console
 * page, light and dark, English and TY (tagged @tour: not in CI's run).
 */

const admin = { username: 'operator', password: 'Operator1234' };

async function startPlayer(page: Page, locale = 'EN', theme = 'light') {
  await page.goto('/');
  await page.evaluate(
    ([l, th]) => {
      localStorage.setItem('locale', l!);
      localStorage.setItem('theme', th!);
      sessionStorage.setItem('homePopupShown', '1');
    },
    [locale, theme],
  );
}

async function signInToConsole(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('operatorLocale', 'EN'));
  await page.goto(`/operator${path}`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
}

async function sendToMember(page: Page, account: string, title: string, content: string, kind: 'service' | 'marketing' = 'service') {
  const compose = page.getByRole('form', { name: 'New message' });
  await compose.getByLabel('Brand').fill('LOTUS');
  await compose.getByLabel('Member account').fill(account);
  await compose.getByLabel('Kind').selectOption(kind);
  await compose.getByLabel('Title').fill(title);
  await compose.getByLabel('Message (HTML)').fill(content);
  await compose.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('Send this message now?')).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Sent to 1 member.')).toBeVisible();
}

/** The unread count the header's account button describes (0 without a badge). */
async function unreadOf(page: Page): Promise<number> {
  const avatar = page.getByRole('button', { name: 'Account menu' });
  const described = await avatar.getAttribute('aria-describedby');
  if (!described) return 0;
  const text = await page.locator(`[id="${described}"]`).textContent();
  return Number(/\d+/.exec(text ?? '')?.[0] ?? 0);
}

test.describe('platform messages', () => {
  test('staff send a member a message; the member’s header count rises without a reload; they open and read it', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const member = { username: 'team17', password: 'Player1234' };
    const playerContext = await browser.newContext();
    const player = await playerContext.newPage();
    await startPlayer(player);
    await logInQuickly(player, member);
    const avatar = player.getByRole('button', { name: 'Account menu' });
    await expect(avatar).toBeVisible();
    const before = await unreadOf(player);

    const title = `Your withdrawal limit was raised ${Date.now()}`;
    await signInToConsole(page, '/messages');
    await sendToMember(page, member.username, title, '<p>From today you can withdraw up to <b>100,000,000 ₫</b> a day.</p>');
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Delivered');

    // the live channel: the count rises on the page already open
    await expect(avatar).toHaveAccessibleDescription(before + 1 === 1 ? '1 unread message' : `${before + 1} unread messages`, { timeout: 20_000 });

    await avatar.click();
    await player.getByRole('menuitem', { name: 'Member centre' }).click();
    const centre = player.getByRole('dialog', { name: 'Member centre' });
    await centre.getByRole('button', { name: 'Platform messages' }).click();
    await centre.getByRole('button', { name: new RegExp(title) }).click();
    const message = player.getByRole('dialog', { name: title });
    await expect(message.getByText('100,000,000 ₫')).toBeVisible();
    await message.getByRole('button', { name: 'Close' }).click();
    await expect(centre.getByRole('button', { name: new RegExp(title) })).not.toContainText('Unread:');
    if (before === 0) await expect(avatar).not.toHaveAttribute('aria-describedby');
    else await expect(avatar).toHaveAccessibleDescription(before === 1 ? '1 unread message' : `${before} unread messages`);
    await playerContext.close();
  });

  test('the inbox and the console page, light and dark, EN and TY @tour', async ({ page, browser }) => {
    test.setTimeout(300_000);
    const member = { username: 'team18', password: 'Player1234' };
    await signInToConsole(page, '/messages');
    await sendToMember(page, member.username, 'Welcome to VIP 3', '<p>Your new rank brings a <b>0.6% rebate</b> and faster withdrawals.</p><ul><li>Dedicated support</li><li>Birthday gift</li></ul>');
    await sendToMember(page, member.username, 'Weekend cashback: 10% back on live casino', '<p>Play live casino this weekend and get <b>10%</b> of your net loss back on Monday.</p>', 'marketing');
    await sendToMember(page, member.username, 'Your withdrawal was paid', '<p>Withdrawal <b>W-20261128-0042</b> of 2,000,000 ₫ has been paid to your bank card.</p>');
    await snap(page, 'messages-console-en-light');

    for (const [locale, theme] of [
      ['EN', 'light'],
      ['EN', 'dark'],
      ['TY', 'light'],
      ['TY', 'dark'],
    ] as const) {
      const context = await browser.newContext();
      const player = await context.newPage();
      await startPlayer(player, locale, theme);
      await logInQuickly(player, member);
      // the member centre on its messages page
      await player.getByRole('button', { name: /Account menu|tài khoản/i }).click();
      await player.getByRole('menuitem', { name: /Member centre|Trung tâm/i }).click();
      const centre = player.getByRole('dialog').first();
      await centre.getByRole('button', { name: /Platform messages|Tin nhắn/i }).first().click();
      await expect(centre.getByRole('list').filter({ hasText: 'Welcome to VIP 3' })).toBeVisible();
      await snap(player, `messages-inbox-${locale.toLowerCase()}-${theme}`);
      await centre.getByRole('button', { name: /Welcome to VIP 3/ }).click();
      await expect(player.getByRole('dialog', { name: 'Welcome to VIP 3' })).toBeVisible();
      await snap(player, `messages-open-${locale.toLowerCase()}-${theme}`);
      await player.keyboard.press('Escape');
      if (locale === 'EN' && theme === 'light') {
        for (const width of [390, 320]) {
          await player.setViewportSize({ width, height: 800 });
          await expect(centre.getByRole('list').filter({ hasText: 'Welcome to VIP 3' })).toBeVisible();
          const overflow = await player.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `page wider than ${width}px`).toBeLessThanOrEqual(1);
          await snap(player, `messages-inbox-en-light-${width}`);
        }
      }
      await context.close();
    }
  });
});
