import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  test: {
    // two cores: each server test file opens its own database
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        resolve: { alias: { '@': src } },
        test: {
          name: 'client',
          environment: 'jsdom',
          globals: true,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          restoreMocks: true,
          // a flow test clicks through several lazy dialogs: on two busy cores that can pass 5 s
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          include: ['tests/server/**/*.test.ts'],
          // the seeded database every file copies, made once per run
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
