import { mkdirSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from './fixtures';
import { playRound, SCREENSHOT_DIR, screenshotsWanted } from './helpers';
import { logInQuickly } from './session';

/**
 * The agent centre against the reference server: the demo agent opens the
 * centre, reads the overview and its charts, creates a downline member,
 * transfers money to it, and offers a real-time salary contract to its
 * sub-agent, who accepts it in a browser of its own; a player of the
 * sub-agent's team plays, and both agents see the first payment once the
 * window has closed (the server runs with a short window,
 * AGENT_REALTIME_WINDOW_SECONDS in playwright.config.ts). Then every entry,
 * light and dark, in EN and TY.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const agent = { username: 'agent', password: 'Agent1234' };
const subagent = { username: 'subagent', password: 'Agent1234' };
/** a player of the demo team under `subagent` (docs/agent-centre.md) */
const teamPlayer = { username: 'team03', password: 'Player1234' };
const PIN = '246810';

async function logIn(page: Page, who: { username: string; password: string }, locale = 'EN') {
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', lang);
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'light');
    sessionStorage.setItem('homePopupShown', '1');
  }, locale);
  await logInQuickly(page, who);
}

/** The account menu's Agent entry opens the agent centre on the team overview. */
async function openCentre(page: Page, name: RegExp = /^Agent$/) {
  await page.getByRole('button', { name: /Account menu|Menu tài khoản/ }).click();
  await page.getByRole('menuitem', { name }).click();
  const centre = page.getByRole('dialog').first();
  await expect(centre.locator('[aria-current="page"]')).toBeVisible();
  return centre;
}

async function entry(page: Page, name: string) {
  const centre = page.getByRole('dialog').first();
  await centre.getByRole('navigation').getByRole('button', { name, exact: true }).click();
  return centre;
}

/** The theme while the centre is open (its switch in the header sits behind it). */
async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    localStorage.setItem('theme', value);
    document.documentElement.dataset.theme = value;
    document.documentElement.style.colorScheme = value;
  }, theme);
}

/** A picture of the centre once its page has loaded (no skeleton, no spinner). */
async function shot(page: Page, name: string) {
  const centre = page.getByRole('dialog').first();
  await expect(centre.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(centre.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  if (!screenshotsWanted) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

test.describe.configure({ mode: 'serial' });

test('an agent runs a team: overview, a new member, a transfer, and a real-time salary contract paid after its window', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const newMember = `e2e${Date.now().toString(36).slice(-6)}`;
  await logIn(page, agent);
  const centre = await openCentre(page);

  // the overview: the team's figures and three charts drawn on canvas, each with its table
  const figures = centre.locator('dl').first();
  await expect(figures.getByText('Team size')).toBeVisible();
  await expect(figures.locator('dd').first()).not.toHaveText('0');
  const charts = centre.getByRole('figure');
  await expect(charts).toHaveCount(3);
  await expect(charts.first().locator('canvas').first()).toBeVisible();
  await charts.first().getByText('Show the figures as a table').click();
  await expect(charts.first().getByRole('table')).toBeVisible();
  await centre.getByRole('button', { name: '30 days' }).click();
  await expect(centre.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

  // a new downline member, with the brand's registration rules
  await entry(page, 'Create account');
  const create = centre.getByRole('form', { name: 'Create a downline account' });
  await create.getByLabel(/^Username/).fill(newMember);
  await create.getByLabel(/^Password/).fill('Player1234');
  await create.getByLabel(/^Confirm password/).fill('Player1234');
  await create.getByRole('button', { name: 'Create account' }).click();
  await expect(centre.getByRole('status').filter({ hasText: `Member ${newMember} was created.` })).toBeVisible();
  await expect(centre.getByRole('list', { name: 'Invitation links' }).or(centre.getByText('No invitation link yet: create one below.'))).toBeVisible();

  // a transfer to it, with the payment password, and its receipt
  const table = centre.getByRole('table', { name: 'Downline accounts' });
  const transfer = centre.getByRole('form', { name: `Transfer to ${newMember}` });
  const setFirst = centre.getByRole('button', { name: 'Set a payment password' });
  const openTransfer = async () => {
    await entry(page, 'Team management');
    await expect(centre.getByRole('tree', { name: 'Team tree' })).toBeVisible();
    const search = centre.getByRole('form', { name: 'Search the team' });
    await search.getByLabel('Account').fill(newMember);
    await search.getByRole('button', { name: 'Search' }).click();
    await table.getByRole('button', { name: `Transfer to ${newMember}` }).click();
    await expect(transfer.or(setFirst)).toBeVisible();
  };
  await openTransfer();
  // no payment password yet: the member centre's page sets one, then the transfer
  if (await setFirst.isVisible()) {
    await setFirst.click();
    const memberCentre = page.getByRole('dialog', { name: 'Member centre' });
    const setForm = memberCentre.getByRole('form', { name: 'Set a payment password' });
    await setForm.getByLabel(/^Login password/).fill(agent.password);
    await setForm.getByLabel(/^New payment password/).fill(PIN);
    await setForm.getByLabel(/^Confirm payment password/).fill(PIN);
    await setForm.getByRole('button', { name: 'Save payment password' }).click();
    await expect(memberCentre.getByRole('tab', { name: 'Change' })).toBeVisible();
    await memberCentre.getByRole('button', { name: 'Close' }).first().click();
    await expect(memberCentre).toHaveCount(0);
    if (!(await transfer.isVisible())) await openTransfer();
  }
  await transfer.getByLabel(/^Amount/).fill('150000');
  await transfer.getByLabel(/^Payment password/).fill(PIN);
  await transfer.getByRole('button', { name: 'Next' }).click();
  await centre.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Transfer completed' })).toBeVisible();
  await expect(centre.getByLabel('Transfer receipt')).toContainText(newMember);
  await centre.getByRole('region', { name: `Transfer to ${newMember}` }).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(table.locator('tr', { hasText: newMember })).toContainText('150,000');

  // a real-time salary contract offered to the sub-agent, within the agent's own rates
  await entry(page, 'Real-time salary');
  await centre.getByRole('button', { name: 'Offer a contract' }).click();
  const offer = centre.getByRole('form', { name: 'Offer a contract' });
  await offer.getByLabel(/^Sub-agent/).selectOption({ label: 'subagent' });
  const rates = offer.getByLabel(/^Rate \(%\)/);
  for (let i = 0; i < (await rates.count()); i++) await rates.nth(i).fill('0.1');
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'The offer was sent to subagent' })).toBeVisible();
  await expect(centre.getByRole('table', { name: 'Contracts offered to sub-agents' }).locator('tr', { hasText: 'subagent' }).first()).toContainText('Waiting');

  // the sub-agent, in a browser of its own, answers on the contract request screen
  const other = await browser.newContext();
  const subPage = await other.newPage();
  await logIn(subPage, subagent);
  const subCentre = await openCentre(subPage);
  const waiting = subCentre.getByRole('region', { name: 'A contract offer is waiting for your answer' });
  await waiting.getByRole('button', { name: 'Real-time salary' }).click();
  const request = subCentre.getByRole('article', { name: 'Contract offered by agent' });
  await expect(request).toContainText('0.1%');
  await request.getByRole('button', { name: 'Accept' }).click();
  const current = subCentre.getByRole('region', { name: 'Current contract' });
  await expect(current).toContainText('Active');
  await expect(current).toContainText('agent');
  // a player of the sub-agent's team plays in the window
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await logIn(player, teamPlayer);
  await player.goto('/inhouse');
  await player.getByRole('button', { name: 'Play Triple Lotus Slot', exact: true }).click();
  const slot = player.frameLocator('iframe[title="Game"]');
  for (let spin = 0; spin < 2; spin++) await playRound(slot, 'Spin');
  await playerContext.close();
  // the window closes, the job pays it: the record shows how it was computed
  const payments = subCentre.getByRole('table', { name: 'Payment records' });
  await expect(payments.getByText('paid to you').first()).toBeVisible({ timeout: 90_000 });
  await other.close();

  // the agent sees it accepted, and its own payments with their arithmetic
  await entry(page, 'Team overview');
  await entry(page, 'Real-time salary');
  await expect(centre.getByRole('table', { name: 'Contracts offered to sub-agents' }).locator('tr', { hasText: 'subagent' }).first()).toContainText('Active');
  await expect(centre.getByRole('table', { name: 'Payment records' }).getByText('paid to you').first()).toBeVisible({ timeout: 60_000 });
});

// in TY (the accessibility suite walks every entry in EN, in both themes)
test('every entry of the agent centre, light and dark, in TY', { tag: '@tour' }, async ({ page }) => {
  test.setTimeout(360_000);
  const locale = 'TY';
  await logIn(page, agent, locale);
  const centre = await openCentre(page, /^Đại lý$/);
  const entries = centre.getByRole('navigation').getByRole('button');
  // the eight entries, then the contract entries whose switch the brand has on
  await expect(entries.nth(7)).toBeVisible();
  const count = await entries.count();
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (let i = 0; i < count; i++) {
      await entries.nth(i).click();
      await expect(entries.nth(i)).toHaveAttribute('aria-current', 'page');
      await shot(page, `agent-${String(i + 1).padStart(2, '0')}-${locale.toLowerCase()}-${theme}`);
    }
  }
});
