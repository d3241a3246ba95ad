import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Customer, Page, ServerMonitor } from '@gbo/contracts';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backAgain,
  createInstallation,
  type Installation,
  restoreUpload,
  signIn,
} from '../../../test/installation';
import { TEST_PASSWORD_COST_LOG2 } from '../../../test/password-cost';
import { type Db, withDatabase } from '../../db/client';
import { schema } from '../../db/schema';
import { setPasswordCost } from '../../lib/password';
import { SERVER_ROOT } from '../../paths';
import { seedDemo } from '../../seed/demo';
import { filesUnder, writeArchive } from './archive';
import type { BackupEngine } from './engine';
import { BACKUP_FORMAT } from './manifest';
import { pgliteEngine } from './pglite-engine';
import { postgresEngine } from './postgres-engine';

// A backup made by the previous version of the product (its database one migration behind) is restored and
// migrated forward by the restarted server, on both databases.

const OLD_PHONE = '13700000099';

let installation: Installation;
let work: string;
let dropOld = async () => undefined as void;
beforeAll(async () => {
  installation = await createInstallation();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-older-'));
  setPasswordCost(TEST_PASSWORD_COST_LOG2);
});
afterAll(async () => {
  await dropOld();
  await installation.remove();
  fs.rmSync(work, { recursive: true, force: true });
});

/** This server's migrations but the newest: the previous version's. */
function previousMigrations(): { folder: string; count: number } {
  const folder = path.join(work, 'migrations');
  fs.cpSync(path.join(SERVER_ROOT, 'drizzle'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries.pop();
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, count: journal.entries.length };
}

/**
 * The previous version's installation, seeded, with one customer's phone changed: its database part written
 * by `engine` under `work`, then packed as a backup file.
 */
async function olderBackup(): Promise<{ file: string; count: number }> {
  const { folder, count } = previousMigrations();
  const url = process.env.DATABASE_URL;
  let engine: BackupEngine;
  let finish: () => Promise<void>;
  let db: Db;
  if (url) {
    const name = `gbo_test_older_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    dropOld = async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
    const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 2 });
    await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: folder });
    db = drizzleNodePg(pool, { schema });
    engine = postgresEngine(withDatabase(url, name), null);
    finish = () => pool.end();
  } else {
    const dataDir = path.join(work, 'old-data');
    fs.mkdirSync(dataDir);
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    db = drizzlePglite(client, { schema });
    engine = pgliteEngine(client, dataDir);
    finish = () => client.close();
  }
  try {
    await seedDemo(db);
    await db.execute(`update customers set phone = '${OLD_PHONE}' where factory_id = 1`);
    const part = path.join(work, 'part');
    const state = await engine.dump(part);
    expect(state.migrations.count).toBe(count);
    const file = path.join(work, 'older.tar.gz');
    await writeArchive(
      file,
      {
        format: BACKUP_FORMAT,
        product: 'garment-back-office',
        appVersion: '5.9.0',
        createdAt: new Date().toISOString(),
        engine: engine.kind,
        postgresMajor: await engine.postgresMajor(),
        state,
      },
      filesUnder(path.join(part, 'database'), 'database/'),
    );
    return { file, count };
  } finally {
    await finish();
  }
}

describe('a backup of the previous version', () => {
  it('is restored, and the restarted server migrates it forward', async () => {
    const older = await olderBackup();
    const server = await installation.start();
    try {
      const operator = await signIn(server, '13800000000');
      const answer = await restoreUpload(operator, server, fs.readFileSync(older.file), 'older.tar.gz');
      expect(answer.status, await answer.clone().text()).toBe(202);
      await backAgain(server);
      // The previous version's data: every customer of factory 1 has the phone it was given there.
      const admin = await signIn(server, '13900000001');
      const customers = (await (await admin.call('GET', '/api/customers?size=100')).json()) as Page<Customer>;
      expect(customers.content.length).toBeGreaterThan(0);
      expect(new Set(customers.content.map((customer) => customer.phone))).toEqual(new Set([OLD_PHONE]));
      // Migrated forward: the newest migration's table (the server monitor's processes) is there and used.
      const operatorAgain = await signIn(server, '13800000000');
      const monitor = await operatorAgain.call('GET', '/api/monitor/server');
      expect(monitor.status).toBe(200);
      expect(((await monitor.json()) as ServerMonitor).processes.length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});
