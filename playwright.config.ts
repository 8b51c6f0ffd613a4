import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The browser suite: Debian's Chromium (never a downloaded browser) drives
 * `npm start` on a fresh data folder, on loopback only.
 */
const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lotus-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config: keep one folder
/**
 * Workers, each with a server of its own (the port + the worker's index, a data folder of its own): a flow
 * waits on draws, windows and pages as much as it computes, so two flows at once fill that time, and
 * separate servers keep the flows' accounts, balances and lists apart (fixtures.ts points each worker at its
 * server). E2E_WORKERS=1 walks them one after the other on one server.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const serverIndexes = Array.from({ length: workers }, (_, index) => index);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
// CI builds the site beside lint and types, then serves that build (`npm run serve`) instead of building again
const prebuilt = process.env.E2E_PREBUILT === 'true';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  // a test of several screens and screenshots can pass a minute on two busy cores (CI runs a server suite beside it)
  timeout: 120_000,
  // a login's proof of work and a page's first data can take several seconds when CI's suites share the cores
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    locale: 'en-GB',
    // CI retries a failed test once and records that retry's trace: recording every test's costs CPU the
    // two cores need (a failure that passes on its retry is reported as flaky, with the first error)
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // each test sees the server's document of the moment; the shell worker has its own spec, which allows it
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // With a build already there (CI), the other workers' servers start first and boot beside the first one,
  // which Playwright waits for; each worker waits for its own server (fixtures.ts). Without one, the first
  // server builds the site (`npm start`) and the others start after it, one at a time, and serve that build.
  webServer: (prebuilt ? [...serverIndexes.slice(1), 0] : serverIndexes).map((index) => ({
    command: prebuilt || index > 0 ? 'npm run serve' : 'npm start',
    url: !prebuilt || index === 0 ? `http://127.0.0.1:${port + index}/wps/system/status?url=e2e` : undefined,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port + index),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, `server-${index}`),
      LOG_LEVEL: 'warn',
      // every account of the suite (and of a retry) is created from 127.0.0.1
      REGISTRATIONS_PER_IP_HOURLY: '100',
      // and the demo accounts log in dozens of times within minutes
      LOGIN_ATTEMPTS_PER_ACCOUNT: '500',
      LOGIN_ATTEMPTS_PER_IP: '2000',
      // every login and registration still solves and sends the bot check's proof of work, at 8 bits
      // instead of 14: the suite's dozens of logins would otherwise spend minutes hashing on two busy
      // cores (the difficulty itself is tested by the server and client suites)
      BOT_CHECK_BITS: '8',
      // the agent suite sees a real-time salary paid within the test: a short window (docs/agent-centre.md)
      AGENT_REALTIME_WINDOW_SECONDS: '20',
      DATABASE_URL: '',
      // the 45-second and one-minute lotteries draw every 10 s, so the lottery spec sees its results in its run
      LOTTERY_FAST_SECONDS: '10',
      // a member who chose a reality check gets it every 20 s (off in production): protection.spec.ts sees one in its run
      REALITY_CHECK_TEST_SECONDS: '20',
      BUILD_OUT_DIR: outDir,
      STATIC_DIR: outDir,
    },
  })),
});
