import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_PASSWORD_COST_LOG2 } from '../apps/server/test/password-cost';
import { freePort, type RunningServer, startServer } from '../apps/server/test/spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    captchaAnswer: string;
    installation: typeof E2E_INSTALLATION & { PUBLIC_URL: string };
    /** The server as a phone on the factory network names it (gbo.test, mapped to 127.0.0.1 in the browser). */
    phone: { plainUrl: string; secureUrl: string };
  }
}

export const E2E_CAPTCHA = 'e2e7';
/** What the installation configures for the shell: a test environment, so the banner shows. */
export const E2E_INSTALLATION = {
  TEST_ENVIRONMENT: 'true',
  PRODUCTION_URL: 'https://factory.example.com',
  APP_DOWNLOAD_URL: 'https://factory.example.com/app/worker.apk',
  FOOTER_TEXT: '© 2026 Demo Garment Co.',
  CASE_NUMBER: 'ZJ-ICP-20260001',
};

/**
 * The name phones reach the server by on the factory network (PUBLIC_URL's host, on the HTTPS port): the
 * server listens on loopback only, and the browser tests map this name to it (e2e/browser.ts).
 */
export const PHONE_HOST = 'gbo.test';

/** One real server (built web app + API on a fresh embedded database) for the whole browser suite. */
export default async function setup(project: TestProject) {
  // WEB_DIST (also read by the server) lets parallel runs each test their own build.
  const webIndex = path.join(
    process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist'),
    'index.html',
  );
  if (!fs.existsSync(webIndex))
    throw new Error('The web app is not built: run `npm run test:e2e`, which builds it.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-e2e-'));
  let server: RunningServer | undefined;
  const httpsPort = await freePort();
  const installation = { ...E2E_INSTALLATION, PUBLIC_URL: `https://${PHONE_HOST}:${httpsPort}/` };
  try {
    server = await startServer({
      DATA_DIR: dataDir,
      CAPTCHA_FIXED_ANSWER: E2E_CAPTCHA,
      SEED_DEMO: 'true',
      // Cheap password hashes: the browser tests sign in some hundred times (see test/password-cost.ts).
      PASSWORD_COST_LOG2: String(TEST_PASSWORD_COST_LOG2),
      // No backup at 02:00 in the middle of a run (it would hold the database's queue, and refuse Back up now).
      BACKUP_SCHEDULE: 'off',
      ...installation,
      HTTPS_PORT: String(httpsPort),
    });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseUrl', server.url);
  project.provide('captchaAnswer', E2E_CAPTCHA);
  project.provide('installation', installation);
  project.provide('phone', {
    plainUrl: `http://${PHONE_HOST}:${new URL(server.url).port}`,
    secureUrl: `https://${PHONE_HOST}:${httpsPort}`,
  });
  return async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
