import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { auditLogs, roles } from '../../db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  // The audit insert fails for one description only, as a full disk or a lost connection would.
  await t.database.db.execute(sql`
    create function refuse_audit() returns trigger language plpgsql as $$
    begin
      if new.description like 'Create role %' and new.status_code < 400 then
        raise exception 'audit refused';
      end if;
      return new;
    end $$`);
  await t.database.db.execute(
    sql`create trigger refuse_audit before insert on audit_logs for each row execute function refuse_audit()`,
  );
});
afterAll(() => t.close());

describe('an audited write and its audit row', () => {
  it('commit together or not at all: no acknowledged write without its row', async () => {
    const token = await t.login('13900000001', 1);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { authorization: token },
      payload: { name: 'Unlogged', code: 'unlogged', dataScope: 'all' },
    });
    expect(created.statusCode).toBe(500);
    expect(await t.database.db.select().from(roles).where(eq(roles.code, 'unlogged'))).toHaveLength(0);
  });

  it('commits both when the audit row is written', async () => {
    const token = await t.login('13900000001', 1);
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/users/center',
      headers: { authorization: token },
      payload: { name: 'Wang Fang', email: 'wang.fang@example.com' },
    });
    const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.path, '/api/users/center'));
    expect(edited.statusCode).toBe(204);
    expect(rows.map((row) => row.statusCode)).toEqual([204]);
  });
});
