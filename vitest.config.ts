import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));
/** The web app's logic tests that need no browser: see the web-logic project. */
const WEB_LOGIC = 'apps/web/src/**/utils/!(*.dom).test.ts';
/** The web app's tests that replace a module (vi.mock): each needs a module graph of its own (web-isolated). */
const WEB_MOCKING = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(webSrc, file), 'utf8')))
  .map((file) => `apps/web/src/${file.split(sep).join('/')}`);

/**
 * The screens' tests: the whole app rendered in happy-dom, which sets up a file's page faster than jsdom and
 * answers role queries over antd's injected styles faster (a dictionary screen's file: 30 s in CI with jsdom,
 * 6 s with happy-dom). A test that needs what only jsdom does says so at its top (`@vitest-environment jsdom`).
 */
const webScreens = (name: string, files: { include: string[]; exclude: string[] }, isolate: boolean) => ({
  resolve: { alias: { '@': webSrc } },
  test: {
    name,
    environment: 'happy-dom',
    ...files,
    setupFiles: ['apps/web/src/testing/setup.ts'],
    isolate,
  },
});

/**
 * One runner for the whole tree. `npm test` runs unit, web-logic, web, web-isolated and api; `npm run test:e2e`
 * runs the browser tests.
 */
export default defineConfig({
  test: {
    // Every core: vitest's default leaves one to its main process, which does little here (on the 2-core
    // machine, 1 worker; `npm test` took 897 s with 1 and 528 s with 2, cheap test password hashes included).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          // A margin, not a measure: the label tests draw Chinese glyphs into bitmaps, seconds of CPU each
          // while the API and screen tests share the machine's two cores (5 s, vitest's default, ran out).
          testTimeout: 30_000,
        },
      },
      {
        // The web app's pure logic (a feature's utils/) needs no browser: plain Node, without the page set-up
        // the screens need (a jsdom and its setup file cost each file about 2 s on the 2-core machine). A utils
        // test that needs the browser's storage or DOM is named *.dom.test.ts and runs with the screens.
        resolve: { alias: { '@': webSrc } },
        test: { name: 'web-logic', include: [WEB_LOGIC] },
      },
      // The screens' files share their worker's modules (the app, antd, i18n load once per worker, not once per
      // file: 151 s instead of 233 s for the web project on the 2-core machine); the setup file puts the app's
      // stores, caches, storage and language back after every test. Files that mock a module run isolated.
      webScreens(
        'web',
        { include: ['apps/web/src/**/*.test.{ts,tsx}'], exclude: [WEB_LOGIC, ...WEB_MOCKING] },
        false,
      ),
      webScreens('web-isolated', { include: WEB_MOCKING, exclude: [] }, true),
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
