import { expect, test, type Page } from './fixtures';
import { demoMember } from './helpers';

/**
 * Login by link (docs/security.md, "A session token in a link"): another site
 * of the brand hands its logged-in member over with `/?loginCode=`, a
 * single-use code it got from `POST /wps/session/link`. The code leaves the
 * address before anything loads: no request carries it in its Referer or its
 * URL, no history entry keeps it. A session token in the address (`?token=`)
 * logs nobody in.
 */

/** Logs the demo member in through the login popup and returns the session token. */
async function logInDemo(page: Page): Promise<string> {
  await page.goto('/');
  await page.locator('header').getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(demoMember.username);
  await dialog.locator('input[name="password"]').fill(demoMember.password);
  await dialog.locator('button[type="submit"]').first().click();
  await expect(page.getByTestId('balance')).toContainText('₫');
  return page.evaluate(() => sessionStorage.getItem('token') ?? '');
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    localStorage.setItem('locale', 'EN');
    sessionStorage.setItem('homePopupShown', '1');
  });
});

test('a code issued through the API logs a fresh browser in; the address is clean and no request carried the code', async ({ page, browser }) => {
  const token = await logInDemo(page);
  // the brand's other site asks the API for a code for its logged-in member
  const issued = await page.request.post('/wps/session/link', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(issued.status()).toBe(200);
  const { code, expiresAt } = ((await issued.json()) as { value: { code: string; expiresAt: number } }).value;
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(code).not.toBe(token);
  expect(expiresAt - Date.now()).toBeLessThanOrEqual(60_000);

  // the visitor follows the link in a browser of his own
  const context = await browser.newContext({ locale: 'en-GB' });
  await context.addInitScript(() => {
    localStorage.setItem('locale', 'EN');
    sessionStorage.setItem('homePopupShown', '1');
  });
  const linked = await context.newPage();
  const leaks: string[] = [];
  const exchanges: string[] = [];
  linked.on('request', (request) => {
    const referer = request.headers()['referer'] ?? '';
    if (referer.includes(code)) leaks.push(`Referer of ${request.url()}: ${referer}`);
    // the document request is the link itself; after it the code travels only in the exchange's body
    if (request.url().includes(code) && request.resourceType() !== 'document') leaks.push(`URL ${request.url()}`);
    if (new URL(request.url()).pathname === '/wps/session/link/exchange') exchanges.push(request.postData() ?? '');
  });
  await linked.goto(`/?loginCode=${code}`);
  await expect(linked.getByTestId('balance')).toContainText('₫');
  await linked.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);

  // the address is clean, and so is the history entry it replaced
  expect(new URL(linked.url()).search).toBe('');
  expect(await linked.evaluate(() => location.href)).not.toContain(code);
  expect(await linked.evaluate(() => sessionStorage.getItem('addressSecrets'))).toBeNull();
  expect(leaks).toEqual([]);
  expect(exchanges).toHaveLength(1);
  expect(exchanges[0]).toContain(code);
  // a session of its own, not the token of the other site
  const linkedToken = await linked.evaluate(() => sessionStorage.getItem('token'));
  expect(linkedToken).toBeTruthy();
  expect(linkedToken).not.toBe(token);
  // no entry of the history kept the link's address (index.html replaced it before anything loaded)
  const visited: string[] = [];
  for (let back = await linked.evaluate(() => history.length); back > 1; back -= 1) {
    await linked.goBack().catch(() => null);
    visited.push(linked.url());
  }
  expect(visited.filter((url) => url.includes(code))).toEqual([]);

  // a session token in an address logs nobody in, and leaves the address too
  const other = await browser.newContext({ locale: 'en-GB' });
  await other.addInitScript(() => {
    localStorage.setItem('locale', 'EN');
    sessionStorage.setItem('homePopupShown', '1');
  });
  const attacked = await other.newPage();
  await attacked.goto(`/?token=${token}`);
  await expect(attacked.locator('header').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect(new URL(attacked.url()).search).toBe('');
  await expect(attacked.getByTestId('balance')).toHaveCount(0);
  await other.close();
  await context.close();
});
