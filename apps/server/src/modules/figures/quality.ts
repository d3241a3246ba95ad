import type { QcGroup } from '@gbo/contracts';
import { and, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, idArray, queryRows } from '../../db/client';
import { memberNameOf } from '../people';

// Quality inspections as the API shows them, and their figures (docs/design.md §10): the joins with bundles,
// beds, styles, processes and people are the read side's, so the quality module's own SQL touches only its
// tables.

/** An inspection's row with its bundle, bed, style, checkpoint process and people's names. */
export type InspectionRow = {
  id: number;
  bundleId: number;
  bundleNo: number;
  ticketNo: number;
  styleNo: string;
  bedNo: number;
  colour: string;
  size: string;
  bundleQty: number;
  checkpoint: 'inline' | 'final';
  afterProcessId: number | null;
  afterProcessName: string | null;
  kind: 'first' | 'recheck';
  inspectedQty: number;
  passedQty: number;
  defectQty: number;
  inspectorId: number;
  inspectorName: string;
  workDate: string;
  inspectedAt: Date;
  status: 'valid' | 'undone';
  undoneAt: Date | null;
  undoneByName: string | null;
};

export type InspectionFilter = {
  from?: string;
  to?: string;
  checkpoint?: 'inline' | 'final';
  kind?: 'first' | 'recheck';
  status?: 'valid' | 'undone';
  styleId?: number;
  cutOrderId?: number;
  inspectorId?: number;
  workerId?: number;
  bundleNo?: number;
  reworkOpen?: boolean;
  id?: number;
  requestId?: string;
};

type RawInspection = Record<keyof InspectionRow, string | number | Date | null>;

const instant = (value: string | number | Date | null) =>
  value instanceof Date ? value : new Date(String(value));

function toInspectionRow(r: RawInspection): InspectionRow {
  return {
    id: Number(r.id),
    bundleId: Number(r.bundleId),
    bundleNo: Number(r.bundleNo),
    ticketNo: Number(r.ticketNo),
    styleNo: String(r.styleNo),
    bedNo: Number(r.bedNo),
    colour: String(r.colour),
    size: String(r.size),
    bundleQty: Number(r.bundleQty),
    checkpoint: r.checkpoint === 'final' ? 'final' : 'inline',
    afterProcessId: r.afterProcessId === null ? null : Number(r.afterProcessId),
    afterProcessName: r.afterProcessName === null ? null : String(r.afterProcessName),
    kind: r.kind === 'recheck' ? 'recheck' : 'first',
    inspectedQty: Number(r.inspectedQty),
    passedQty: Number(r.passedQty),
    defectQty: Number(r.defectQty),
    inspectorId: Number(r.inspectorId),
    inspectorName: String(r.inspectorName ?? ''),
    workDate: String(r.workDate),
    inspectedAt: instant(r.inspectedAt),
    status: r.status === 'undone' ? 'undone' : 'valid',
    undoneAt: r.undoneAt === null ? null : instant(r.undoneAt),
    undoneByName: r.undoneByName === null ? null : String(r.undoneByName),
  };
}

/** The open rework of a checkpoint of a bundle: failed at first inspections, not passed again since. */
const reworkOpenOf = (q: string) =>
  sql.raw(`(select c.first_failed - c.recheck_passed
    from qc_checkpoint_counts(${q}.factory_id, ${q}.bundle_id, ${q}.checkpoint, ${q}.after_process_id) c)`);

function inspectionWhere(factoryId: number, f: InspectionFilter): SQL | undefined {
  return and(
    sql`q.factory_id = ${factoryId}`,
    f.id === undefined ? undefined : sql`q.id = ${f.id}`,
    f.requestId === undefined ? undefined : sql`q.request_id = ${f.requestId}`,
    f.from === undefined ? undefined : sql`q.work_date >= ${f.from}::date`,
    f.to === undefined ? undefined : sql`q.work_date <= ${f.to}::date`,
    f.checkpoint === undefined ? undefined : sql`q.checkpoint = ${f.checkpoint}`,
    f.kind === undefined ? undefined : sql`q.kind = ${f.kind}`,
    f.status === undefined ? undefined : sql`q.status = ${f.status}`,
    f.styleId === undefined ? undefined : sql`b.style_id = ${f.styleId}`,
    f.cutOrderId === undefined ? undefined : sql`q.cut_order_id = ${f.cutOrderId}`,
    f.inspectorId === undefined ? undefined : sql`q.inspector_id = ${f.inspectorId}`,
    f.bundleNo === undefined ? undefined : sql`b.bundle_no = ${f.bundleNo}`,
    f.workerId === undefined
      ? undefined
      : sql`exists (select 1 from qc_defects d where d.factory_id = q.factory_id and d.inspection_id = q.id
          and d.worker_id = ${f.workerId})`,
    f.reworkOpen === undefined
      ? undefined
      : f.reworkOpen
        ? sql`q.status = 'valid' and ${reworkOpenOf('q')} > 0`
        : sql`not (q.status = 'valid' and ${reworkOpenOf('q')} > 0)`,
  );
}

const FROM_INSPECTIONS = sql`from qc_inspections q
  join bundles b on b.factory_id = q.factory_id and b.id = q.bundle_id
  join cut_orders co on co.factory_id = b.factory_id and co.id = b.cut_order_id
  join styles st on st.factory_id = b.factory_id and st.id = b.style_id
  left join cut_order_processes ap on ap.factory_id = q.factory_id and ap.id = q.after_process_id`;

/** Inspections the filter matches, newest work day first (then newest first). */
export async function findInspections(
  db: DbOrTx,
  factoryId: number,
  filter: InspectionFilter,
  offset: number,
  limit: number,
): Promise<InspectionRow[]> {
  const rows = await queryRows<RawInspection>(
    db,
    sql`select q.id as "id", q.bundle_id as "bundleId", b.bundle_no as "bundleNo", b.ticket_no as "ticketNo",
          st.style_no as "styleNo", co.bed_no as "bedNo", b.colour as "colour", b.size as "size",
          b.qty as "bundleQty", q.checkpoint as "checkpoint", q.after_process_id as "afterProcessId",
          ap.name as "afterProcessName", q.kind as "kind", q.inspected_qty as "inspectedQty",
          q.passed_qty as "passedQty", q.defect_qty as "defectQty", q.inspector_id as "inspectorId",
          ${memberNameOf(sql`q.factory_id`, sql`q.inspector_id`)} as "inspectorName",
          q.work_date::text as "workDate", q.inspected_at as "inspectedAt", q.status as "status",
          q.undone_at as "undoneAt", ${memberNameOf(sql`q.factory_id`, sql`q.undone_by`)} as "undoneByName"
        ${FROM_INSPECTIONS}
        where ${inspectionWhere(factoryId, filter)}
        order by q.work_date desc, q.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map(toInspectionRow);
}

/** `round(a * 100 / b, 2)` as text, 0.00 when b is 0. */
const percentText = (a: SQL, b: SQL) =>
  sql`to_char(coalesce(round((${a})::numeric * 100 / nullif(${b}, 0), 2), 0), 'FM999999990.00')`;

export type InspectionTotals = {
  total: number;
  inspected: number;
  passed: number;
  failed: number;
  defects: number;
  dhu: string;
};

/**
 * How many inspections the filter matches, and over its valid ones: first-inspected pieces, the defects found
 * on them, the pieces failed then, the pieces passed (first time or on a re-inspection) and the DHU.
 */
export async function sumInspections(
  db: DbOrTx,
  factoryId: number,
  filter: InspectionFilter,
): Promise<InspectionTotals> {
  const [row] = await queryRows<Record<string, string | number>>(
    db,
    sql`select count(*) as total,
          coalesce(sum(q.inspected_qty) filter (where q.status = 'valid' and q.kind = 'first'), 0) as inspected,
          coalesce(sum(q.passed_qty) filter (where q.status = 'valid'), 0) as passed,
          coalesce(sum(q.inspected_qty - q.passed_qty) filter (where q.status = 'valid' and q.kind = 'first'), 0)
            as failed,
          coalesce(sum(q.defect_qty) filter (where q.status = 'valid' and q.kind = 'first'), 0) as defects
        ${FROM_INSPECTIONS}
        where ${inspectionWhere(factoryId, filter)}`,
  );
  const inspected = Number(row?.inspected ?? 0);
  const defects = Number(row?.defects ?? 0);
  return {
    total: Number(row?.total ?? 0),
    inspected,
    passed: Number(row?.passed ?? 0),
    failed: Number(row?.failed ?? 0),
    defects,
    dhu: inspected === 0 ? '0.00' : (Math.round((defects * 10_000) / inspected) / 100).toFixed(2),
  };
}

export type DefectLineRow = {
  inspectionId: number;
  code: string;
  name: string;
  nameZh: string | null;
  category: string;
  qty: number;
  processId: number;
  processName: string;
  seq: number;
  workerId: number | null;
  workerName: string | null;
};

/** The defect lines of some inspections, by process then code. */
export async function defectsOfInspections(
  db: DbOrTx,
  factoryId: number,
  inspectionIds: readonly number[],
): Promise<DefectLineRow[]> {
  if (inspectionIds.length === 0) return [];
  const rows = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select d.inspection_id, c.code, c.name, c.name_zh, c.category, d.qty, d.process_id, p.name as process_name,
          p.seq, d.worker_id, ${memberNameOf(sql`d.factory_id`, sql`d.worker_id`)} as worker_name
        from qc_defects d
        join defect_codes c on c.factory_id = d.factory_id and c.id = d.defect_code_id
        join cut_order_processes p on p.factory_id = d.factory_id and p.id = d.process_id
        where d.factory_id = ${factoryId} and d.inspection_id = any(${idArray(inspectionIds)})
        order by d.inspection_id, p.seq, c.sort, c.code, d.id`,
  );
  return rows.map((r) => ({
    inspectionId: Number(r.inspection_id),
    code: String(r.code),
    name: String(r.name),
    nameZh: r.name_zh === null ? null : String(r.name_zh),
    category: String(r.category),
    qty: Number(r.qty),
    processId: Number(r.process_id),
    processName: String(r.process_name),
    seq: Number(r.seq),
    workerId: r.worker_id === null ? null : Number(r.worker_id),
    workerName: r.worker_name === null ? null : String(r.worker_name),
  }));
}

export type BundleCheckpointRow = {
  bundleId: number;
  afterProcessId: number | null;
  inspectedQty: number;
  passedQty: number;
  reworkQty: number;
};

/** Some bundles' valid inspections per checkpoint (null process: the final check). */
export async function checkpointsOfBundles(
  db: DbOrTx,
  factoryId: number,
  bundleIds: readonly number[],
): Promise<BundleCheckpointRow[]> {
  if (bundleIds.length === 0) return [];
  const rows = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select bundle_id, after_process_id,
          coalesce(sum(inspected_qty) filter (where kind = 'first'), 0) as inspected,
          coalesce(sum(passed_qty), 0) as passed,
          coalesce(sum(inspected_qty - passed_qty) filter (where kind = 'first'), 0)
            - coalesce(sum(passed_qty) filter (where kind = 'recheck'), 0) as rework
        from qc_inspections
        where factory_id = ${factoryId} and bundle_id = any(${idArray(bundleIds)}) and status = 'valid'
        group by bundle_id, checkpoint, after_process_id`,
  );
  return rows.map((r) => ({
    bundleId: Number(r.bundle_id),
    afterProcessId: r.after_process_id === null ? null : Number(r.after_process_id),
    inspectedQty: Number(r.inspected),
    passedQty: Number(r.passed),
    reworkQty: Number(r.rework),
  }));
}

export type SummaryRow = {
  key: string;
  name: string;
  inspected: number;
  defects: number;
  dhu: string;
  passed: number;
  failed: number;
  rework: number;
  firstPassYield: string;
};

/**
 * The first inspections of a period, each with the pieces it failed and how many of those are still in
 * rework: a checkpoint's re-inspections mend its earliest failures first (the order of the first inspections).
 */
const firstInspections = (factoryId: number, from: string, to: string, styleId: number | undefined) => sql`
  firsts as (
    select q.id, q.bundle_id, q.cut_order_id, q.checkpoint, q.after_process_id, q.work_date, q.inspected_qty,
      q.inspected_qty - q.passed_qty as failed, q.defect_qty,
      coalesce(sum(q.inspected_qty - q.passed_qty) over (partition by q.bundle_id, q.checkpoint, q.after_process_id
        order by q.id rows between unbounded preceding and 1 preceding), 0) as failed_before
    from qc_inspections q
    where q.factory_id = ${factoryId} and q.status = 'valid' and q.kind = 'first'
      and q.bundle_id in (select bundle_id from qc_inspections where factory_id = ${factoryId}
        and work_date between ${from}::date and ${to}::date)
  ),
  mended as (
    select bundle_id, checkpoint, after_process_id, sum(passed_qty) as qty from qc_inspections
    where factory_id = ${factoryId} and status = 'valid' and kind = 'recheck'
      and bundle_id in (select bundle_id from firsts)
    group by bundle_id, checkpoint, after_process_id
  ),
  insp as (
    select f.id, f.bundle_id, f.cut_order_id, f.checkpoint, f.after_process_id, f.work_date, b.style_id,
      f.inspected_qty as inspected, f.failed, f.defect_qty as defects,
      f.failed - greatest(0, least(f.failed, coalesce(m.qty, 0) - f.failed_before)) as rework
    from firsts f
    join bundles b on b.factory_id = ${factoryId} and b.id = f.bundle_id
    left join mended m on m.bundle_id = f.bundle_id and m.checkpoint = f.checkpoint
      and m.after_process_id is not distinct from f.after_process_id
    where f.work_date between ${from}::date and ${to}::date
      ${styleId === undefined ? sql`` : sql`and b.style_id = ${styleId}`}
  )`;

/**
 * The processes each first inspection covers (final: every process of the bed; in-line: those up to and
 * including the checkpoint's), each worker's share of each covered process of the bundle (their valid scanned
 * pieces over the bundle's), and the inspection's defects with each line's share of its failed pieces.
 */
const coverage = (factoryId: number) => sql`
  covered as (
    select i.id, i.bundle_id, p.id as process_id, p.name as process_name, i.inspected, i.failed, i.rework,
      i.defects
    from insp i
    join cut_order_processes p on p.factory_id = ${factoryId} and p.cut_order_id = i.cut_order_id
    left join cut_order_processes cp on cp.factory_id = ${factoryId} and cp.id = i.after_process_id
    where i.checkpoint = 'final' or p.seq <= cp.seq
  ),
  shares as (
    select c.id, c.process_id, s.worker_id, sum(s.qty)::numeric / b.qty as share
    from covered c
    join scans s on s.factory_id = ${factoryId} and s.bundle_id = c.bundle_id and s.process_id = c.process_id
      and s.status = 'valid'
    join bundles b on b.factory_id = ${factoryId} and b.id = c.bundle_id
    group by c.id, c.process_id, s.worker_id, b.qty
  ),
  lines as (
    select d.inspection_id as id, d.defect_code_id, d.process_id, p.name as process_name, d.worker_id, d.qty,
      d.qty::numeric / nullif(i.defects, 0) as part, i.failed, i.rework
    from qc_defects d
    join insp i on i.id = d.inspection_id
    join cut_order_processes p on p.factory_id = ${factoryId} and p.id = d.process_id
    where d.factory_id = ${factoryId}
  )`;

/** A group's key and name, its inspected pieces, and its defects with their share of failed and rework. */
function grouping(factoryId: number, groupBy: QcGroup, zh: boolean): SQL {
  const pieceSide = (key: SQL, name: SQL, join: SQL = sql``) => sql`
    select ${key} as key, ${name} as name, sum(i.inspected) as inspected, sum(i.defects) as defects,
      sum(i.failed) as failed, sum(i.rework) as rework
    from insp i ${join}
    group by 1, 2`;
  switch (groupBy) {
    case 'style':
      return pieceSide(
        sql`st.id::text`,
        sql`st.style_no || ' ' || st.name`,
        sql`join styles st on st.factory_id = ${factoryId} and st.id = i.style_id`,
      );
    case 'bed':
      return pieceSide(
        sql`co.id::text`,
        sql`st.style_no || ' #' || co.bed_no`,
        sql`join cut_orders co on co.factory_id = ${factoryId} and co.id = i.cut_order_id
          join styles st on st.factory_id = ${factoryId} and st.id = co.style_id`,
      );
    case 'day':
      return pieceSide(sql`i.work_date::text`, sql`i.work_date::text`);
    case 'code':
      return sql`
        select c.code as key, ${zh ? sql`coalesce(c.name_zh, c.name)` : sql`c.name`} as name,
          (select coalesce(sum(inspected), 0) from insp) as inspected, sum(l.qty) as defects,
          sum(l.failed * l.part) as failed, sum(l.rework * l.part) as rework
        from lines l join defect_codes c on c.factory_id = ${factoryId} and c.id = l.defect_code_id
        group by c.code, 2`;
    case 'process':
      return sql`
        select u.process_name as key, u.process_name as name, sum(u.inspected) as inspected,
          sum(u.defects) as defects, sum(u.failed) as failed, sum(u.rework) as rework
        from (
          select process_name, inspected, 0 as defects, 0 as failed, 0 as rework from covered
          union all
          select process_name, 0, qty, failed * part, rework * part from lines
        ) u
        group by 1, 2`;
    case 'worker':
    case 'dept': {
      const byWorker = sql`
        select u.worker_id, sum(u.inspected) as inspected, sum(u.defects) as defects, sum(u.failed) as failed,
          sum(u.rework) as rework
        from (
          select s.worker_id, c.inspected * s.share as inspected, 0 as defects, 0 as failed, 0 as rework
          from covered c join shares s on s.id = c.id and s.process_id = c.process_id
          union all
          select worker_id, 0, qty, failed * part, rework * part from lines where worker_id is not null
        ) u
        group by u.worker_id`;
      if (groupBy === 'worker')
        return sql`select w.worker_id::text as key, ${memberNameOf(factoryId, sql`w.worker_id`)} as name,
            w.inspected, w.defects, w.failed, w.rework
          from (${byWorker}) w`;
      return sql`select coalesce(d.id::text, '') as key, coalesce(d.name, '') as name, sum(w.inspected) as inspected,
            sum(w.defects) as defects, sum(w.failed) as failed, sum(w.rework) as rework
          from (${byWorker}) w
          join members m on m.factory_id = ${factoryId} and m.id = w.worker_id
          left join depts d on d.factory_id = ${factoryId} and d.id = m.dept_id
          group by 1, 2`;
    }
  }
}

/**
 * The quality figures of a period per group: DHU (defects × 100 / inspected), pieces failed at the first
 * inspection, still in rework, passed (all inspected pieces but those in rework) and the first-pass yield. For
 * workers and processes the inspected pieces are those of their work: a process counts the pieces of every
 * inspection whose checkpoint comes after it; a worker, their share of them (pieces they scanned of that
 * process of the bundle, over the bundle's). Defect-side groups (code, process, worker, department) take each
 * defect line's share of its inspection's failed and rework pieces. Worst first (highest DHU, then most
 * defects).
 */
export async function qualitySummary(
  db: DbOrTx,
  factoryId: number,
  query: { from: string; to: string; groupBy: QcGroup; styleId?: number },
  zh: boolean,
): Promise<SummaryRow[]> {
  const rows = await queryRows<Record<string, string | number | null>>(
    db,
    sql`with ${firstInspections(factoryId, query.from, query.to, query.styleId)}, ${coverage(factoryId)},
        g as (${grouping(factoryId, query.groupBy, zh)})
        select key, name, round(inspected::numeric)::bigint as inspected, defects::bigint as defects,
          round(failed::numeric)::bigint as failed, round(rework::numeric)::bigint as rework,
          ${percentText(sql`defects`, sql`round(inspected::numeric)`)} as dhu,
          ${percentText(sql`round(inspected::numeric) - round(failed::numeric)`, sql`round(inspected::numeric)`)} as fpy
        from g
        order by defects::numeric * 100 / nullif(round(inspected::numeric), 0) desc nulls last, defects desc, key`,
  );
  return rows.map((r) => {
    const inspected = Number(r.inspected ?? 0);
    const rework = Number(r.rework ?? 0);
    return {
      key: String(r.key ?? ''),
      name: String(r.name ?? ''),
      inspected,
      defects: Number(r.defects ?? 0),
      dhu: String(r.dhu),
      passed: Math.max(0, inspected - rework),
      failed: Number(r.failed ?? 0),
      rework,
      firstPassYield: String(r.fpy),
    };
  });
}
