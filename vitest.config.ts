import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The client files that need a module graph of their own: they replace modules (`vi.mock`), or
 * they watch a lazy part load for the first time (a namespace's texts, a page's chunk), which
 * another file of the same worker may have loaded already.
 */
const isolatedClientFiles = [
  'tests/unit/app/centre-built-page.test.tsx',
  'tests/unit/app/centre-prefetch.test.tsx',
  'tests/unit/app/centre-registry.test.tsx',
  'tests/unit/app/centre-texts.test.tsx',
  'tests/unit/features/identity/social.test.tsx',
  'tests/unit/features/lottery/lottery-texts.test.tsx',
];

const client = {
  plugins: [react()],
  resolve: { alias: { '@': src } },
  test: {
    environment: 'jsdom' as const,
    globals: true,
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // a flow test clicks through several lazy dialogs: on two busy cores that can pass 5 s, and in CI the
    // browser suite runs beside it (tests/setup.ts gives each wait 20 s there)
    testTimeout: process.env.CI ? 60_000 : 20_000,
    // CI retries a failed test once, and names it at the end (tests/retried-reporter.ts)
    retry: process.env.CI ? 1 : 0,
  },
};

export default defineConfig({
  test: {
    // two cores: each server test file opens its own database
    maxWorkers: 2,
    reporters: process.env.CI ? ['default', './tests/retried-reporter.ts'] : ['default'],
    projects: [
      {
        ...client,
        test: {
          ...client.test,
          name: 'client',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: isolatedClientFiles,
          // one jsdom and one module graph per worker, not per file: the suite's CPU time is less than
          // half (docs/performance.md, "CI's minutes"); tests/setup.ts puts back what a file changes
          isolate: false,
        },
      },
      {
        ...client,
        test: { ...client.test, name: 'client-isolated', include: isolatedClientFiles, isolate: true },
      },
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          include: ['tests/server/**/*.test.ts'],
          // one module graph per worker, not per file: every file imported the whole server again, 1.9 s of
          // a core each (137 s of the suite's 311 s of CPU); the server's state lives in WeakMaps keyed by
          // its database or config, so no file sees another's (docs/performance.md, "CI's minutes")
          isolate: false,
          // the seeded database every file copies, made once per run
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
