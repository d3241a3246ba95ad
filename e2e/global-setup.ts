import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_PASSWORD_COST_LOG2 } from '../apps/server/test/password-cost';
import { type RunningServer, startServer } from '../apps/server/test/spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    captchaAnswer: string;
    installation: typeof E2E_INSTALLATION;
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
  // Where phones reach the back office: the tests' server listens on loopback only, which a phone cannot use.
  PUBLIC_URL: 'http://192.0.2.10:8000/',
};

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
  try {
    server = await startServer({
      DATA_DIR: dataDir,
      CAPTCHA_FIXED_ANSWER: E2E_CAPTCHA,
      SEED_DEMO: 'true',
      // Cheap password hashes: the browser tests sign in some hundred times (see test/password-cost.ts).
      PASSWORD_COST_LOG2: String(TEST_PASSWORD_COST_LOG2),
      ...E2E_INSTALLATION,
    });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseUrl', server.url);
  project.provide('captchaAnswer', E2E_CAPTCHA);
  project.provide('installation', E2E_INSTALLATION);
  return async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
