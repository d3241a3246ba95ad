import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../test/spawn-server';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const postgresUrl = process.env.DATABASE_URL;

/**
 * A real installation without demo data: the operator is created by the CLI, then signs in. Each run is a
 * process of its own that opens (the first, creates) the database, which takes seconds on a busy machine.
 */
describe('operator:create', { timeout: 180_000 }, () => {
  let env: Record<string, string>;
  let dataDir: string;
  const databaseName = `gbo_cli_${process.pid}`;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-cli-'));
    env = { DATA_DIR: dataDir, SEED_DEMO: 'false', CAPTCHA_FIXED_ANSWER: 'cli1' };
    if (postgresUrl) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${databaseName}`);
      await admin.end();
      env.DATABASE_URL = withDatabase(postgresUrl, databaseName);
    }
  });

  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (postgresUrl) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  });

  const run = (args: string[], extra: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/create-operator.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env, ...extra },
      encoding: 'utf8',
    });

  it('refuses bad arguments and a missing password', () => {
    expect(run(['123', 'x']).stderr).toContain('Usage: npm run operator:create');
    expect(run(['13500000001', 'Ops']).stderr).toContain('This installation has no factory yet');
    const factory = ['--factory', 'Head Office', '--code', 'HQ'];
    expect(run(['13500000001', 'Ops', ...factory]).stderr).toContain('Set OPERATOR_PASSWORD');
    const short = run(['13500000001', 'Ops', ...factory], { OPERATOR_PASSWORD: '123' });
    expect(short.stderr).toContain('at least 8 characters');
    const common = run(['13500000001', 'Ops', ...factory], { OPERATOR_PASSWORD: 'password123' });
    expect(common.stderr).toContain('most common passwords');
  });

  it('creates an operator and the first factory, and the operator signs in', async () => {
    const created = run(['13500000001', 'Ops Lead', '--factory', 'Head Office', '--code', 'HQ'], {
      OPERATOR_PASSWORD: 'Operator-1',
    });
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Factory Head Office (HQ) registered');
    expect(created.stdout).toContain('Platform operator Ops Lead (13500000001) created');
    let server: RunningServer | undefined;
    try {
      server = await startServer(env);
      const list = await fetch(`${server.url}/auth/getLoginList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '13500000001', password: 'Operator-1' }),
      });
      expect(list.status).toBe(200);
      const [first] = (await list.json()) as { factoryId: number; factoryName: string }[];
      expect(first?.factoryName).toBe('Head Office');
      const { uuid } = (await (await fetch(`${server.url}/auth/code`)).json()) as { uuid: string };
      const login = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          mobile: '13500000001',
          password: 'Operator-1',
          code: 'cli1',
          uuid,
          factoryId: first?.factoryId,
        }),
      });
      expect(login.status).toBe(200);
      expect(
        ((await login.json()) as { user: { user: { platformAdmin: boolean } } }).user.user.platformAdmin,
      ).toBe(true);
    } finally {
      await server?.stop();
    }
    expect(run(['13500000001', 'Again']).stdout).toContain('is now a platform operator');
  }, 90_000);
});
