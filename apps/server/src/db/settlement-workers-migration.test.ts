import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST_LOG2 } from '../../test/password-cost';
import { setPasswordCost } from '../lib/password';
import { SERVER_ROOT } from '../paths';
import { seedDemo } from '../seed/demo';
import { type Database, openPglite, queryRows } from './client';

// Migration 0016 gives the department settlements made before it the people they cover. A database is built
// at 0015 (the journal without 0016 and after), one such settlement is made there as 0015's code made it, people move,
// and then the real migrations run.
const MIGRATION = '0016_settlement_workers';
const DAY = '2024-01-15';
/** The columns of later migrations (0019) that today's code writes when it seeds the demo. */
const LATER_COLUMNS = [
  { table: 'styles', column: 'final_inspection', type: 'boolean not null default false' },
  { table: 'bundles', column: 'final_passed_qty', type: 'integer not null default 0' },
  { table: 'bundles', column: 'last_scan_date', type: 'date' },
  { table: 'depts', column: 'shift_start', type: 'time(0)' },
  { table: 'depts', column: 'shift_end', type: 'time(0)' },
  { table: 'depts', column: 'breaks', type: 'jsonb' },
  { table: 'depts', column: 'target_efficiency', type: 'numeric(4, 3)' },
  { table: 'style_processes', column: 'sam', type: 'numeric(7, 3)' },
  { table: 'cut_order_processes', column: 'sam', type: 'numeric(7, 3)' },
  { table: 'scans', column: 'sam', type: 'numeric(7, 3)' },
  { table: 'wage_adjustments', column: 'worker_seen_at', type: 'timestamptz' },
];

let database: Database & { pglite: Awaited<ReturnType<typeof openPglite>>['pglite'] };
let folder: string;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<T>(database.db, query);
  return row as T;
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-migrations-'));
  fs.cpSync(path.join(SERVER_ROOT, 'drizzle'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  // The migrator applies only what is newer than the last one applied: the later ones go too.
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === MIGRATION),
  );
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  setPasswordCost(TEST_PASSWORD_COST_LOG2);
  database = await openPglite();
  await migrate(drizzle(database.pglite), { migrationsFolder: folder });
  // Today's demo seed writes columns later migrations add: they stand in while it runs, and go before the
  // real migrations add them.
  for (const { table, column, type } of LATER_COLUMNS)
    await database.db.execute(sql.raw(`alter table ${table} add column ${column} ${type}`));
  await seedDemo(database.db);
  for (const { table, column } of LATER_COLUMNS)
    await database.db.execute(sql.raw(`alter table ${table} drop column ${column}`));
}, 120_000);

afterAll(async () => {
  await database.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('migration 0016 (who a department settlement made before it covers)', () => {
  it('covers the people it paid and its people with nothing unpaid in its period, not one who joined with an unpaid scan', async () => {
    const lineTwo = await one<{ id: number }>(
      sql`select id from depts where factory_id = 1 and name = 'Sewing line 2'`,
    );
    // Two valid scans of two people: one the settlement pays, one it does not (its worker joins line 2 later).
    const scans = await queryRows<{ id: number; worker_id: number; qty: number; amount: string }>(
      database.db,
      sql`select distinct on (worker_id) id, worker_id, qty, amount::text as amount from scans
          where factory_id = 1 and status = 'valid' order by worker_id, id limit 2`,
    );
    const [paid, unpaid] = scans;
    if (!paid || !unpaid) throw new Error('the demo has no scans of two workers');
    const idle = await one<{ id: number }>(
      sql`select id from members where factory_id = 1 and dept_id = ${lineTwo.id}
            and id not in (${paid.worker_id}, ${unpaid.worker_id}) limit 1`,
    );
    await database.db.execute(
      sql`update scans set work_date = ${DAY}::date where id in (${paid.id}, ${unpaid.id})`,
    );
    // Line 2's settlement of the day, as 0015's code made it: the paid worker was in line 2 then.
    await database.db.execute(sql`update members set dept_id = ${lineTwo.id} where id = ${paid.worker_id}`);
    const settlement = await one<{ id: number }>(
      sql`insert into wage_settlements (factory_id, period_from, period_to, dept_id, worker_count, qty, amount,
            adjustments, total)
          values (1, ${DAY}::date, ${DAY}::date, ${lineTwo.id}, 1, ${paid.qty}, ${paid.amount}::numeric, 0,
            round(${paid.amount}::numeric, 2))
          returning id`,
    );
    await database.db.execute(sql`update scans set settlement_id = ${settlement.id} where id = ${paid.id}`);
    await database.db.execute(
      sql`insert into wage_settlement_lines (factory_id, settlement_id, worker_id, qty, amount, adjustments, total)
          values (1, ${settlement.id}, ${paid.worker_id}, ${paid.qty}, ${paid.amount}::numeric, 0,
            round(${paid.amount}::numeric, 2))`,
    );
    // Later the paid worker leaves line 2, and the other one joins it with their scan of the day unpaid.
    await database.db.execute(sql`update members set dept_id = null where id = ${paid.worker_id}`);
    await database.db.execute(sql`update members set dept_id = ${lineTwo.id} where id = ${unpaid.worker_id}`);

    await database.migrate();

    const covered = await queryRows<{ worker_id: number }>(
      database.db,
      sql`select worker_id from wage_settlement_workers where settlement_id = ${settlement.id}`,
    );
    const ids = covered.map((row) => Number(row.worker_id));
    expect(ids).toContain(Number(paid.worker_id));
    expect(ids).toContain(Number(idle.id));
    expect(ids).not.toContain(Number(unpaid.worker_id));
    // No valid scan is left unpaid on a day the settlements closed for its worker.
    const stranded = await one<{ n: string }>(
      sql`select count(*) as n from scans where status = 'valid' and settlement_id is null
          and wage_day_settled(factory_id, worker_id, work_date)`,
    );
    expect(Number(stranded.n)).toBe(0);
  });
});
