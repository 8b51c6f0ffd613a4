import { expect, test, type Page } from './fixtures';
import { announcementsSeen, demoMember, snap } from './helpers';

/*
 * The login dialog before the app (docs/performance.md): the server's document carries an inert copy of
 * the login popup, which its loader opens when Log in is pressed before the app has hydrated; the app's
 * popup then takes its place with what was typed. The app is held back here by holding its entry script.
 */

/** Holds the app's entry script until `release` is called: the page stays the server's markup until then. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/res\/js\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Hydration errors the page reported (src/main.tsx): the copy lives outside #root and must not cause any. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Hydration/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, null, { timeout: 60_000 });
const copy = (page: Page) => page.locator('#early-login');

test.describe('the login dialog before the app', () => {
  test.beforeEach(async ({ page, context }) => {
    await announcementsSeen(page);
    await context.addCookies([{ name: 'locale', value: 'EN', url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
  });

  test('Log in pressed before hydration opens the dialog at once; what was typed and the kept Log in go to the app’s popup', async ({ page }) => {
    const errors = hydrationErrors(page);
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('header').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Lotus Play' });
    await expect(dialog).toBeVisible();
    // the server's copy: the app has not run
    await expect(copy(page)).toHaveCount(1);
    expect(await page.evaluate(() => performance.getEntriesByName('app-start').length)).toBe(0);
    await expect(dialog.locator('input[name="username"]')).toBeFocused();
    await snap(page, 'login-before-app-desktop-light');
    await dialog.locator('input[name="username"]').fill(demoMember.username);
    await dialog.locator('input[name="password"]').fill(demoMember.password);
    // pressed before the app can send it: kept, the button busy
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('button[type="submit"]')).toHaveAttribute('aria-busy', 'true');

    release();
    await hydrated(page);
    // the app's popup took over, sent the login with what was typed, and closed on success
    await expect(copy(page)).toHaveCount(0);
    await expect(page.locator('header[data-member]')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
    // the password went from one input to the other, nowhere else
    const kept = await page.evaluate(() => [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }), document.cookie].join(' '));
    expect(kept).not.toContain(demoMember.password);
  });

  test('on a phone, in the dark theme: the app’s popup takes the copy’s place with the values, the focus and the caret', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const errors = hydrationErrors(page);
    const release = await holdTheApp(page);
    await page.goto('/lottery', { waitUntil: 'domcontentloaded' });
    await page.locator('header').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Lotus Play' });
    await expect(dialog).toBeVisible();
    await dialog.locator('input[name="username"]').fill(demoMember.username);
    await dialog.locator('input[name="password"]').fill(demoMember.password);
    await dialog.locator('input[name="password"]').press('ArrowLeft');
    await snap(page, 'login-before-app-phone-dark');
    // measured once the copy's entrance (a short scale) has ended: a box taken during it is a fraction smaller
    await page.evaluate(() =>
      Promise.all(
        (document.getElementById('early-login')?.getAnimations({ subtree: true }) ?? [])
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const box = await dialog.boundingBox();

    release();
    await hydrated(page);
    await expect(copy(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(dialog.locator('input[name="username"]')).toHaveValue(demoMember.username);
    await expect(dialog.locator('input[name="password"]')).toHaveValue(demoMember.password);
    await expect(dialog.locator('input[name="password"]')).toBeFocused();
    expect(await dialog.locator('input[name="password"]').evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(demoMember.password.length - 1);
    // in the same place
    expect(await dialog.boundingBox()).toEqual(box);
    await snap(page, 'login-app-popup-phone-dark');
    expect(errors).toEqual([]);

    // the app's own from here: closing returns the focus to Log in
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('header').getByRole('button', { name: 'Log in' })).toBeFocused();
  });

  test('a game’s tile pressed before hydration opens it too; the app’s popup takes over and closing returns to the tile', async ({ page }) => {
    const errors = hydrationErrors(page);
    const release = await holdTheApp(page);
    await page.goto('/rng', { waitUntil: 'domcontentloaded' });
    const tile = page.getByTestId('game-card').first().getByRole('button').first();
    await tile.click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Lotus Play' });
    await expect(dialog).toBeVisible();
    await expect(copy(page)).toHaveCount(1);
    await dialog.locator('input[name="username"]').fill(demoMember.username);

    release();
    await hydrated(page);
    await expect(copy(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(dialog.locator('input[name="username"]')).toHaveValue(demoMember.username);
    expect(errors).toEqual([]);
    // nothing launched for a visitor, and the focus goes back to the tile pressed
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(tile).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/rng');
  });

  test('closed before hydration (Escape, ×, the veil), it does not open again once the app runs', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/rng', { waitUntil: 'domcontentloaded' });
    const logIn = page.locator('header').getByRole('button', { name: 'Log in' });
    const dialog = page.getByRole('dialog', { name: 'Welcome to Lotus Play' });
    for (const close of [
      () => page.keyboard.press('Escape'),
      () => dialog.getByRole('button', { name: 'Close' }).click(),
      () => page.mouse.click(5, 890),
    ]) {
      await logIn.click();
      await expect(dialog).toBeVisible();
      // Tab stays inside
      for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await close();
      await expect(dialog).toHaveCount(0);
      await expect(logIn).toBeFocused();
    }
    release();
    await hydrated(page);
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // and the app's Log in answers as ever
    await logIn.click();
    await expect(dialog.locator('input[name="username"]')).toBeVisible();
    await expect(copy(page)).toHaveCount(0);
  });
});
