import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_VERSION, APP_VERSION_HEADER, type LoginResponse } from '@gbo/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { depts, members, menus, roles, users } from '../src/db/schema';
import {
  type Database,
  openPglite,
  openPostgres,
  type PostgresOptions,
  queryRows,
  withDatabase,
} from '../src/db/client';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { leasePglite } from './pglite-stock';
import { TEST_PASSWORD_COST_LOG2 } from './password-cost';

export const CAPTCHA = 'T3st';
/** The secret every test app signs sessions and tickets with. */
export const TEST_SECRET = 'test-secret-0123456789-0123456789';

/** A copy of the seeded template database for one test file, as fresh as a new one (see pglite-stock.ts). */
export async function openTestDatabase(options: PostgresOptions = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return leasePglite(inject('pgliteTemplate'));
  const name = `gbo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(withDatabase(url, name), 4, options);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A copy of the template on disk (the embedded database in `dataDir`, as the server keeps it), or on PostgreSQL
 * a database of its own: for what needs the database's files (backups).
 */
export async function openTestDiskDatabase(dataDir: string): Promise<Database> {
  if (process.env.DATABASE_URL) return openTestDatabase();
  const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  return openPglite({ dataDir, loadDataDir: template });
}

export function testConfig(env: Record<string, string> = {}): Config {
  // Test files sign in often from one address: the captcha rate limit is tested on its own.
  return loadConfig({
    NODE_ENV: 'test',
    CAPTCHA_FIXED_ANSWER: CAPTCHA,
    CAPTCHA_MAX_PER_MINUTE: '1000000',
    LOG_LEVEL: 'silent',
    PASSWORD_COST_LOG2: String(TEST_PASSWORD_COST_LOG2),
    // No test waits for 02:00: a file testing the schedule drives it itself.
    BACKUP_SCHEDULE: 'off',
    ...env,
  });
}

/** Requests made as one signed-in caller. */
export type Caller = {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object): Promise<LightMyRequestResponse>;
  put(url: string, payload?: object): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: object): Promise<LightMyRequestResponse>;
};

export function callerFor(app: App, token: string): Caller {
  const headers = { authorization: token };
  const send = (method: 'POST' | 'PUT' | 'DELETE') => (url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return {
    get: (url) => app.inject({ method: 'GET', url, headers }),
    post: send('POST'),
    put: send('PUT'),
    delete: send('DELETE'),
  };
}

export type TestContext = {
  app: App;
  database: Database;
  dataDir: string;
  /** Signs in through the real endpoints (captcha included) and returns the Authorization header value. */
  login(mobile: string, factoryId: number, password?: string): Promise<string>;
  /** Signs in and returns a caller that sends the session with every request. */
  as(mobile: string, factoryId: number, password?: string): Promise<Caller>;
  close(): Promise<void>;
};

export async function createTestContext(
  options: {
    env?: Record<string, string>;
    logger?: Parameters<typeof buildApp>[1];
    /** The installation authority's certificate, as HTTPS opened it (https-listener.ts). */
    caCertificate?: string;
    /** The database on disk, in the context's data directory (openTestDiskDatabase), not in memory. */
    onDisk?: boolean;
    /** Restarts the server (server.ts's, after a restore); without it restores are refused. */
    restart?: () => void;
  } = {},
): Promise<TestContext> {
  // Files (avatars) go to a directory of this context's own, removed at close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-test-data-'));
  const database = options.onDisk ? await openTestDiskDatabase(dataDir) : await openTestDatabase();
  const app = await buildApp(
    {
      config: testConfig({ DATA_DIR: dataDir, ...options.env }),
      database,
      secret: TEST_SECRET,
      caCertificate: options.caCertificate ?? null,
      restart: options.restart,
    },
    options.logger ?? false,
  );
  await app.ready();
  const login: TestContext['login'] = async (mobile, factoryId, password = DEMO_PASSWORD) => {
    const uuid = (await app.inject({ method: 'GET', url: '/auth/code' })).json<{ uuid: string }>().uuid;
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { [APP_VERSION_HEADER]: APP_VERSION },
      payload: { mobile, password, code: CAPTCHA, uuid, factoryId },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json<LoginResponse>().token;
  };
  return {
    app,
    database,
    login,
    as: async (mobile, factoryId, password) => callerFor(app, await login(mobile, factoryId, password)),
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second server process on the test file's own PostgreSQL database (not PGlite): another app with a pool of its own. */
export type SecondApp = { app: App; database: Database; close(): Promise<void> };

export async function openSecondApp(
  t: TestContext,
  env: Record<string, string> = {},
  /** Restarts this process (server.ts's, after a restore, its own or another process's). */
  restart?: () => void,
): Promise<SecondApp> {
  const [row] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
  const database = await openPostgres(withDatabase(process.env.DATABASE_URL ?? '', row?.name ?? ''), 4);
  const app = await buildApp(
    { config: testConfig({ DATA_DIR: t.dataDir, ...env }), database, secret: TEST_SECRET, restart },
    false,
  );
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Lookups of the demo data by its natural keys, for tests. */
export async function deptIdOf(database: Database, name: string, factoryId = 1): Promise<number> {
  const [row] = await database.db
    .select({ id: depts.id })
    .from(depts)
    .where(and(eq(depts.factoryId, factoryId), eq(depts.name, name)));
  if (!row) throw new Error(`no department ${name} in factory ${factoryId}`);
  return row.id;
}

export async function roleIdOf(database: Database, code: string, factoryId = 1): Promise<number> {
  const [row] = await database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.factoryId, factoryId), eq(roles.code, code)));
  if (!row) throw new Error(`no role ${code} in factory ${factoryId}`);
  return row.id;
}

export async function userIdOf(database: Database, mobile: string): Promise<number> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  if (!row) throw new Error(`no user ${mobile}`);
  return row.id;
}

/** A person's id in one factory, as `api/users` lists them (their membership's). */
export async function personIdOf(database: Database, mobile: string, factoryId = 1): Promise<number> {
  const [row] = await database.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(users.mobile, mobile), eq(members.factoryId, factoryId)));
  if (!row) throw new Error(`${mobile} is no member of factory ${factoryId}`);
  return row.id;
}

export async function menuIdsOf(database: Database, ...permissions: string[]): Promise<number[]> {
  const rows = await database.db
    .select({ id: menus.id })
    .from(menus)
    .where(inArray(menus.permission, permissions));
  return rows.map((row) => row.id);
}
