import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Captcha, LoginResponse } from '@gbo/contracts';
import pg from 'pg';
import { withDatabase } from './db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, runServerExpectingExit, startServer } from '../test/spawn-server';
import { TEST_PASSWORD_COST_LOG2 } from '../test/password-cost';

const postgresUrl = process.env.DATABASE_URL;
const CAPTCHA = 'ab12';

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function signIn(server: RunningServer) {
  const { uuid } = (await (await fetch(`${server.url}/auth/code`)).json()) as Captcha;
  const login = await post<LoginResponse>(`${server.url}/auth/login`, {
    mobile: '13900000002',
    password: 'Demo@2026',
    code: CAPTCHA,
    uuid,
    factoryId: 1,
  });
  expect(login.status).toBe(200);
  return login.body.token;
}

/** The real start-up path, as `npm start` runs it: the server in its own process. */
describe(`server start (${postgresUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  let dataDir: string;
  let databaseName: string | undefined;
  let env: Record<string, string>;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-start-'));
    env = {
      DATA_DIR: dataDir,
      CAPTCHA_FIXED_ANSWER: CAPTCHA,
      PASSWORD_COST_LOG2: String(TEST_PASSWORD_COST_LOG2),
    };
    if (postgresUrl) {
      databaseName = `gbo_start_${process.pid}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.query(`create database ${databaseName}`);
      await admin.end();
      env = { ...env, DATABASE_URL: withDatabase(postgresUrl, databaseName), SEED_DEMO: 'true' };
    }
    server = await startServer(env);
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (postgresUrl && databaseName) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  });

  it('creates the schema and the demo data on first start', async () => {
    const list = await post<unknown[]>(`${server.url}/auth/getLoginList`, {
      mobile: '13900000001',
      password: 'Demo@2026',
    });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const health = await (await fetch(`${server.url}/health`)).json();
    expect(health).toEqual({ status: 'ok', database: postgresUrl ? 'postgres' : 'pglite' });
  });

  if (postgresUrl) {
    it('runs several stateless server processes on one PostgreSQL: a session works on each', async () => {
      const second = await startServer(env);
      try {
        const token = await signIn(server);
        expect((await fetch(`${second.url}/auth/info`, { headers: { authorization: token } })).status).toBe(
          200,
        );
        await fetch(`${second.url}/auth/logout`, { method: 'DELETE', headers: { authorization: token } });
        expect((await fetch(`${server.url}/auth/info`, { headers: { authorization: token } })).status).toBe(
          401,
        );
      } finally {
        await second.stop();
      }
    }, 90_000);
  } else {
    it('refuses to start a second server on the same data directory', async () => {
      const second = await runServerExpectingExit(env);
      expect(second.code).toBe(1);
      expect(second.output).toContain('is in use by another server process');
      const token = await signIn(server); // the first one is unharmed
      expect((await fetch(`${server.url}/auth/info`, { headers: { authorization: token } })).status).toBe(
        200,
      );
    });
  }

  it('refuses to start with an invalid setting, naming it', async () => {
    const bad = await runServerExpectingExit({ ...env, PORT: 'eighty' });
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('PORT: must be a number');
  });

  it('refuses a fixed captcha answer in production', async () => {
    const bad = await runServerExpectingExit({ ...env, NODE_ENV: 'production' });
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('CAPTCHA_FIXED_ANSWER');
  });
});
