import { expect, responsibleGamingWelcome, test, type Page } from './fixtures';
import { announcementsSeen, demoMember, snap } from './helpers';

/**
 * A player with a keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11): skip to
 * the content, register, sign out, log in, open a category, launch a game,
 * open the member centre and move through its pages, sign out. At every
 * stop of the Tab key the focus must be visible (the focused element draws
 * a ring it does not draw unfocused), on screen, and inside the dialog when
 * one is open; a closed dialog gives the focus back to what opened it.
 */

interface Focus {
  name: string;
  tag: string;
  /** the element draws something (outline, ring) that it does not draw unfocused */
  ring: boolean;
  onScreen: boolean;
  inDialog: boolean;
  dialogOpen: boolean;
  /** the ring's properties focused → unfocused, for the failure's message */
  styles: string;
}

async function focusOf(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).filter((d) => d.checkVisibility());
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) {
      return { name: '', tag: 'BODY', ring: false, onScreen: false, inDialog: false, dialogOpen: dialogs.length > 0, styles: '' };
    }
    // the ring's transition, if any, at its end
    for (const animation of el.getAnimations()) animation.finish();
    const focused = getComputedStyle(el);
    const probe = el.cloneNode(false) as HTMLElement;
    probe.removeAttribute('id');
    probe.setAttribute('aria-hidden', 'true');
    el.after(probe);
    const plain = getComputedStyle(probe);
    const props = ['outlineStyle', 'outlineWidth', 'outlineColor', 'boxShadow'] as const;
    // the site's ring (global.css, --focus) as the browser computes it
    const token = document.createElement('div');
    token.style.boxShadow = 'var(--focus)';
    document.body.append(token);
    const focusRing = getComputedStyle(token).boxShadow;
    token.remove();
    const drawn = focused.outlineStyle !== 'none' || focused.boxShadow !== 'none';
    const ring = drawn && (focused.boxShadow.includes(focusRing) || props.some((p) => focused[p] !== plain[p]));
    const styles = `${el.outerHTML.slice(0, 120)} ${props.map((p) => `${p}: ${focused[p]} → ${plain[p]}`).join('; ')}`;
    probe.remove();
    const r = el.getBoundingClientRect();
    const labelled = el.getAttribute('aria-labelledby');
    const name = (
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled.split(' ')[0] ?? '')?.textContent : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    return {
      name,
      tag: el.tagName,
      ring,
      onScreen: r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth,
      inDialog: dialogs.length > 0 && dialogs[dialogs.length - 1]!.contains(el),
      dialogOpen: dialogs.length > 0,
      styles,
    };
  });
}

/** Every stop of the focus: seen, and kept inside an open dialog. */
function expectGoodStop(focus: Focus, step: string) {
  expect(focus.tag, `${step}: the focus is on something`).not.toBe('BODY');
  expect(focus.ring, `${step}: "${focus.name}" shows its focus (${focus.styles})`).toBe(true);
  expect(focus.onScreen, `${step}: "${focus.name}" is on screen`).toBe(true);
  if (focus.dialogOpen) expect(focus.inDialog, `${step}: "${focus.name}" is inside the open dialog`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until the focus reaches an element whose name matches. */
async function tabTo(page: Page, target: RegExp, options: { back?: boolean; max?: number } = {}): Promise<Focus> {
  const seen: string[] = [];
  for (let i = 0; i < (options.max ?? 120); i += 1) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const focus = await focusOf(page);
    seen.push(focus.name || focus.tag);
    expectGoodStop(focus, `Tab towards ${target} after ${seen.slice(-4).join(' | ')}`);
    if (target.test(focus.name)) return focus;
  }
  throw new Error(`Tab never reached ${target}; the stops were: ${seen.join(' | ')}`);
}

/** In an open menu, the arrow keys to an item. */
async function menuTo(page: Page, item: string) {
  const target = page.getByRole('menu').getByRole('menuitem', { name: item });
  for (let i = 0; i < 12 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  expectGoodStop(await focusOf(page), `the menu's ${item}`);
}

/** Back to the top of the page, as a reload would: on the skip link, the first stop of the Tab key. */
async function fromTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await skip.focus();
  await expect(skip).toBeFocused();
}

test.describe('keyboard only', () => {
  test('skip link, register, sign out, log in, a category, a game, the member centre, sign out', async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript(() => {
      localStorage.setItem('locale', 'EN');
      localStorage.setItem('theme', 'light');
    });
    await announcementsSeen(page);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    // the server renders the brand's language; the page is in the visitor's English once the site has started
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();

    // the first Tab shows the skip link; Enter moves the focus to the content
    await page.keyboard.press('Tab');
    const skip = await focusOf(page);
    expect(skip.name).toBe('Skip to content');
    expectGoodStop(skip, 'skip link');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();

    // a dialog opened from the keyboard and closed with Escape gives the focus back
    await fromTop(page);
    await tabTo(page, /^Log in$/);
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Welcome to Lotus Play' });
    await expect(login).toBeVisible();
    expectGoodStop(await focusOf(page), 'the login popup opened');
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);
    await expect(page.locator('header').getByRole('button', { name: 'Log in', exact: true })).toBeFocused();

    // register: the header's Register opens the popup on its Register tab; every field from the keyboard
    const name = `kb${Date.now().toString(36).slice(-7)}`;
    await tabTo(page, /^Register$/);
    await page.keyboard.press('Enter');
    await expect(login.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, /^Username/);
    await page.keyboard.type(name);
    await tabTo(page, /^Password/);
    await page.keyboard.type('Secret123');
    await tabTo(page, /^Confirm password/);
    await page.keyboard.type('Secret123');
    await tabTo(page, /^E-mail/);
    await page.keyboard.type(`${name}@lotus.example`);
    await tabTo(page, /21 years/);
    await page.keyboard.press('Space');
    await tabTo(page, /I have read and agree/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Create account$/);
    await snap(page, 'keyboard-register-en-light');
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', { name: 'Registration successful' });
    await expect(success).toBeVisible({ timeout: 30_000 });
    await tabTo(page, /^Start playing$/);
    await page.keyboard.press('Enter');
    await expect(success).toHaveCount(0);
    // the responsible gaming information, once: its focus is held inside until it is answered
    await tabTo(page, /^Continue$/);
    await page.keyboard.press('Enter');
    await expect(responsibleGamingWelcome(page)).toHaveCount(0);
    await expect(page.getByTestId('balance')).toBeVisible();

    // sign out through the account menu and its confirmation
    const signOut = async () => {
      await fromTop(page);
      await tabTo(page, /Account menu$/);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await menuTo(page, 'Sign out');
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Sign out' });
      await expect(confirm).toBeVisible();
      await tabTo(page, /^Submit$/);
      await page.keyboard.press('Enter');
      await expect(page.locator('header').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    };
    await signOut();

    // log in as the demo member
    await announcementsSeen(page);
    await fromTop(page);
    await tabTo(page, /^Log in$/);
    await page.keyboard.press('Enter');
    await expect(login).toBeVisible();
    await tabTo(page, /^Username/);
    await page.keyboard.type(demoMember.username);
    await tabTo(page, /^Password/);
    await page.keyboard.type(demoMember.password);
    await page.keyboard.press('Enter');
    await expect(login).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('balance')).toBeVisible();
    // the button that opened the popup is gone: the focus is not lost on the page's body
    expect((await focusOf(page)).tag).not.toBe('BODY');

    // a category from the left menu, then a game of it
    await fromTop(page);
    await tabTo(page, /^In-House$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/inhouse/);
    await expect(page.getByRole('button', { name: 'Play Lotus Dice', exact: true }).first()).toBeVisible();
    await tabTo(page, /Play Lotus Dice/);
    await page.keyboard.press('Enter');
    const frame = page.frameLocator('iframe[title="Game"]');
    await expect(frame.getByRole('heading', { level: 1, name: 'Lotus Dice' })).toBeVisible();
    await snap(page, 'keyboard-game-en-light');
    await fromTop(page);
    await tabTo(page, /^Back to lobby$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/inhouse/);
    await expect(page.getByRole('button', { name: 'Play Lotus Dice', exact: true }).first()).toBeVisible();

    // the member centre: from the account menu, through its pages, closed with Escape
    await fromTop(page);
    const accountMenu = await tabTo(page, /Account menu$/);
    await page.keyboard.press('Enter');
    await menuTo(page, 'Member centre');
    await page.keyboard.press('Enter');
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre).toBeVisible();
    expectGoodStop(await focusOf(page), 'the member centre opened');
    // the entries in the order of the centre's menu: each Tab goes to the next entry, the page's content comes after the menu
    for (const entry of [/^My wallet/, /^Betting record/, /^Account record/]) {
      await tabTo(page, entry);
      await page.keyboard.press('Enter');
      await expect(centre.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      expectGoodStop(await focusOf(page), `the member centre's page ${entry}`);
    }
    await snap(page, 'keyboard-member-centre-en-light');
    await page.keyboard.press('Escape');
    await expect(centre).toHaveCount(0);
    expect((await focusOf(page)).name).toBe(accountMenu.name);

    await signOut();
  });
});
