import { PNG_8X8 } from '../server/fixtures/images';
import { expect, test, type Page } from './fixtures';
import { snap } from './helpers';
import { logInQuickly } from './session';

/**
 * The support desk's written side against the reference server: a member
 * opens a ticket with a picture in the member centre, staff answer it in
 * the console, the member sees the answer marked as new. Then the tour of
 * the news, contact us and tickets pages, light and dark, EN and TY.
 */

const admin = { username: 'operator', password: 'Operator1234' };
/** a seeded player no other spec uses */
const member = { username: 'team17', password: 'Player1234' };

async function signInToConsole(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('operatorLocale', 'EN'));
  await page.goto(`/operator${path}`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function preferences(page: Page, locale: 'EN' | 'TY', theme: 'light' | 'dark') {
  await page.goto('/');
  await page.evaluate(
    ([l, t]) => {
      localStorage.setItem('locale', l);
      localStorage.setItem('theme', t);
      sessionStorage.setItem('homePopupShown', '1');
    },
    [locale, theme] as const,
  );
}

async function openCentrePage(page: Page, name: RegExp) {
  await page.locator('header').getByRole('button', { name: /Deposit|Nạp tiền/ }).first().click();
  const centre = page.getByRole('dialog', { name: /Member centre|Trung tâm/ });
  await centre.getByRole('navigation').getByRole('button', { name }).click();
  return centre;
}

test.describe('support desk', () => {
  test('a member opens a ticket with a picture, staff answer it in the console, the member sees the answer', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const memberContext = await browser.newContext();
    const player = await memberContext.newPage();
    await preferences(player, 'EN', 'light');
    await logInQuickly(player, member);

    const centre = await openCentrePage(player, /^Support tickets$/);
    await centre.getByRole('button', { name: 'New ticket' }).click();
    await centre.getByRole('combobox', { name: /Type of question/ }).selectOption({ label: 'Deposit problem' });
    await centre.getByRole('textbox', { name: /What happened/ }).fill('My deposit from this morning has not arrived.');
    await centre.getByLabel(/Add images/).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_8X8 });
    await centre.getByRole('button', { name: 'Send ticket' }).click();
    const heading = centre.getByRole('heading', { name: /Ticket #\d+ · Deposit problem/ });
    await expect(heading).toBeVisible();
    const ticketId = Number(/#(\d+)/.exec(await heading.innerText())?.[1]);
    await expect(centre.getByRole('img', { name: 'Picture 1 of the message' })).toHaveAttribute('src', /^blob:/);

    // the console: the ticket waits with the member's picture; staff answer it
    await signInToConsole(page, '/support/tickets');
    await expect(page.getByRole('heading', { name: 'Support tickets' })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(`#${ticketId} `) }).click();
    await expect(page.getByText('My deposit from this morning has not arrived.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Picture 1 of the message' })).toHaveAttribute('src', /^blob:/);
    await page.getByRole('textbox', { name: /Answer/ }).fill('It was credited at 10:05; please check your main wallet.');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByText('It was credited at 10:05; please check your main wallet.')).toBeVisible();
    await expect(page.getByText('Answered', { exact: true }).first()).toBeVisible();

    // the member: the ticket is marked with a new answer, which the thread shows
    await centre.getByRole('button', { name: 'Back to my tickets' }).click();
    const row = centre.getByRole('button', { name: new RegExp(`Ticket #${ticketId}.*New answer`) });
    await expect(row).toBeVisible();
    await row.click();
    await expect(centre.getByText('It was credited at 10:05; please check your main wallet.')).toBeVisible();
    await memberContext.close();
  });

  test('news, contact us and support tickets, light and dark, EN and TY', { tag: '@tour' }, async ({ page, browser }) => {
    test.setTimeout(300_000);
    for (const locale of ['EN', 'TY'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const context = await browser.newContext();
        const player = await context.newPage();
        await preferences(player, locale, theme);
        await player.goto('/news');
        await expect(player.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(player.getByRole('article').first()).toBeVisible();
        await snap(player, `support-news-${locale.toLowerCase()}-${theme}`);
        await player.getByRole('article').first().getByRole('link').click();
        await expect(player.locator('article h1')).toBeVisible();
        await snap(player, `support-news-article-${locale.toLowerCase()}-${theme}`);
        await player.goto('/contact');
        await expect(player.getByRole('heading', { level: 1 })).toBeVisible();
        await snap(player, `support-contact-${locale.toLowerCase()}-${theme}`);
        await player.setViewportSize({ width: 390, height: 844 });
        await snap(player, `support-contact-390-${locale.toLowerCase()}-${theme}`);
        await player.setViewportSize({ width: 1280, height: 800 });
        await logInQuickly(player, member);
        const centre = await openCentrePage(player, locale === 'EN' ? /^Support tickets$/ : /^Phiếu hỗ trợ$/);
        await expect(centre.getByRole('list').first()).toBeVisible();
        await snap(player, `support-tickets-${locale.toLowerCase()}-${theme}`);
        await centre.getByRole('list').first().getByRole('button').first().click();
        await expect(centre.getByRole('heading', { name: /#\d+/ })).toBeVisible();
        await snap(player, `support-thread-${locale.toLowerCase()}-${theme}`);
        await centre.getByRole('navigation').getByRole('button', { name: locale === 'EN' ? /^Feedback$/ : /^Góp ý$/ }).click();
        await snap(player, `support-feedback-${locale.toLowerCase()}-${theme}`);
        await context.close();
      }
    }
    await signInToConsole(page, '/support/tickets?state=answered');
    await expect(page.getByRole('heading', { name: 'Support tickets' })).toBeVisible();
    await snap(page, 'support-console-tickets-en-light');
    await page.getByRole('row', { name: /team17/ }).first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: /Ticket #/ })).toBeVisible();
    await snap(page, 'support-console-ticket-en-light');
    await page.goto('/operator/news');
    await page.getByRole('button', { name: 'New article' }).click();
    await snap(page, 'support-console-news-en-light');
  });
});
