import { readFileSync } from 'node:fs';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect };
export type { Browser, Locator, Page } from '@playwright/test';

/** A Content-Security-Policy violation as the page reported it. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Collects every `securitypolicyviolation` event of a browser context, in
 * every page and frame (the game frame too), through a binding that
 * survives navigations.
 */
export async function watchCsp(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('__cspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation?: (v: unknown) => void }).__cspViolation;
      report?.({ page: location.pathname, directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  return violations;
}

/** The responsible gaming information a new member sees once after registering, in any of the six languages. */
export function responsibleGamingWelcome(page: Page) {
  const titles = ['EN', 'CN', 'VI', 'TH', 'ID', 'TY'].map(
    (code) => (JSON.parse(readFileSync(`locales/protection/protection-${code}.json`, 'utf8')) as { welcome: { title: string } }).welcome.title,
  );
  const escaped = titles.map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return page.getByRole('dialog', { name: new RegExp(`^(${escaped.join('|')})$`) });
}

/**
 * A new member answers the responsible gaming information as a new player
 * would: "Continue", no limit (the protection spec walks the limit itself).
 */
export async function answerResponsibleGaming(page: Page) {
  const dialog = responsibleGamingWelcome(page);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toHaveCount(0);
}

/**
 * The browser suite's `test`: every test fails when any page it opened in its
 * context broke the site's Content-Security-Policy (docs/security.md).
 */
export const test = base.extend<{ cspViolations: CspViolation[] }, { serverOfWorker: string }>({
  // each worker walks its flows on a server of its own (playwright.config.ts: the first server's port + the
  // worker's index), which may still be booting when the worker starts: wait until it answers
  serverOfWorker: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide, workerInfo) => {
      const address = new URL(workerInfo.project.use.baseURL ?? 'http://127.0.0.1:18080');
      address.port = String(Number(address.port) + workerInfo.parallelIndex);
      await expect
        .poll(() => fetch(`${address.origin}/wps/system/status?url=e2e`).then((r) => r.status, () => 0), { timeout: 240_000, intervals: [500] })
        .toBe(200);
      await provide(address.origin);
    },
    { scope: 'worker', timeout: 250_000 },
  ],
  baseURL: async ({ serverOfWorker }, provide) => provide(serverOfWorker),
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCsp(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
