import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { defectCodes, qcDefects, qcInspections } from '../../db/schema';

// This module owns defect codes, inspections and their defect lines, and its SQL touches only them; an
// inspection as the API shows it (with its bundle, bed, style and names) is the read side's
// (figures/quality.ts). The counting rules are the database's own (migration 0019, the qc_inspections_guard
// trigger under the bundle's row lock), refused with the SQLSTATEs of lib/db-rules.ts.

export type DefectCodeRow = typeof defectCodes.$inferSelect;

export async function findDefectCodes(db: DbOrTx, factoryId: number): Promise<DefectCodeRow[]> {
  return db
    .select()
    .from(defectCodes)
    .where(eq(defectCodes.factoryId, factoryId))
    .orderBy(asc(defectCodes.sort), asc(defectCodes.code));
}

export async function findDefectCode(db: DbOrTx, factoryId: number, id: number) {
  const [row] = await db
    .select()
    .from(defectCodes)
    .where(and(eq(defectCodes.factoryId, factoryId), eq(defectCodes.id, id)));
  return row ?? null;
}

export async function findDefectCodesByText(db: DbOrTx, factoryId: number, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(defectCodes)
    .where(and(eq(defectCodes.factoryId, factoryId), inArray(defectCodes.code, [...codes])));
}

type DefectCodeValues = { code: string; name: string; category: string; enabled: boolean };

/** Adds a code after the others; null when the code is taken. */
export async function insertDefectCode(
  db: DbOrTx,
  factoryId: number,
  v: DefectCodeValues,
): Promise<number | null> {
  const [row] = await db
    .insert(defectCodes)
    .values({
      factoryId,
      ...v,
      sort: sql`(select coalesce(max(sort), 0) + 1 from defect_codes where factory_id = ${factoryId})`,
    })
    .onConflictDoNothing()
    .returning({ id: defectCodes.id });
  return row ? Number(row.id) : null;
}

/** Renames a code in the factory's own words (both languages then show them); false when not found. */
export async function updateDefectCode(db: DbOrTx, factoryId: number, id: number, v: DefectCodeValues) {
  const rows = await db
    .update(defectCodes)
    .set({ ...v, nameZh: null })
    .where(and(eq(defectCodes.factoryId, factoryId), eq(defectCodes.id, id)))
    .returning({ id: defectCodes.id });
  return rows.length > 0;
}

export type InspectionValues = {
  bundleId: number;
  cutOrderId: number;
  checkpoint: 'inline' | 'final';
  afterProcessId: number | null;
  kind: 'first' | 'recheck';
  inspectedQty: number;
  passedQty: number;
  defectQty: number;
  inspectorId: number;
  requestId: string;
  timeZone: string;
};

/**
 * Inserts an inspection (the guard counts under the bundle's lock and throws its refusals); null when the
 * request id was used already.
 */
export async function insertInspection(
  tx: DbOrTx,
  factoryId: number,
  v: InspectionValues,
): Promise<number | null> {
  const [row] = await tx
    .insert(qcInspections)
    .values({
      factoryId,
      bundleId: v.bundleId,
      cutOrderId: v.cutOrderId,
      checkpoint: v.checkpoint,
      afterProcessId: v.afterProcessId,
      kind: v.kind,
      inspectedQty: v.inspectedQty,
      passedQty: v.passedQty,
      defectQty: v.defectQty,
      inspectorId: v.inspectorId,
      requestId: v.requestId,
      workDate: sql`(now() at time zone ${v.timeZone})::date`,
    })
    .onConflictDoNothing({ target: [qcInspections.factoryId, qcInspections.requestId] })
    .returning({ id: qcInspections.id });
  return row ? Number(row.id) : null;
}

export type DefectLineValues = {
  defectCodeId: number;
  cutOrderId: number;
  processId: number;
  workerId: number | null;
  qty: number;
};

export async function insertDefectLines(
  tx: DbOrTx,
  factoryId: number,
  inspectionId: number,
  lines: readonly DefectLineValues[],
) {
  if (lines.length === 0) return;
  await tx.insert(qcDefects).values(lines.map((line) => ({ factoryId, inspectionId, ...line })));
}

/** The inspection a request id made, if any, and who recorded it. */
export async function findInspectionByRequest(db: DbOrTx, factoryId: number, requestId: string) {
  const [row] = await db
    .select({ id: qcInspections.id, inspectorId: qcInspections.inspectorId })
    .from(qcInspections)
    .where(and(eq(qcInspections.factoryId, factoryId), eq(qcInspections.requestId, requestId)));
  return row ? { id: Number(row.id), inspectorId: Number(row.inspectorId) } : null;
}

/** The defect lines of an inspection as recorded (code id, process, worker, qty). */
export async function findDefectLines(db: DbOrTx, factoryId: number, inspectionId: number) {
  return db
    .select({
      defectCodeId: qcDefects.defectCodeId,
      processId: qcDefects.processId,
      workerId: qcDefects.workerId,
      qty: qcDefects.qty,
    })
    .from(qcDefects)
    .where(and(eq(qcDefects.factoryId, factoryId), eq(qcDefects.inspectionId, inspectionId)))
    .orderBy(asc(qcDefects.id));
}

/** Whether the inspection was made less than `minutes` ago (by the database's clock). */
export async function madeWithin(db: DbOrTx, factoryId: number, id: number, minutes: number) {
  const [row] = await db
    .select({
      recent: sql<boolean>`${qcInspections.inspectedAt} > now() - make_interval(mins => ${minutes}::int)`,
    })
    .from(qcInspections)
    .where(and(eq(qcInspections.factoryId, factoryId), eq(qcInspections.id, id)));
  return row?.recent === true;
}

/** Undoes a valid inspection (the guard refuses when its rework was re-inspected); false when undone already. */
export async function undoInspection(db: DbOrTx, factoryId: number, id: number, memberId: number | null) {
  const rows = await db
    .update(qcInspections)
    .set({ status: 'undone', undoneAt: sql`now()`, undoneBy: memberId })
    .where(
      and(
        eq(qcInspections.factoryId, factoryId),
        eq(qcInspections.id, id),
        eq(qcInspections.status, 'valid'),
      ),
    )
    .returning({ id: qcInspections.id });
  return rows.length > 0;
}

export type CheckpointCounts = {
  checkpoint: 'inline' | 'final';
  afterProcessId: number | null;
  inspectedQty: number;
  passedQty: number;
  failedQty: number;
  reworkQty: number;
};

/** A bundle's valid inspections per checkpoint: first-inspected, passed (first or again), failed, rework open. */
export async function checkpointsOfBundle(
  db: DbOrTx,
  factoryId: number,
  bundleId: number,
): Promise<CheckpointCounts[]> {
  const rows = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select checkpoint, after_process_id,
          coalesce(sum(inspected_qty) filter (where kind = 'first'), 0) as inspected,
          coalesce(sum(passed_qty), 0) as passed,
          coalesce(sum(inspected_qty - passed_qty) filter (where kind = 'first'), 0) as failed,
          coalesce(sum(inspected_qty - passed_qty) filter (where kind = 'first'), 0)
            - coalesce(sum(passed_qty) filter (where kind = 'recheck'), 0) as rework
        from qc_inspections
        where factory_id = ${factoryId} and bundle_id = ${bundleId} and status = 'valid'
        group by checkpoint, after_process_id
        order by checkpoint desc, after_process_id`,
  );
  return rows.map((r) => ({
    checkpoint: r.checkpoint === 'final' ? 'final' : 'inline',
    afterProcessId: r.after_process_id === null ? null : Number(r.after_process_id),
    inspectedQty: Number(r.inspected),
    passedQty: Number(r.passed),
    failedQty: Number(r.failed),
    reworkQty: Number(r.rework),
  }));
}
