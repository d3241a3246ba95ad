import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { type Database, inTransaction, queryRows, transactional } from '../../db/client';
import { createStyleService } from './service';

// Only PostgreSQL has concurrent sessions to block one another: CI's PostgreSQL pass runs this file.
let database: Database;
let other: pg.Client;
let styleId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  other = new pg.Client({ connectionString: url.toString() });
  await other.connect();
  const [style] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from styles where factory_id = 1 and style_no = 'PL2408'`,
  );
  styleId = Number(style?.id);
});
afterAll(async () => {
  await other.end();
  await database.close();
});

describe('a style locked for cutting', () => {
  const service = () => createStyleService({ db: transactional(database.db) });

  it('makes a second locker wait until the first transaction ends', async () => {
    await inTransaction(database.db, async () => {
      expect((await service().forCutting(1, styleId, { lock: true }))?.styleNo).toBe('PL2408');
      await other.query(`set lock_timeout = '1s'`);
      await expect(
        other.query(`select id from styles where factory_id = 1 and id = $1 for no key update`, [styleId]),
      ).rejects.toThrow(/lock timeout/);
    });
    // Once it has ended, the lock is free.
    await expect(
      other.query(`select id from styles where factory_id = 1 and id = $1 for no key update`, [styleId]),
    ).resolves.toMatchObject({ rowCount: 1 });
  });

  it('does not hold up inserts pointing at the style (their foreign-key checks) nor plain reads', async () => {
    await inTransaction(database.db, async () => {
      await service().forCutting(1, styleId, { lock: true });
      await other.query(`set statement_timeout = '3s'`);
      await other.query('begin');
      await expect(
        other.query(
          `insert into style_processes (factory_id, style_id, seq, name, rate) values (1, $1, 99, 'x', 0.1)`,
          [styleId],
        ),
      ).resolves.toMatchObject({ rowCount: 1 });
      await other.query('rollback');
      expect((await service().forCutting(1, styleId))?.processes).toHaveLength(12);
    });
  });
});
