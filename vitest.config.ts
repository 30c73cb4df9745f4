import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for every suite. API tests run twice: on embedded PGlite and on a PostgreSQL server.
const apiTests = ['apps/api/src/**/*.test.ts'];

export default defineConfig({
  test: {
    // The files of a suite share one process and its module cache (each suite has its own):
    // importing the app afresh for every file cost more CPU than the API tests themselves. Test
    // files build their own app and database and restore whatever they stub.
    poolOptions: { forks: { isolate: false } },
    // Most of an API test's time is spent waiting (on PostgreSQL, the app's server), so two files
    // at once finish in about half the time even on two cores; the default would run one.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          environment: 'node',
          env: { TEST_DATABASE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: apiTests,
          environment: 'node',
          env: { TEST_DATABASE: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: [
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build-plugins/**/*.test.ts',
            'packages/contracts/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          // One file at a time, in one process, after the other suites: the files share one app
          // (its data, its render budget), and a page drawn by the server must not wait behind
          // another file's browser.
          poolOptions: { forks: { singleFork: true, isolate: false } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page's first data can take a few seconds on a busy machine; a poll waits that long.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
