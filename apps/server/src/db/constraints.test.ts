import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { type Database, queryRows } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The SQLSTATE a statement fails with (drizzle wraps the driver's error in `cause`). */
async function sqlStateOf(statement: ReturnType<typeof sql>): Promise<string | undefined> {
  try {
    await database.db.execute(statement);
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
}

describe('the database itself', () => {
  it('refuses to delete a factory with history: it is disabled, never erased with its rows', async () => {
    // ON DELETE RESTRICT: PGlite says restrict_violation (23001), PostgreSQL foreign_key_violation (23503);
    // a cascade would have deleted everything below without a word.
    expect(['23001', '23503']).toContain(await sqlStateOf(sql`delete from factories where id = 1`));
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from depts where factory_id = 1`,
    );
    expect(row?.n).toBeGreaterThan(0);
  });

  it.each([
    [
      'a role’s data scope outside all, dept, custom',
      sql`update roles set data_scope = 'everything' where factory_id = 1`,
    ],
    [
      'a menu type other than directory, menu, button',
      sql`update menus set type = 7 where id = (select min(id) from menus)`,
    ],
    ['a negative menu order', sql`update menus set menu_sort = -1 where id = (select min(id) from menus)`],
    ['a negative people limit', sql`update factories set total_number = -5 where id = 1`],
    [
      'an audit row without an HTTP status',
      sql`insert into audit_logs (factory_id, description, method, path, status_code, duration_ms)
        values (1, 'x', 'GET', '/', 42, 0)`,
    ],
  ])('refuses %s', async (_what, statement) => {
    expect(await sqlStateOf(statement)).toBe('23514');
  });
});
