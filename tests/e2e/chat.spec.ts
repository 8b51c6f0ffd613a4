import { expect, test, type Page } from './fixtures';
import { snap } from './helpers';
import { logInQuickly } from './session';

/**
 * Customer-service chat against the reference server: a member opens the
 * chat window from the left menu and writes; staff take the conversation
 * in the console's chat desk and answer; the member's frame shows the
 * answer without a reload (the live channel's bus, the desk's stream).
 * Then the tour of the window and the desk, light and dark, EN and TY.
 */

const admin = { username: 'operator', password: 'Operator1234' };
/** seeded players no other spec uses */
const member = { username: 'team21', password: 'Player1234' };
const touring = { username: 'team24', password: 'Player1234' };

async function signInToConsole(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('operatorLocale', 'EN'));
  await page.goto(`/operator${path}`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function openChat(page: Page, entry: RegExp) {
  // the entry's submenu opens on hover (a click would toggle it shut again)
  await page.getByRole('navigation').getByRole('button', { name: /Customer service|Chăm sóc khách hàng|CSKH/ }).first().hover();
  await page.getByRole('button', { name: entry }).click();
  return page.frameLocator('iframe[title]').first();
}

async function asPlayer(page: Page, locale: string, theme: 'light' | 'dark') {
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

test.describe('customer-service chat', () => {
  test('a member writes in the chat window, staff take it in the console and answer, the member sees the answer at once', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const memberContext = await browser.newContext();
    const player = await memberContext.newPage();
    await asPlayer(player, 'EN', 'light');
    await logInQuickly(player, member);

    const chat = await openChat(player, /^Live chat/);
    const question = `Where is my deposit? ${Date.now()}`;
    await chat.getByRole('textbox', { name: 'Type a message' }).fill(question);
    await chat.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(chat.getByText(question)).toBeVisible();
    await expect(chat.getByText('You are in the queue: an agent will answer shortly.')).toBeVisible();

    await signInToConsole(page, '/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat desk' })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(member.username) }).first().click();
    await page.getByRole('button', { name: 'Take', exact: true }).click();
    await expect(page.getByText('Handled by Platform Admin')).toBeVisible();
    const answer = 'Your deposit is credited, please check your balance.';
    await page.getByRole('textbox', { name: /Reply to the member/ }).fill(answer);
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    // the member's frame, never reloaded
    await expect(chat.getByText(answer)).toBeVisible({ timeout: 15_000 });
    await expect(chat.getByText('Chatting with Platform Admin')).toBeVisible();
    await memberContext.close();
  });

  test('@tour the chat window and the chat desk, light and dark, EN and TY', async ({ page, browser }) => {
    test.setTimeout(240_000);
    for (const [locale, theme] of [
      ['EN', 'light'],
      ['TY', 'dark'],
      ['EN', 'dark'],
      ['TY', 'light'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const player = await context.newPage();
      await asPlayer(player, locale, theme);
      await logInQuickly(player, touring);
      const chat = await openChat(player, locale === 'EN' ? /^Live chat/ : /^Chat trực tuyến/);
      await chat.getByRole('textbox').first().fill(`Hello from the ${locale} ${theme} tour`);
      await chat.getByRole('button', { name: locale === 'EN' ? 'Send' : 'Gửi', exact: true }).click();
      await expect(chat.getByText(`Hello from the ${locale} ${theme} tour`)).toBeVisible();
      await snap(player, `chat-window-${locale}-${theme}`);
      await player.setViewportSize({ width: 390, height: 780 });
      await snap(player, `chat-window-390-${locale}-${theme}`);
      await player.setViewportSize({ width: 320, height: 640 });
      await snap(player, `chat-window-320-${locale}-${theme}`);
      await context.close();
    }
    await signInToConsole(page, '/chat');
    await page.getByRole('button', { name: new RegExp(touring.username) }).first().click();
    await page.getByRole('button', { name: 'Take', exact: true }).click();
    await page.getByRole('textbox', { name: /Reply to the member/ }).fill('Hello, how can I help?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Hello, how can I help?')).toBeVisible();
    await snap(page, 'chat-desk-light');
    const dark = page.getByRole('button', { name: 'Dark theme' });
    if (await dark.isVisible()) await dark.click();
    await snap(page, 'chat-desk-dark');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('tab', { name: 'Report' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await snap(page, 'chat-report-dark');
  });
});
