import { expect, test, type Browser, type Page } from './fixtures';
import { demoMember, snap } from './helpers';

/**
 * Login by link, the address (docs/security.md): index.html's first script
 * takes the secrets out of the address before any script of the app runs
 * (here the app's scripts are held back until the page has been looked at,
 * so the app's own clean-up cannot be what passes), no request's Referer
 * carries more than the origin, and a session token in an address is sent
 * nowhere — not as a Bearer token, not in a body.
 * (tests/e2e/link-login.spec.ts follows the link as a player would, back through the history.)
 */

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB' });
  await context.addInitScript(() => {
    localStorage.setItem('locale', 'EN');
    sessionStorage.setItem('homePopupShown', '1');
  });
  return context.newPage();
}

/** A logged-in member's session token, and a login-link code asked for with it (as the brand's other site would). */
async function memberAndCode(page: Page): Promise<{ token: string; code: string }> {
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
  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
  const issued = await page.request.post('/wps/session/link', { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(issued.status()).toBe(200);
  return { token, code: ((await issued.json()) as { value: { code: string } }).value.code };
}

/** Every request of a page after its document: address, Referer, authorization and body. */
function recordRequests(page: Page) {
  const seen: { url: string; referer: string; authorization: string; body: string }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) return;
    const headers = request.headers();
    seen.push({ url: request.url(), referer: headers['referer'] ?? '', authorization: headers['authorization'] ?? '', body: request.postData() ?? '' });
  });
  return seen;
}

test('the code leaves the address before any script of the app runs, no Referer carries it, and it opens a session once', async ({ page, browser, baseURL }) => {
  const { token, code } = await memberAndCode(page);
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const linked = await freshPage(browser);
  const requests = recordRequests(linked);
  // the app's scripts wait until the page has been parsed and looked at
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await linked.route(/\.(js|mjs|tsx?)(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await linked.goto(`/promotions?loginCode=${code}&tab=all`, { waitUntil: 'commit' });
  await linked.waitForFunction(() => document.readyState !== 'loading');
  const beforeApp = await linked.evaluate(() => ({
    search: location.search,
    stash: sessionStorage.getItem('addressSecrets'),
    // the server's shell may be in #root already; what matters is that none of the app's scripts has arrived
    scriptsLoaded: performance.getEntriesByType('resource').filter((r) => /\.(js|mjs|tsx?)(\?|$)/.test(r.name)).length,
  }));
  release();
  expect(beforeApp.scriptsLoaded, 'the app has not run yet').toBe(0);
  expect(beforeApp.search).toBe('?tab=all');
  expect(JSON.parse(beforeApp.stash ?? '{}')).toEqual({ loginCode: code });

  // the app exchanged it: a session of its own, not the other site's
  await expect(linked.getByTestId('balance')).toContainText('₫');
  expect(await linked.evaluate(() => sessionStorage.getItem('token'))).not.toBe(token);
  expect(await linked.evaluate(() => sessionStorage.getItem('addressSecrets')), 'read once').toBeNull();
  expect(linked.url()).not.toContain(code);
  await snap(linked, 'security-login-link-en-light');

  // the code travelled in the exchange's body only: in no address, no Referer
  expect(requests.filter((r) => r.body.includes(code)).map((r) => new URL(r.url).pathname)).toEqual(['/wps/session/link/exchange']);
  expect(requests.filter((r) => r.url.includes(code) || r.referer.includes(code))).toEqual([]);
  // Referers were sent, and name the origin only (Referrer-Policy: strict-origin)
  expect([...new Set(requests.map((r) => r.referer).filter(Boolean))]).toEqual([`${baseURL}/`]);

  // used once
  const again = await freshPage(browser);
  await again.goto(`/?loginCode=${code}`);
  await expect(again.getByRole('dialog', { name: 'Welcome to Lotus Play' })).toBeVisible();
  await snap(again, 'security-login-link-used-en-light');
  await expect(again.getByTestId('balance')).toHaveCount(0);
});

test('a session token in the address logs nobody in, leaves the address, and is sent nowhere', async ({ page, browser }) => {
  const { token } = await memberAndCode(page);
  const forced = await freshPage(browser);
  const requests = recordRequests(forced);
  await forced.goto(`/?token=${token}&vendor=XGS`);
  await expect(forced.locator('header').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await forced.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  expect(new URL(forced.url()).search).toBe('?vendor=XGS');
  await expect(forced.getByTestId('balance')).toHaveCount(0);
  expect(await forced.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((r) => r.url.includes(token) || r.referer.includes(token) || r.authorization.includes(token) || r.body.includes(token))).toEqual([]);
});
