import { mkdirSync } from 'node:fs';
import { expect, type FrameLocator, type Page } from '@playwright/test';

/** Screenshots of every screen the suite visits, for people to look at. */
export const SCREENSHOT_DIR = 'e2e-artifacts/screenshots';

/**
 * Whether this run saves its screenshots: always, unless `E2E_SCREENSHOTS=0`
 * (CI's gating run, which walks the flows; `npm run test:e2e:tour` takes the
 * pictures in every language and theme).
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS !== '0';

export async function snap(page: Page, name: string) {
  if (!screenshotsWanted) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // let images decode and carousels settle so the picture is what a player sees
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // a server-rendered page's artwork gets its address once the page is hydrated (src/shared/lib/use-hydrated.ts)
  await page
    .waitForFunction(
      () =>
        !Array.from(document.querySelectorAll('img:not([src])')).some((img) => {
          const r = img.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.evaluate(async () => {
    // only the pictures on screen: a lazy image below the fold does not load until scrolled to
    const onScreen = (img: HTMLImageElement) => {
      const r = img.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    };
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete && onScreen(img))
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              setTimeout(resolve, 3000);
            }),
        ),
    );
  });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: false });
}

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.getByRole('button', { name: theme === 'dark' ? /dark|tối|暗|มืด|gelap/i : /light|sáng|亮|สว่าง|terang/i }).first().click();
}

export const demoMember = { username: 'demo', password: 'Demo1234' };

/** A player closes the home popup announcements (they open once per browser session). */
export async function dismissAnnouncements(page: Page) {
  const popup = page.getByRole('dialog', { name: /Announcements|Thông báo/ });
  if (await popup.isVisible().catch(() => false)) await popup.getByRole('button', { name: /Close|Đóng/ }).first().click();
  await page.evaluate(() => sessionStorage.setItem('homePopupShown', '1'));
}

/** For tests about something else: the announcements count as already seen in this session. */
export async function announcementsSeen(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('homePopupShown', '1'));
}

/**
 * Plays one round of an in-house game in its frame and waits for its result:
 * each settled round commits to a new server seed, whose hash the fairness
 * panel shows (the rounds list keeps only the last 20, so its length is no
 * sign). The hash reads "…" until the game's state has loaded.
 */
export async function playRound(frame: FrameLocator, button: string) {
  const hash = frame.locator('#hash');
  await expect(hash).toHaveText(/^[0-9a-f]{16,}$/);
  const before = await hash.innerText();
  await frame.getByRole('button', { name: button }).click();
  await expect(hash).not.toHaveText(before);
}
