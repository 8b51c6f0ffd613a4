import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoMember, snap } from './helpers';

/**
 * A login handed over by a link: the code leaves the address before anything
 * loads (no Referer, no history entry carries it) and is exchanged once for a
 * session; a session token in an address logs nobody in.
 */
/** A new browser (no session), in EN, past the first-visit popup. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB' });
  await context.addInitScript(() => {
    localStorage.setItem('locale', 'EN');
    sessionStorage.setItem('homePopupShown', '1');
  });
  return context.newPage();
}

test.describe('login by link', () => {
  test('a link code logs the browser in once; the address is clean before any request', async ({ page, browser }) => {
    await page.addInitScript(() => {
      localStorage.setItem('locale', 'EN');
      sessionStorage.setItem('homePopupShown', '1');
    });
    await page.goto('/');
    await page.locator('header').getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="username"]').fill(demoMember.username);
    await dialog.locator('input[name="password"]').fill(demoMember.password);
    await dialog.locator('button[type="submit"]').first().click();
    await expect(page.getByTestId('balance')).toContainText('₫');
    // the brand's other site asks for a code for its logged-in member
    const { code, token } = await page.evaluate(async () => {
      const session = sessionStorage.getItem('token') ?? '';
      const answer = await fetch('/wps/session/link', { method: 'POST', headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' }, body: '{}' });
      return { code: ((await answer.json()) as { value: { code: string } }).value.code, token: session };
    });
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // a fresh browser follows the link
    const linked = await freshPage(browser);
    const leaks: string[] = [];
    linked.on('request', (request) => {
      const referer = request.headers()['referer'] ?? '';
      if (referer.includes(code)) leaks.push(`${request.url()} ← ${referer}`);
    });
    await linked.goto(`/promotions?loginCode=${code}&tab=all`);
    await expect(linked.getByTestId('balance')).toContainText('₫');
    expect(new URL(linked.url()).search).not.toContain('loginCode');
    expect(leaks).toEqual([]);
    // a new session of its own, not the other site's token
    expect(await linked.evaluate(() => sessionStorage.getItem('token'))).not.toBe(token);
    await snap(linked, 'security-login-link-en-light');

    // used once: the same link opens nothing in a third browser
    const third = await freshPage(browser);
    await third.goto(`/?loginCode=${code}`);
    // the dead link says so with the login popup
    await expect(third.getByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeVisible();
    await snap(third, 'security-login-link-used-en-light');
    await expect(third.getByTestId('balance')).toHaveCount(0);

    // a session token in an address logs nobody in
    const forced = await freshPage(browser);
    await forced.goto(`/?token=${token}`);
    await expect(forced.locator('header').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    expect(new URL(forced.url()).search).toBe('');
    await expect(forced.getByTestId('balance')).toHaveCount(0);
  });
});
