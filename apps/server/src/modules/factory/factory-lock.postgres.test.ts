import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { type Database, queryRows } from '../../db/client';
import { lockFactory } from './repository';

// Only PostgreSQL has concurrent sessions to block one another: CI's PostgreSQL pass runs this file.
let database: Database;
let other: pg.Client;
beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  other = new pg.Client({ connectionString: url.toString() });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await database.close();
});

describe('the people limit’s lock on the factory row', () => {
  it('does not hold up the factory’s other inserts (their foreign-key checks into factories)', async () => {
    await database.db.transaction(async (tx) => {
      await lockFactory(tx, 1);
      // Another session inserts a row pointing at the factory while the lock is held. Under FOR UPDATE its
      // KEY SHARE lock would wait for this transaction: the statement timeout turns that wait into an error.
      await other.query(`set statement_timeout = '3s'`);
      await expect(
        other.query(
          `insert into depts (factory_id, name) values (1, 'Inserted during the lock') returning id`,
        ),
      ).resolves.toMatchObject({ rowCount: 1 });
    });
  });
});
