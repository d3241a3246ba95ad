import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/**
 * One runner for the whole tree. `npm test` runs unit, web and api; `npm run test:e2e` runs the browser tests.
 */
export default defineConfig({
  test: {
    // Every core: vitest's default leaves one to its main process, which does little here (on the 2-core
    // machine, 1 worker; `npm test` took 897 s with 1 and 528 s with 2, cheap test password hashes included).
    maxWorkers: '100%',
    projects: [
      {
        test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'] },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [
            'apps/server/src/**/*.unit.test.ts',
            // Needs a PostgreSQL server to end connections on; PGlite has none.
            ...(process.env.DATABASE_URL ? [] : ['apps/server/src/**/*.postgres.test.ts']),
          ],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page's reply to a click (a request, then a re-render) can take seconds on a loaded machine.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
