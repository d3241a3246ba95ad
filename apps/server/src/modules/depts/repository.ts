import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { containsPattern } from '../../lib/search';
import type { Shift, ShiftBreak } from '@gbo/contracts';
import { depts } from '../../db/schema';

const deptColumns = {
  id: depts.id,
  pid: depts.pid,
  name: depts.name,
  deptSort: depts.sort,
  enabled: depts.enabled,
  shiftStart: depts.shiftStart,
  shiftEnd: depts.shiftEnd,
  breaks: depts.breaks,
  targetEfficiency: depts.targetEfficiency,
  createTime: depts.createTime,
};

export type DeptRow = {
  id: number;
  pid: number | null;
  name: string;
  deptSort: number;
  enabled: boolean;
  /** 'HH:MM:SS' as PostgreSQL answers a time. */
  shiftStart: string | null;
  shiftEnd: string | null;
  breaks: ShiftBreak[] | null;
  targetEfficiency: string | null;
  createTime: Date;
};

/** What a department's form writes. */
export type DeptValues = {
  name: string;
  pid: number | null;
  deptSort: number;
  enabled: boolean;
  shift: Shift | null;
  targetEfficiency: number | null;
};

const workColumns = (values: DeptValues) => ({
  shiftStart: values.shift?.start ?? null,
  shiftEnd: values.shift?.end ?? null,
  breaks: values.shift?.breaks ?? null,
  targetEfficiency: values.targetEfficiency === null ? null : values.targetEfficiency.toFixed(3),
});

/** A factory's departments, optionally filtered, limited to `visible` unless it is 'all'. */
export async function findDepts(
  db: DbOrTx,
  factoryId: number,
  filter: { name?: string; enabled?: boolean; visible: 'all' | number[] },
): Promise<DeptRow[]> {
  if (filter.visible !== 'all' && filter.visible.length === 0) return [];
  return db
    .select(deptColumns)
    .from(depts)
    .where(
      and(
        eq(depts.factoryId, factoryId),
        filter.name ? ilike(depts.name, containsPattern(filter.name)) : undefined,
        filter.enabled === undefined ? undefined : eq(depts.enabled, filter.enabled),
        filter.visible === 'all' ? undefined : inArray(depts.id, filter.visible),
      ),
    )
    .orderBy(asc(depts.sort), asc(depts.id));
}

export async function findDept(db: DbOrTx, factoryId: number, id: number): Promise<DeptRow | null> {
  const [row] = await db
    .select(deptColumns)
    .from(depts)
    .where(and(eq(depts.factoryId, factoryId), eq(depts.id, id)));
  return row ?? null;
}

/** The given departments and every department below them (recursive). */
export async function findWithDescendants(db: DbOrTx, factoryId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`
    with recursive tree(id) as (
      select id from depts where factory_id = ${factoryId} and id in ${ids}
      union
      select d.id from depts d join tree on d.pid = tree.id where d.factory_id = ${factoryId}
    )
    select id from tree`,
  );
  return rows.map((row) => Number(row.id));
}

export async function insertDept(db: DbOrTx, factoryId: number, values: DeptValues): Promise<number> {
  const [row] = await db
    .insert(depts)
    .values({
      factoryId,
      name: values.name,
      pid: values.pid,
      sort: values.deptSort,
      enabled: values.enabled,
      ...workColumns(values),
    })
    .returning({ id: depts.id });
  if (!row) throw new Error('dept insert returned nothing');
  return row.id;
}

/** Where the department tree's lock lives: a transaction-scoped advisory lock per factory. */
const DEPT_TREE_LOCK = 0x64657074; // 'dept'

/** Serialises changes to a factory's department tree until the transaction ends. */
export async function lockDeptTree(tx: DbOrTx, factoryId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEPT_TREE_LOCK}, ${factoryId})`);
}

export async function updateDept(db: DbOrTx, factoryId: number, id: number, values: DeptValues) {
  await db
    .update(depts)
    .set({
      name: values.name,
      pid: values.pid,
      sort: values.deptSort,
      enabled: values.enabled,
      ...workColumns(values),
    })
    .where(and(eq(depts.factoryId, factoryId), eq(depts.id, id)));
}

/** Deletes departments; children first, so the parent links never dangle. */
export async function deleteDepts(db: DbOrTx, factoryId: number, idsDeepestFirst: number[]) {
  for (const id of idsDeepestFirst) {
    await db.delete(depts).where(and(eq(depts.factoryId, factoryId), eq(depts.id, id)));
  }
}

/** The names of the given departments (those of the factory that exist), by id. */
export async function findNames(db: DbOrTx, factoryId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: depts.id, name: depts.name })
    .from(depts)
    .where(and(eq(depts.factoryId, factoryId), inArray(depts.id, [...ids])));
}
