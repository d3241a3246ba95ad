import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres, withDatabase } from './client';

// Runs only against a real PostgreSQL: vitest.config.ts selects this file when DATABASE_URL is set.
const url = process.env.DATABASE_URL;

/** A PostgreSQL restart or an administrator may end idle connections; the server must carry on. */
describe('the PostgreSQL pool', () => {
  it('survives the server ending an idle connection, and answers the next query', async () => {
    const name = `gbo_pool_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = await openPostgres(withDatabase(url ?? '', name), 2);
    try {
      await database.ping(); // one idle connection now sits in the pool
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
