import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from './fixtures';
import { announcementsSeen, demoMember, snap } from './helpers';
import { logInQuickly } from './session';

/**
 * WCAG 2.2 AA with axe-core, run inside the page (through the DevTools
 * protocol, so the document's Content-Security-Policy stays as it is): every
 * route, the popups, both centres, in light and dark. No serious or critical
 * violation is accepted; the minor and moderate ones found are written to
 * e2e-artifacts/axe.json and listed in docs/accessibility.md.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const agent = { username: 'agent', password: 'Agent1234' };

interface Finding {
  where: string;
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** the first nodes' markup, and for contrast the colours axe measured */
  nodes: string[];
}
const findings: Finding[] = [];

/** Runs axe on the page, or on the elements of `within` (a popup: the page behind it was scanned on its own). */
async function scan(page: Page, where: string, within?: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // colours are measured once the popups' and pages' entrance transitions have finished
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const violations = await page.evaluate(async (include) => {
    type Node = { target: unknown[]; html: string; any: Array<{ data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }> };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Node[] }> }> } }).axe;
    const result = await axe.run(include ? { include: [[include]] } : document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => String(n.target[0])),
      nodes: v.nodes.slice(0, 3).map((n) => {
        const colours = n.any.find((c) => c.data?.contrastRatio !== undefined)?.data;
        return `${n.html.slice(0, 160)}${colours ? ` — ${colours.fgColor} on ${colours.bgColor}: ${colours.contrastRatio}` : ''}`;
      }),
    }));
  }, within ?? null);
  for (const v of violations) findings.push({ where, ...v });
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => {
    localStorage.setItem('theme', t);
    document.documentElement.dataset.theme = t;
  }, theme);
}

/** The home page, logged in (the login popup is scanned on its own below). */
async function logIn(page: Page, who: { username: string; password: string }) {
  await page.goto('/');
  await logInQuickly(page, who);
}

/**
 * WCAG 1.4.10 (reflow) on the screen as it is: the page does not scroll sideways, no dialog or main area
 * scrolls sideways, and nothing stands past the right edge of the screen, except inside a frame that scrolls
 * or clips its own content within the screen (a data table's named scrolling region, a carousel). The message
 * names what stands out.
 */
async function expectReflow(page: Page, where: string) {
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    const edge = root.clientWidth + 1;
    const name = (e: Element) => `${e.tagName.toLowerCase()}.${String(e.getAttribute('class'))}${e.getAttribute('role') ? `[role=${e.getAttribute('role')}]` : ''}`;
    // inside a frame that scrolls or clips its content and itself stands within the screen
    const framed = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible' && p.getBoundingClientRect().right <= edge) return true;
      }
      return false;
    };
    return {
      width: root.scrollWidth - root.clientWidth,
      // a dialog or main area that scrolls sideways, and the innermost things that stand past its edge
      screens: [...document.querySelectorAll('[role="dialog"], main')]
        .filter((e) => e.scrollWidth > e.clientWidth + 1)
        .map((e) => {
          const past = [...e.querySelectorAll('*')].filter((c) => c.getBoundingClientRect().right > e.getBoundingClientRect().right + 1 && !framed(c));
          const innermost = past.filter((c) => !past.some((d) => d !== c && c.contains(d))).slice(0, 3);
          return `${name(e)} ${e.scrollWidth} > ${e.clientWidth}: ${innermost.map((c) => `${name(c.parentElement!)} > ${name(c)}`).join(', ')}`;
        }),
      wider: [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > edge && !framed(e))
        .slice(0, 5)
        .map((e) => `${name(e)} to ${Math.round(e.getBoundingClientRect().right)} px`),
    };
  });
  expect(found, where).toEqual({ width: 0, screens: [], wider: [] });
}

/** Waits for a centre's page to have loaded (its chunk and its data). */
async function centrePageLoaded(page: Page, centre: ReturnType<Page['getByRole']>) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(centre.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await expect(centre.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

test.describe('accessibility (WCAG 2.2 AA, axe-core)', () => {
  test.afterAll(() => {
    mkdirSync('e2e-artifacts', { recursive: true });
    writeFileSync('e2e-artifacts/axe.json', JSON.stringify(findings, null, 2));
  });

  const routes = ['/', '/register', '/pointMall', '/lottery', '/vnlottery', '/rng', '/pvp', '/live', '/fish', '/sports', '/esports', '/inhouse', '/elott', '/promotions', '/promoDetail?id=1', '/helpmc', '/down', '/help', '/no-such-page'];

  // The shell (header, left menu, footer) is the same on every route: it is scanned whole where its
  // state differs (home, a form page, a category with its menu entry active), the page's content on the others.
  const wholeDocument = new Set(['/', '/register', '/rng']);

  test('every route, light and dark', { tag: '@tour' }, async ({ page }) => {
    test.slow();
    await page.addInitScript(() => {
      localStorage.setItem('locale', 'EN');
      localStorage.setItem('theme', 'light');
    });
    await announcementsSeen(page);
    const before = findings.length;
    for (const path of routes) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      // both themes on the one load: the theme is <html data-theme>, which every colour follows
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        await scan(page, `${path} (${theme})`, wholeDocument.has(path) ? undefined : 'main');
      }
    }
    const serious = findings.slice(before).filter((f) => f.impact === 'serious' || f.impact === 'critical');
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  });

  test('the popups and both centres, light and dark', { tag: '@tour' }, async ({ page, browser }) => {
    test.setTimeout(600_000);
    await page.addInitScript(() => localStorage.setItem('locale', 'EN'));
    await announcementsSeen(page);
    const before = findings.length;
    await page.goto('/');
    // every popup and page is scanned in both themes as it stands (the theme is <html data-theme>)
    const bothThemes = async (target: Page, where: string, within?: string) => {
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(target, theme);
        await scan(target, `${where} (${theme})`, within);
      }
      await setTheme(target, 'light');
    };
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await bothThemes(page, 'login popup', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await logIn(page, demoMember);
    await scan(page, 'home, logged in (light)');
    await page.getByRole('button', { name: 'Deposit' }).first().click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre).toBeVisible();
    const entries = centre.getByRole('navigation', { name: 'Member centre' }).getByRole('button');
    const count = await entries.count();
    for (let i = 0; i < count; i++) {
      await entries.nth(i).click();
      // the page's chunk and data have loaded (a page may show progress bars of its own: turnover, bonuses)
      await expect(centre.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
      await expect(centre.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await bothThemes(page, `member centre: ${(await entries.nth(i).innerText()).split('\n')[0]}`, '[role="dialog"]');
    }
    await centre.getByRole('button', { name: 'Close' }).click();
    await expect(centre).toHaveCount(0);

    const agentContext = await browser.newContext();
    const agentPage = await agentContext.newPage();
    await agentPage.addInitScript(() => {
      localStorage.setItem('locale', 'EN');
      sessionStorage.setItem('homePopupShown', '1');
    });
    await logIn(agentPage, agent);
    await agentPage.getByRole('button', { name: 'Account menu' }).click();
    await agentPage.getByRole('menuitem', { name: 'Agent' }).click();
    const agentCentre = agentPage.getByRole('dialog', { name: 'Agent' });
    await expect(agentCentre).toBeVisible();
    const agentEntries = agentCentre.getByRole('navigation', { name: 'Agent' }).getByRole('button');
    const agentCount = await agentEntries.count();
    for (let i = 0; i < agentCount; i++) {
      await agentEntries.nth(i).click();
      await expect(agentEntries.nth(i)).toHaveAttribute('aria-current', 'page');
      // the page's chunk and data have loaded
      await expect(agentCentre.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(agentCentre.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await bothThemes(agentPage, `agent centre: ${(await agentEntries.nth(i).innerText()).split('\n')[0]}`, '[role="dialog"]');
    }
    await agentCentre.getByRole('button', { name: 'Close' }).click();
    await agentContext.close();
    const serious = findings.slice(before).filter((f) => f.impact === 'serious' || f.impact === 'critical');
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  });

  // WCAG 1.4.10 (reflow): at 320 CSS pixels (a 1280-pixel screen zoomed to 400 %) nothing scrolls sideways
  // every route at two widths is a tour (`npm run test:e2e:tour`); the member's phone walk below gates every commit
  test('pages reflow on a phone without scrolling sideways, for a visitor and a member', { tag: '@tour' }, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => localStorage.setItem('locale', 'TH'));
    await announcementsSeen(page);
    const expectNoSidewaysScroll = (where: string) => expectReflow(page, where);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/rng', '/inhouse', '/promotions']) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        await expectNoSidewaysScroll(`${path} at ${width} px`);
      }
    }
    await page.goto('/');
    await snap(page, 'phone-390-home-TH-light');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() => localStorage.setItem('locale', 'EN'));
    await logIn(page, demoMember);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const header = page.locator('header');
      // the member's money and account stay in the header: the balance, Deposit and the account menu
      await expect(header.getByTestId('balance')).toBeVisible();
      await expect(header.getByRole('button', { name: 'Deposit' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Account menu' })).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(`home, logged in, at ${width} px`);
      if (width === 390) {
        // at 390 px the mark and Withdraw stay, compact; the theme is switched from the account menu
        await expect(header.getByRole('link', { name: 'Lotus Play' })).toBeInViewport({ ratio: 1 });
        await expect(header.getByRole('button', { name: 'Withdraw' })).toBeInViewport({ ratio: 1 });
        await expect(header.getByRole('group', { name: 'Theme' })).toBeHidden();
      }
      if (width === 320) {
        // no room for the theme switch in the header: the account menu switches the theme
        await expect(header.getByRole('group', { name: 'Theme' })).toBeHidden();
        await header.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Dark theme' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await snap(page, 'phone-320-home-member-EN-dark');
        await header.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Light theme' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      }
    }
    await snap(page, 'phone-390-home-member-EN-light');
    // English's longer words: the slots page's three views ("Recently played") once pushed it sideways
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/rng');
      await expect(page.getByRole('group', { name: 'Show' })).toBeVisible();
      await expectNoSidewaysScroll(`/rng in English, logged in, at ${width} px`);
    }
  });

  // The screens behind the login at 320 and 390 px: the member centre (its menu a select), the lottery pages
  // with a ticket of a hundred numbers, the header's money buttons; one walk for a member, one for an agent.
  test("a member's screens reflow on a phone: the member centre, the lotteries and a placed ticket", async ({ page }) => {
    test.setTimeout(300_000);
    await announcementsSeen(page);
    await page.addInitScript(() => localStorage.setItem('locale', 'EN'));
    // a player of the agent's team, not the demo: the other specs count the demo's money and tickets
    await logInQuickly(page, { username: 'team11', password: 'Player1234' });

    // a đề on all 100 numbers of the fast Miền Bắc draw (a period that closes meanwhile is bet on the next one)
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/vnlottery?gameCode=VNL_0004');
    const slip = page.getByTestId('bet-slip');
    await slip.getByRole('button', { name: 'Đề (special prize)' }).click();
    await slip.getByRole('button', { name: 'All', exact: true }).click();
    await slip.getByRole('button', { name: 'Add to slip' }).click();
    await expect(async () => {
      await slip.getByRole('button', { name: 'Place bet' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm your bet' });
      await confirm.getByRole('button', { name: 'Confirm and bet' }).click({ timeout: 10_000 });
      const outcome = page.getByText(/^Bet L[0-9A-Z]+ placed|This period has closed/).first();
      const placed = (await outcome.innerText({ timeout: 15_000 })).startsWith('Bet');
      if (!placed) await page.getByRole('button', { name: 'Close' }).first().click().catch(() => undefined);
      expect(placed).toBe(true);
    }).toPass({ timeout: 90_000 });
    // the ticket is one card whose hundred numbers fold under their count, not a hundred lines
    const ticket = page.getByTestId('my-bets').getByRole('row').filter({ hasText: '100 numbers chosen' }).first();
    await expect(ticket).toBeVisible();
    expect((await ticket.getByRole('cell').nth(2).boundingBox())!.height).toBeLessThan(60);
    await ticket.scrollIntoViewIfNeeded();
    await snap(page, 'phone-390-vnlottery-my-bets-EN');

    const centre = page.getByRole('dialog', { name: 'Member centre' });
    const menu = centre.getByRole('combobox', { name: 'Page' });
    const header = page.locator('header');
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/lottery', '/lottery?gameCode=FIVE_1&playType=position', '/vnlottery', '/vnlottery?gameCode=VNL_0004']) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        await expectReflow(page, `${path} at ${width} px`);
      }
      await expect(page.getByTestId('my-bets').getByText('100 numbers chosen').first()).toBeVisible();

      // the member centre from the header's Deposit: the menu is a select above the page, not a column beside it
      await page.goto('/');
      await header.getByRole('button', { name: 'Deposit' }).click();
      await expect(menu).toHaveValue('depositv2');
      await expect(centre.getByRole('navigation', { name: 'Member centre' }).getByRole('button')).toHaveCount(0);
      for (const entry of ['Deposit', 'Withdrawal', 'My wallet', 'Betting record', 'Account record', 'Profit and loss', 'Bonus details', 'Credit report', 'My account']) {
        await menu.selectOption({ label: entry });
        await centrePageLoaded(page, centre);
        await expectReflow(page, `member centre, ${entry}, at ${width} px`);
        if (width === 390 && entry === 'Deposit') {
          await centre.getByRole('textbox', { name: /^Amount/ }).fill('100000');
          await snap(page, 'phone-390-member-centre-deposit-EN');
        }
        if (width === 390 && entry === 'Betting record') await snap(page, 'phone-390-member-centre-betting-record-EN');
      }
      await centre.getByRole('button', { name: 'Close' }).click();
      // the profile, a page outside the menu: the select names it
      await header.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await expect(menu).toHaveValue('profile');
      await expect(menu.locator('option:checked')).toHaveText('My profile');
      await centrePageLoaded(page, centre);
      await expectReflow(page, `member centre, My profile, at ${width} px`);
      await centre.getByRole('button', { name: 'Close' }).click();

      if (width === 390) {
        await expect(header.getByRole('button', { name: 'Withdraw' })).toBeInViewport({ ratio: 1 });
      } else {
        // at 320 px Withdraw gives way to the money and the account: the account menu opens it
        await expect(header.getByRole('button', { name: 'Withdraw' })).toBeHidden();
        await header.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Withdraw' }).click();
        await expect(menu).toHaveValue('withdraw');
        await centrePageLoaded(page, centre);
        await expectReflow(page, `member centre from the account menu's Withdraw at ${width} px`);
        await centre.getByRole('button', { name: 'Close' }).click();
      }
    }
  });

  test("an agent's centre reflows on a phone: every page of its menu", { tag: '@tour' }, async ({ page }) => {
    test.setTimeout(240_000);
    await announcementsSeen(page);
    await page.addInitScript(() => localStorage.setItem('locale', 'EN'));
    await logInQuickly(page, agent);
    const centre = page.getByRole('dialog', { name: 'Agent' });
    const menu = centre.getByRole('combobox', { name: 'Page' });
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Agent' }).click();
      await expect(menu).toBeVisible();
      const entries = await menu.locator('option').allInnerTexts();
      expect(entries.length).toBeGreaterThan(6);
      for (const entry of entries) {
        await menu.selectOption({ label: entry });
        await centrePageLoaded(page, centre);
        // the charts' numbers too, in their own scrolling frame
        for (const data of await centre.getByText('Show the figures as a table').all()) await data.click();
        await expectReflow(page, `agent centre, ${entry}, at ${width} px`);
        if (width === 390 && /Team overview|Team betting/.test(entry)) await snap(page, `phone-390-agent-centre-${entry.toLowerCase().replace(/ /g, '-')}-EN`);
      }
      await centre.getByRole('button', { name: 'Close' }).click();
      await expectReflow(page, `home of an agent at ${width} px`);
    }
  });
});
