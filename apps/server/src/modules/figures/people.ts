import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

// People and filter ids as lists and payrolls show them.

// ─── People and filters, as lists and payrolls show them ───────────────────────────────────────────

export type MemberCard = {
  id: number;
  name: string;
  jobNumber: string | null;
  deptId: number | null;
  deptName: string | null;
  /** Works here now: enabled and not left. */
  current: boolean;
};

/**
 * A member of this factory with their name (as the factory knows them), job number and department, and
 * whether they work here now; null when there is none.
 */
export async function findMember(db: DbOrTx, factoryId: number, id: number): Promise<MemberCard | null> {
  const [row] = await queryRows<{
    id: number | string;
    name: string;
    job_number: string | null;
    dept_id: number | string | null;
    dept_name: string | null;
    current: boolean;
  }>(
    db,
    sql`select m.id, coalesce(m.invited_name, u.name) as name, m.job_number, m.dept_id, d.name as dept_name,
          m.enabled and m.left_at is null as current
        from members m join users u on u.id = m.user_id
        left join depts d on d.factory_id = m.factory_id and d.id = m.dept_id
        where m.factory_id = ${factoryId} and m.id = ${id}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    name: row.name,
    jobNumber: row.job_number,
    deptId: row.dept_id === null ? null : Number(row.dept_id),
    deptName: row.dept_name,
    current: row.current,
  };
}

/** Whether a department of this factory exists. */
export async function deptExists(db: DbOrTx, factoryId: number, id: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from depts where factory_id = ${factoryId} and id = ${id}`);
  return rows.length > 0;
}

/** The first of these filter ids that names nothing of this factory (so it is a 404, not an empty page). */
export async function unknownFilterId(
  db: DbOrTx,
  factoryId: number,
  f: { workerId?: number; deptId?: number; styleId?: number; cutOrderId?: number; processId?: number },
): Promise<keyof typeof f | null> {
  const checks: [keyof typeof f, string][] = [
    ['workerId', 'members'],
    ['deptId', 'depts'],
    ['styleId', 'styles'],
    ['cutOrderId', 'cut_orders'],
    ['processId', 'cut_order_processes'],
  ];
  for (const [field, table] of checks) {
    const id = f[field];
    if (id === undefined) continue;
    const found = await queryRows(
      db,
      sql`select 1 from ${sql.identifier(table)} where factory_id = ${factoryId} and id = ${id}`,
    );
    if (found.length === 0) return field;
  }
  return null;
}
