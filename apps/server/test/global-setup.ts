import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, withDatabase } from '../src/db/client';
import { setPasswordCost } from '../src/lib/password';
import { seedDemo } from '../src/seed/demo';
import { TEST_PASSWORD_COST_LOG2 } from './password-cost';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a data-directory dump (a tar) holding the migrated, seeded template. */
    pgliteTemplate: string;
    /** PostgreSQL: name of the migrated, seeded template database. */
    postgresTemplate: string;
  }
}

/**
 * Builds the test template once per run (migrations + demo data); each test file then starts from a copy,
 * which costs well under a second instead of an initdb and a seed per file.
 */
export default async function setup(project: TestProject) {
  // The demo accounts' hashes are made here, at the tests' cost (every test file signs in with them).
  setPasswordCost(TEST_PASSWORD_COST_LOG2);
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `gbo_test_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const database = await openPostgres(withDatabase(url, name), 2);
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = await openPglite();
  await database.migrate();
  await seedDemo(database.db);
  // Uncompressed: each worker reads it once, and a gzipped one costs a second of CPU to unpack each time.
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
