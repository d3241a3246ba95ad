import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../paths';
import { QC_GUARD_CODES, SCAN_GUARD_CODES, scanRefusalOf, WAGE_LOCK_KEY } from './db-rules';

// The migrations are applied and never edited: this test holds db-rules.ts to the numbers their SQL spells.

const MIGRATIONS = path.join(SERVER_ROOT, 'drizzle');
const migration = (prefix: string) => {
  const file = fs.readdirSync(MIGRATIONS).find((name) => name.startsWith(prefix) && name.endsWith('.sql'));
  if (!file) throw new Error(`no migration ${prefix}`);
  return fs.readFileSync(path.join(MIGRATIONS, file), 'utf8');
};
const allMigrations = () =>
  fs
    .readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => fs.readFileSync(path.join(MIGRATIONS, name), 'utf8'))
    .join('\n');

/** The body of a plpgsql function as the migrations leave it: its last CREATE (OR REPLACE) in them. */
const functionBody = (sql: string, name: string) => {
  const pattern = new RegExp(
    `CREATE (?:OR REPLACE )?FUNCTION "${name}"\\([^)]*\\)[^$]*\\$\\$([\\s\\S]*?)\\$\\$`,
    'g',
  );
  const body = [...sql.matchAll(pattern)].at(-1)?.[1];
  if (!body) throw new Error(`no function ${name}`);
  return body;
};

describe('the database rules and the TypeScript agree', () => {
  it("the scan guard takes the wage lock shared, by the wages module's key", () => {
    const guard = functionBody(allMigrations(), 'scans_guard');
    expect(guard).toContain(`pg_advisory_xact_lock_shared(${WAGE_LOCK_KEY}, NEW.factory_id::int)`);
  });

  it('every advisory lock a migration takes has its key here', () => {
    const keys = [...allMigrations().matchAll(/pg_advisory_xact_lock(?:_shared)?\((\d+)/g)].map((m) =>
      Number(m[1]),
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toBe(WAGE_LOCK_KEY);
  });

  it('the inspection guard raises the SQLSTATEs mapped here, each where its meaning says', () => {
    const guard = functionBody(allMigrations(), 'qc_inspections_guard');
    expect(guard).toMatch(/bundle_status IS DISTINCT FROM 'active' THEN\s+RAISE EXCEPTION[^;]*'GBQ01'/);
    expect(guard).toMatch(
      /c\.first_inspected \+ NEW\.inspected_qty > bundle_qty THEN\s+RAISE EXCEPTION[^;]*'GBQ02'/,
    );
    expect(guard).toMatch(
      /NEW\.inspected_qty > c\.first_failed - c\.recheck_passed THEN\s+RAISE EXCEPTION[^;]*'GBQ03'/,
    );
    expect(guard).toMatch(/< c\.recheck_passed THEN\s+RAISE EXCEPTION[^;]*'GBQ04'/);
    expect(guard).toMatch(/TG_OP = 'DELETE' THEN\s+RAISE EXCEPTION[^;]*'GBQ05'/);
    expect(functionBody(allMigrations(), 'bundles_qc_qty_guard')).toContain("ERRCODE = 'GBQ02'");
  });

  it('the scan triggers raise exactly the SQLSTATEs mapped here, each where its meaning says', () => {
    const sql = migration('0009_');
    const raised = [...allMigrations().matchAll(/ERRCODE = '([0-9A-Z]{5})'/g)].map((m) => m[1]);
    expect(new Set(raised)).toEqual(
      new Set([...Object.keys(SCAN_GUARD_CODES), ...Object.keys(QC_GUARD_CODES)]),
    );
    const guard = functionBody(allMigrations(), 'scans_guard');
    expect(guard).toMatch(/bundle_status IS DISTINCT FROM 'active' THEN\s+RAISE EXCEPTION[^;]*'GBS01'/);
    expect(guard).toMatch(/done \+ NEW\.qty > bundle_qty THEN\s+RAISE EXCEPTION[^;]*'GBS02'/);
    expect(guard).toMatch(
      /IF wage_day_settled\(NEW\.factory_id, NEW\.worker_id, NEW\.work_date\) THEN\s+RAISE EXCEPTION 'work date % is settled'[^;]*'GBS03'/,
    );
    expect(functionBody(sql, 'scans_never_deleted')).toContain("ERRCODE = 'GBS04'");
    expect(sql).toMatch(/CREATE TRIGGER "scans_never_deleted" BEFORE DELETE ON "scans"/);
  });

  it('a settled day is decided by one function, which the scan guard and the wages module both ask', () => {
    expect(functionBody(allMigrations(), 'wage_day_settled')).toMatch(/FROM wage_settlements ws/);
    const wages = fs.readFileSync(path.join(SERVER_ROOT, 'src/modules/wages/repository.ts'), 'utf8');
    expect(wages).toContain('wage_day_settled(');
    expect(wages).not.toMatch(/from wage_settlements ws\s+where[^`]*between ws\.period_from/);
  });

  it('reads the refusal from a driver error, wrapped or not', () => {
    const driver = Object.assign(new Error('work date 2026-01-01 is settled'), { code: 'GBS03' });
    expect(scanRefusalOf(driver)).toBe('daySettled');
    expect(scanRefusalOf(new Error('query failed', { cause: driver }))).toBe('daySettled');
    expect(scanRefusalOf(Object.assign(new Error('duplicate'), { code: '23505' }))).toBeUndefined();
  });
});
