import {
  and,
  asc,
  between,
  type Column,
  count,
  desc,
  eq,
  gt,
  gte,
  lte,
  max,
  min,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type DbOrTx, idArray, queryRows } from '../../db/client';
import {
  bundles,
  customers,
  cutOrderProcesses,
  cutOrders,
  type LayEntry,
  type RatioEntry,
  styles,
  ticketPrints,
} from '../../db/schema';
import { advanceCounter } from '../../lib/counters';
import { blurryMatch } from '../../lib/search';
import { mostScannedOfBundle } from '../figures';
import { userNameOf } from '../users';
import { processRateForSize } from './cut-order-sql';
import type { NumberedBundle } from './numbering';
import { orderBy } from '../../lib/sorting';

// This module owns cut_orders, cut_order_processes, bundles, ticket_prints and the factory's 'ticket'
// counter. Lists join styles and customers only to show their names and filter by them; a bundle's quantity
// edit reads what scans recorded (under the bundle's lock, which every scan takes too).

export type ProcessValues = {
  seq: number;
  name: string;
  stage: string;
  rate: string;
  sizeRates: Record<string, string>;
  dailyQuota: number | null;
  sam: string | null;
};
export type ProcessRow = ProcessValues & { id: number };

export type CutOrderRow = {
  id: number;
  styleId: number;
  styleNo: string;
  styleName: string;
  customerName: string | null;
  orderNo: string | null;
  sizes: string[];
  bedNo: number;
  cutDate: string;
  markerName: string | null;
  markerLength: string | null;
  ratio: RatioEntry[];
  lays: LayEntry[];
  maxPlies: number | null;
  bundleSize: number | null;
  note: string | null;
  createdBy: string | null;
  createTime: Date;
};

export type CutOrderTotals = {
  cutOrderId: number;
  totalQty: number;
  totalBundles: number;
  bundleNoFrom: number | null;
  bundleNoTo: number | null;
  printCount: number;
};

export type BundleRow = NumberedBundle & {
  id: number;
  cutOrderId: number;
  bedNo: number;
  styleId: number;
  styleNo: string;
  ticketNo: number;
  recut: boolean;
  status: 'active' | 'void';
  note: string | null;
  voidReason: string | null;
  printCount: number;
  createTime: Date;
};

export type BundleValues = Pick<
  BundleRow,
  | 'bundleNo'
  | 'ticketNo'
  | 'colour'
  | 'size'
  | 'qty'
  | 'plyFrom'
  | 'plyTo'
  | 'dyeLot'
  | 'shade'
  | 'recut'
  | 'note'
>;

/** The first ticket number of a factory that has none yet (the first ticket is 36001). */
const FIRST_TICKET = 36_001;
/** Bundles per INSERT statement: a bed of 20,000 goes in four. */
const INSERT_CHUNK = 5000;

/** `column = any(…)`: a list of ids (up to a bed's 20,000) as one array parameter (see idArray). */
const anyOf = (column: Column, ids: number[]) => sql`${column} = any(${idArray(ids)})`;

// ─── Cut orders ──────────────────────────────────────────────────────────────────────────────────

const cutOrderColumns = {
  id: cutOrders.id,
  styleId: cutOrders.styleId,
  styleNo: styles.styleNo,
  styleName: styles.name,
  customerName: customers.name,
  orderNo: styles.orderNo,
  sizes: styles.sizes,
  bedNo: cutOrders.bedNo,
  cutDate: cutOrders.cutDate,
  markerName: cutOrders.markerName,
  markerLength: cutOrders.markerLength,
  ratio: cutOrders.ratio,
  lays: cutOrders.lays,
  maxPlies: cutOrders.maxPlies,
  bundleSize: cutOrders.bundleSize,
  note: cutOrders.note,
  createdBy: cutOrders.createdByName,
  createTime: cutOrders.createTime,
};

function cutOrderQuery(db: DbOrTx) {
  return db
    .select(cutOrderColumns)
    .from(cutOrders)
    .innerJoin(styles, and(eq(styles.factoryId, cutOrders.factoryId), eq(styles.id, cutOrders.styleId)))
    .leftJoin(customers, and(eq(customers.factoryId, styles.factoryId), eq(customers.id, styles.customerId)));
}

export async function findCutOrder(db: DbOrTx, factoryId: number, id: number): Promise<CutOrderRow | null> {
  const [row] = await cutOrderQuery(db).where(and(eq(cutOrders.factoryId, factoryId), eq(cutOrders.id, id)));
  return row ?? null;
}

export async function findCutOrders(db: DbOrTx, factoryId: number, ids: number[]): Promise<CutOrderRow[]> {
  if (ids.length === 0) return [];
  return cutOrderQuery(db).where(and(eq(cutOrders.factoryId, factoryId), anyOf(cutOrders.id, ids)));
}

export async function findCutOrderPage(
  db: DbOrTx,
  factoryId: number,
  query: {
    styleId?: number;
    customerId?: number;
    bedNo?: number;
    blurry?: string;
    cutDate?: [string, string];
    page: number;
    size: number;
    sort?: string;
  },
): Promise<{ rows: CutOrderRow[]; total: number }> {
  const where = and(
    eq(cutOrders.factoryId, factoryId),
    query.styleId === undefined ? undefined : eq(cutOrders.styleId, query.styleId),
    query.customerId === undefined ? undefined : eq(styles.customerId, query.customerId),
    query.bedNo === undefined ? undefined : eq(cutOrders.bedNo, query.bedNo),
    blurryMatch(query.blurry, [styles.styleNo, styles.name]),
    query.cutDate ? between(cutOrders.cutDate, query.cutDate[0], query.cutDate[1]) : undefined,
  );
  const order = orderBy(
    query.sort,
    { id: cutOrders.id, cutDate: cutOrders.cutDate, bedNo: cutOrders.bedNo, styleNo: styles.styleNo },
    'id',
    cutOrders.id,
  );
  const rows = await cutOrderQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db
    .select({ n: count() })
    .from(cutOrders)
    .innerJoin(styles, and(eq(styles.factoryId, cutOrders.factoryId), eq(styles.id, cutOrders.styleId)))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Pieces, bundles and number range of each cut order's active bundles, and how often its tickets printed. */
export async function findTotals(db: DbOrTx, factoryId: number, ids: number[]): Promise<CutOrderTotals[]> {
  if (ids.length === 0) return [];
  const active = sql`${bundles.status} = 'active'`;
  const rows = await db
    .select({
      cutOrderId: bundles.cutOrderId,
      totalQty: sql<number>`coalesce(sum(${bundles.qty}) filter (where ${active}), 0)::int`,
      totalBundles: sql<number>`(count(*) filter (where ${active}))::int`,
      bundleNoFrom: min(bundles.bundleNo),
      bundleNoTo: max(bundles.bundleNo),
    })
    .from(bundles)
    .where(and(eq(bundles.factoryId, factoryId), anyOf(bundles.cutOrderId, ids)))
    .groupBy(bundles.cutOrderId);
  const prints = await db
    .select({ cutOrderId: ticketPrints.cutOrderId, n: count() })
    .from(ticketPrints)
    .where(and(eq(ticketPrints.factoryId, factoryId), anyOf(ticketPrints.cutOrderId, ids)))
    .groupBy(ticketPrints.cutOrderId);
  const printsOf = new Map(prints.map((row) => [row.cutOrderId, row.n]));
  const byId = new Map(rows.map((row) => [row.cutOrderId, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    return {
      cutOrderId: id,
      totalQty: Number(row?.totalQty ?? 0),
      totalBundles: Number(row?.totalBundles ?? 0),
      bundleNoFrom: row?.bundleNoFrom ?? null,
      bundleNoTo: row?.bundleNoTo ?? null,
      printCount: printsOf.get(id) ?? 0,
    };
  });
}

export async function maxBedNo(db: DbOrTx, factoryId: number, styleId: number): Promise<number> {
  const [row] = await db
    .select({ bedNo: max(cutOrders.bedNo) })
    .from(cutOrders)
    .where(and(eq(cutOrders.factoryId, factoryId), eq(cutOrders.styleId, styleId)));
  return row?.bedNo ?? 0;
}

export async function bedExists(db: DbOrTx, factoryId: number, styleId: number, bedNo: number) {
  const [row] = await db
    .select({ id: cutOrders.id })
    .from(cutOrders)
    .where(
      and(eq(cutOrders.factoryId, factoryId), eq(cutOrders.styleId, styleId), eq(cutOrders.bedNo, bedNo)),
    );
  return row !== undefined;
}

export async function insertCutOrder(
  db: DbOrTx,
  factoryId: number,
  userId: number,
  values: {
    styleId: number;
    bedNo: number;
    cutDate: string;
    markerName: string | null;
    markerLength: string | null;
    ratio: RatioEntry[];
    lays: LayEntry[];
    maxPlies: number | null;
    bundleSize: number | null;
    note: string | null;
  },
): Promise<{ id: number; createTime: Date; createdBy: string | null }> {
  const [row] = await db
    .insert(cutOrders)
    .values({ factoryId, ...values, createdBy: userId, createdByName: userNameOf(userId) })
    .returning({ id: cutOrders.id, createTime: cutOrders.createTime, createdBy: cutOrders.createdByName });
  if (!row) throw new Error('cut order insert returned nothing');
  return row;
}

/**
 * Locks these cut orders in id order and answers the ids found. Every writer that replaces a bed's snapshot
 * or deletes the bed takes this lock first, so two of them never hold parts of each other's rows (a deadlock)
 * and the second works on what the first committed. 'no key update' (sync) still lets bundles and processes
 * be inserted against the bed; 'update' (delete) holds off everything.
 */
export async function lockCutOrders(
  db: DbOrTx,
  factoryId: number,
  ids: number[],
  strength: 'update' | 'no key update',
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: cutOrders.id })
    .from(cutOrders)
    .where(and(eq(cutOrders.factoryId, factoryId), anyOf(cutOrders.id, ids)))
    .orderBy(asc(cutOrders.id))
    .for(strength);
  return rows.map((row) => Number(row.id));
}

export async function deleteCutOrder(db: DbOrTx, factoryId: number, id: number) {
  await db.delete(cutOrders).where(and(eq(cutOrders.factoryId, factoryId), eq(cutOrders.id, id)));
}

// ─── Process snapshots ───────────────────────────────────────────────────────────────────────────

/**
 * The process snapshots of some beds, in bed and seq order. With a bundle's size, `rate` is the rate a scan of
 * that size freezes (processRateForSize).
 */
export async function findProcesses(db: DbOrTx, factoryId: number, cutOrderIds: number[], size?: string) {
  if (cutOrderIds.length === 0) return [];
  return db
    .select({
      cutOrderId: cutOrderProcesses.cutOrderId,
      id: cutOrderProcesses.id,
      seq: cutOrderProcesses.seq,
      name: cutOrderProcesses.name,
      stage: cutOrderProcesses.stage,
      rate:
        size === undefined
          ? cutOrderProcesses.rate
          : sql<string>`${processRateForSize(cutOrderProcesses, sql`${size}::text`)}::text`,
      sizeRates: cutOrderProcesses.sizeRates,
      dailyQuota: cutOrderProcesses.dailyQuota,
      sam: cutOrderProcesses.sam,
    })
    .from(cutOrderProcesses)
    .where(and(eq(cutOrderProcesses.factoryId, factoryId), anyOf(cutOrderProcesses.cutOrderId, cutOrderIds)))
    .orderBy(asc(cutOrderProcesses.cutOrderId), asc(cutOrderProcesses.seq));
}

export async function processExists(db: DbOrTx, factoryId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cutOrderProcesses.id })
    .from(cutOrderProcesses)
    .where(and(eq(cutOrderProcesses.factoryId, factoryId), eq(cutOrderProcesses.id, id)));
  return row !== undefined;
}

export async function insertProcesses(
  db: DbOrTx,
  factoryId: number,
  cutOrderId: number,
  processes: ProcessValues[],
) {
  if (processes.length === 0) return;
  await db.insert(cutOrderProcesses).values(processes.map((p) => ({ factoryId, cutOrderId, ...p })));
}

/** Deleting a snapshot row a scan references fails (ON DELETE RESTRICT): the caller maps that to a 409. */
export async function deleteProcesses(db: DbOrTx, factoryId: number, cutOrderId: number) {
  await db
    .delete(cutOrderProcesses)
    .where(and(eq(cutOrderProcesses.factoryId, factoryId), eq(cutOrderProcesses.cutOrderId, cutOrderId)));
}

// ─── Bundles ─────────────────────────────────────────────────────────────────────────────────────

export async function maxBundleNo(db: DbOrTx, factoryId: number, styleId: number): Promise<number> {
  const [row] = await db
    .select({ bundleNo: max(bundles.bundleNo) })
    .from(bundles)
    .where(and(eq(bundles.factoryId, factoryId), eq(bundles.styleId, styleId)));
  return row?.bundleNo ?? 0;
}

/** The lowest bundle number of the style within [from, to] already used, or null. */
export async function firstUsedBundleNo(
  db: DbOrTx,
  factoryId: number,
  styleId: number,
  from: number,
  to: number,
): Promise<number | null> {
  const [row] = await db
    .select({ bundleNo: min(bundles.bundleNo) })
    .from(bundles)
    .where(
      and(
        eq(bundles.factoryId, factoryId),
        eq(bundles.styleId, styleId),
        gte(bundles.bundleNo, from),
        lte(bundles.bundleNo, to),
      ),
    );
  return row?.bundleNo ?? null;
}

/**
 * Takes `n` ticket numbers as one block and answers the first, from the factory's ticket counter
 * (lib/counters.ts): two generations never share a number.
 */
export async function takeTicketNumbers(db: DbOrTx, factoryId: number, n: number): Promise<number> {
  const counter = await advanceCounter(db, factoryId, 'ticket', { by: n, first: FIRST_TICKET - 1 + n });
  return counter.value - n + 1;
}

/**
 * Brings the statistics of the cutting room's tables (bundles, and the beds and their processes) up to date when
 * `added` new bundles are more than they know of (bundles never analyzed, or more than doubled since): a new
 * bed must not wait for autovacuum (which may be off). Until then the planner takes the tables for a few rows,
 * and the statements kept prepared on each connection (the scan's above all: `scanTarget`, and the bundle and
 * process its answer names) keep plans that find a bundle by the factory alone, reading every bundle of the
 * factory for each scan. ANALYZE makes every connection plan them again.
 * Once the table is large a new bed changes no plan, and ANALYZE (a sample of up to 30,000 rows) is skipped;
 * SKIP_LOCKED: nor does it wait while autovacuum or another bed's ANALYZE holds the table. True when it ran.
 */
export async function refreshBundleStatistics(db: DbOrTx, added: number): Promise<boolean> {
  const [row] = await queryRows<{ known: number | string }>(
    db,
    sql`select reltuples as known from pg_class where oid = 'bundles'::regclass`,
  );
  const known = Number(row?.known ?? -1);
  if (known >= 0 && added <= known) return false;
  await db.execute(sql`analyze (skip_locked) bundles, cut_order_processes, cut_orders`);
  return true;
}

/**
 * Inserts bundles set-based: each chunk is one INSERT … SELECT from a JSON array (one parameter, however many
 * rows), so neither the driver nor PostgreSQL handles thousands of placeholders. Answers ids and creation
 * time in the order given.
 */
export async function insertBundles(
  db: DbOrTx,
  factoryId: number,
  cutOrderId: number,
  styleId: number,
  values: BundleValues[],
): Promise<{ id: number; createTime: Date }[]> {
  const inserted: { id: number; createTime: Date }[] = [];
  for (let at = 0; at < values.length; at += INSERT_CHUNK) {
    const chunk = values.slice(at, at + INSERT_CHUNK);
    const rows = await queryRows<{ id: number | string; bundle_no: number; create_time: Date | string }>(
      db,
      sql`insert into bundles (factory_id, cut_order_id, style_id, bundle_no, ticket_no, colour, size, qty,
            ply_from, ply_to, dye_lot, shade, recut, note)
          select ${factoryId}, ${cutOrderId}, ${styleId}, b."bundleNo", b."ticketNo", b.colour, b.size, b.qty,
            b."plyFrom", b."plyTo", b."dyeLot", b.shade, b.recut, b.note
          from json_to_recordset(${JSON.stringify(chunk)}::json) as b("bundleNo" int, "ticketNo" bigint,
            colour varchar, size varchar, qty int, "plyFrom" int, "plyTo" int, "dyeLot" varchar, shade varchar,
            recut boolean, note varchar)
          returning id, bundle_no, create_time`,
    );
    // RETURNING's order is not promised: match by number.
    const byNo = new Map(rows.map((row) => [Number(row.bundle_no), row]));
    for (const v of chunk) {
      const row = byNo.get(v.bundleNo);
      if (!row) throw new Error(`bundle ${v.bundleNo} was not inserted`);
      inserted.push({ id: Number(row.id), createTime: new Date(row.create_time) });
    }
  }
  return inserted;
}

const bundleIdIn = (ids: number[]) => anyOf(bundles.id, ids);

const bundleColumns = {
  id: bundles.id,
  cutOrderId: bundles.cutOrderId,
  bedNo: cutOrders.bedNo,
  styleId: bundles.styleId,
  styleNo: styles.styleNo,
  bundleNo: bundles.bundleNo,
  ticketNo: bundles.ticketNo,
  colour: bundles.colour,
  size: bundles.size,
  qty: bundles.qty,
  plyFrom: bundles.plyFrom,
  plyTo: bundles.plyTo,
  dyeLot: bundles.dyeLot,
  shade: bundles.shade,
  recut: bundles.recut,
  status: sql<'active' | 'void'>`${bundles.status}`,
  note: bundles.note,
  voidReason: bundles.voidReason,
  printCount: bundles.printCount,
  createTime: bundles.createTime,
};

function bundleQuery(db: DbOrTx) {
  return db
    .select(bundleColumns)
    .from(bundles)
    .innerJoin(
      cutOrders,
      and(eq(cutOrders.factoryId, bundles.factoryId), eq(cutOrders.id, bundles.cutOrderId)),
    )
    .innerJoin(styles, and(eq(styles.factoryId, bundles.factoryId), eq(styles.id, bundles.styleId)));
}

export type BundleFilter = {
  cutOrderId?: number;
  styleId?: number;
  bundleNo?: number;
  ticketNo?: number;
  colour?: string;
  sizeName?: string;
  status?: 'active' | 'void';
};

function bundleWhere(factoryId: number, filter: BundleFilter): SQL | undefined {
  return and(
    eq(bundles.factoryId, factoryId),
    filter.cutOrderId === undefined ? undefined : eq(bundles.cutOrderId, filter.cutOrderId),
    filter.styleId === undefined ? undefined : eq(bundles.styleId, filter.styleId),
    filter.bundleNo === undefined ? undefined : eq(bundles.bundleNo, filter.bundleNo),
    filter.ticketNo === undefined ? undefined : eq(bundles.ticketNo, filter.ticketNo),
    filter.colour ? eq(bundles.colour, filter.colour) : undefined,
    filter.sizeName ? eq(bundles.size, filter.sizeName) : undefined,
    filter.status ? eq(bundles.status, filter.status) : undefined,
  );
}

/**
 * A page of bundles: newest bed first (the clerk adding bundle data works on the latest beds), each bed's in
 * number order (a re-cut stays with its bed), unless `sort` names bundleNo, ticketNo or id (the style's highest
 * number: styleId=…&sort=bundleNo,desc&size=1).
 */
export async function findBundlePage(
  db: DbOrTx,
  factoryId: number,
  query: BundleFilter & { page: number; size: number; sort?: string },
): Promise<{ rows: BundleRow[]; total: number }> {
  const where = bundleWhere(factoryId, query);
  const order = query.sort
    ? orderBy(
        query.sort,
        { id: bundles.id, bundleNo: bundles.bundleNo, ticketNo: bundles.ticketNo },
        'id',
        bundles.id,
      )
    : [desc(bundles.cutOrderId), asc(bundles.bundleNo)];
  const rows = await bundleQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ n: count() }).from(bundles).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findBundles(
  db: DbOrTx,
  factoryId: number,
  filter: BundleFilter & { ids?: number[]; bundleNoFrom?: number; bundleNoTo?: number },
): Promise<BundleRow[]> {
  return bundleQuery(db)
    .where(
      and(
        bundleWhere(factoryId, filter),
        filter.ids ? bundleIdIn(filter.ids) : undefined,
        filter.bundleNoFrom === undefined ? undefined : gte(bundles.bundleNo, filter.bundleNoFrom),
        filter.bundleNoTo === undefined ? undefined : lte(bundles.bundleNo, filter.bundleNoTo),
      ),
    )
    .orderBy(asc(bundles.cutOrderId), asc(bundles.bundleNo));
}

export async function findBundle(db: DbOrTx, factoryId: number, id: number): Promise<BundleRow | null> {
  const [row] = await bundleQuery(db).where(and(eq(bundles.factoryId, factoryId), eq(bundles.id, id)));
  return row ?? null;
}

/**
 * Locks a bundle's row until the transaction ends and answers its quantity and status (null when it is not
 * there). Every scan of the bundle takes this lock before it counts what is done, and so does a quantity edit:
 * they run one after another, so the sum of a process's scans never passes the bundle's quantity.
 */
export async function lockBundle(
  db: DbOrTx,
  factoryId: number,
  id: number,
): Promise<{ qty: number; status: 'active' | 'void' } | null> {
  const [row] = await db
    .select({ qty: bundles.qty, status: sql<'active' | 'void'>`${bundles.status}` })
    .from(bundles)
    .where(and(eq(bundles.factoryId, factoryId), eq(bundles.id, id)))
    .for('update');
  return row ?? null;
}

/**
 * The most pieces one process of a bundle has in valid scans (0 when none): its quantity's floor (the read
 * side's query of the scans, run here under the bundle's lock).
 */
export async function maxScannedQty(db: DbOrTx, factoryId: number, bundleId: number): Promise<number> {
  const [row] = await queryRows<{ qty: number | string | null }>(
    db,
    mostScannedOfBundle(factoryId, bundleId),
  );
  return Number(row?.qty ?? 0);
}

/** Edits an active bundle; answers false when it is void (or gone): a void committed meanwhile wins. */
export async function updateBundle(
  db: DbOrTx,
  factoryId: number,
  id: number,
  values: { qty: number; note: string | null },
): Promise<boolean> {
  const rows = await db
    .update(bundles)
    .set(values)
    .where(and(eq(bundles.factoryId, factoryId), eq(bundles.id, id), eq(bundles.status, 'active')))
    .returning({ id: bundles.id });
  return rows.length > 0;
}

/** Voids an active bundle; answers false when it was void already (two voids at once: one wins). */
export async function voidBundle(
  db: DbOrTx,
  factoryId: number,
  id: number,
  userId: number,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(bundles)
    .set({ status: 'void', voidReason: reason, voidedAt: sql`now()`, voidedBy: userNameOf(userId) })
    .where(and(eq(bundles.factoryId, factoryId), eq(bundles.id, id), eq(bundles.status, 'active')))
    .returning({ id: bundles.id });
  return rows.length > 0;
}

// ─── Printing ────────────────────────────────────────────────────────────────────────────────────

/** What a print covers: a bed's bundles (a range of its numbers or all), or bundles by id. */
export type TicketSelection =
  { cutOrderId: number; bundleNoFrom?: number; bundleNoTo?: number } | { ids: number[] };

/** The selection as a condition on bundles `b` of the factory. */
function selectionWhere(factoryId: number, selection: TicketSelection): SQL {
  if ('ids' in selection) return sql`b.factory_id = ${factoryId} and b.id = any(${idArray(selection.ids)})`;
  return sql`b.factory_id = ${factoryId} and b.cut_order_id = ${selection.cutOrderId}
    ${selection.bundleNoFrom === undefined ? sql`` : sql`and b.bundle_no >= ${selection.bundleNoFrom}`}
    ${selection.bundleNoTo === undefined ? sql`` : sql`and b.bundle_no <= ${selection.bundleNoTo}`}`;
}

/** The first of these ids that is no bundle of the factory (another factory's included), or null. */
export async function firstMissingBundle(
  db: DbOrTx,
  factoryId: number,
  ids: number[],
): Promise<number | null> {
  // The list unnested once and joined to the primary key: linear whatever the statistics say.
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`select u.id from unnest(${idArray(ids)}) with ordinality as u(id, n)
        where not exists (select 1 from bundles b where b.factory_id = ${factoryId} and b.id = u.id)
        order by u.n limit 1`,
  );
  return row ? Number(row.id) : null;
}

/** How a selection prints: per bed, its bundles, active ones, and how often each active one printed before. */
export async function previewSelection(db: DbOrTx, factoryId: number, selection: TicketSelection) {
  const rows = await queryRows<{
    cut_order_id: number | string;
    print_count: number;
    status: 'active' | 'void';
    n: number | string;
  }>(
    db,
    sql`select b.cut_order_id, b.print_count, b.status, count(*) as n from bundles b
        where ${selectionWhere(factoryId, selection)}
        group by b.cut_order_id, b.print_count, b.status order by b.cut_order_id, b.print_count`,
  );
  return rows.map((row) => ({
    cutOrderId: Number(row.cut_order_id),
    printCount: row.print_count,
    status: row.status,
    count: Number(row.n),
  }));
}

/**
 * Adds one to the print count of the selection's active bundles and answers, per bed, the numbers printed
 * and whether any was printed before. The rows are locked in id order first, whatever order the update's
 * plan visits them in: two prints of one bed (a whole bed and a range, a list and an index scan) once took
 * them in opposite orders and deadlocked (40P01).
 */
export async function bumpPrintCount(
  db: DbOrTx,
  factoryId: number,
  selection: TicketSelection,
): Promise<{ cutOrderId: number; bundleNos: number[]; reprint: boolean }[]> {
  const rows = await queryRows<{ cut_order_id: number | string; bundle_nos: number[]; reprint: boolean }>(
    db,
    sql`with locked as (
          select b.id from bundles b
          where ${selectionWhere(factoryId, selection)} and b.status = 'active'
          order by b.id
          for no key update),
        bumped as (
          update bundles u set print_count = u.print_count + 1 from locked
          where u.factory_id = ${factoryId} and u.id = locked.id
          returning u.cut_order_id, u.bundle_no, u.print_count)
        select cut_order_id, array_agg(bundle_no order by bundle_no) as bundle_nos,
               bool_or(print_count > 1) as reprint
        from bumped group by cut_order_id order by cut_order_id`,
  );
  return rows.map((row) => ({
    cutOrderId: Number(row.cut_order_id),
    bundleNos: row.bundle_nos.map(Number),
    reprint: row.reprint,
  }));
}

export type TicketRow = BundleRow & {
  cutDate: string;
  styleName: string;
  customerName: string | null;
  orderNo: string | null;
};

/**
 * Up to `limit` active bundles of the selection after `after`, by bed then number (the key the next page
 * starts from), with what their tickets print of the bed and style.
 */
export async function findTicketPage(
  db: DbOrTx,
  factoryId: number,
  selection: TicketSelection,
  after: { cutOrderId: number; bundleNo: number } | undefined,
  limit: number,
): Promise<TicketRow[]> {
  const rows = await queryRows<{
    id: number | string;
    cut_order_id: number | string;
    bed_no: number;
    style_id: number | string;
    style_no: string;
    bundle_no: number;
    ticket_no: number | string;
    colour: string;
    size: string;
    qty: number;
    ply_from: number | null;
    ply_to: number | null;
    dye_lot: string | null;
    shade: string | null;
    recut: boolean;
    status: 'active' | 'void';
    note: string | null;
    void_reason: string | null;
    print_count: number;
    create_time: Date | string;
    cut_date: string;
    style_name: string;
    customer_name: string | null;
    order_no: string | null;
  }>(
    db,
    sql`select b.id, b.cut_order_id, c.bed_no, b.style_id, s.style_no, b.bundle_no, b.ticket_no, b.colour, b.size,
          b.qty, b.ply_from, b.ply_to, b.dye_lot, b.shade, b.recut, b.status, b.note, b.void_reason, b.print_count,
          b.create_time, c.cut_date::text as cut_date, s.name as style_name, cu.name as customer_name, s.order_no
        from bundles b
        join cut_orders c on c.factory_id = b.factory_id and c.id = b.cut_order_id
        join styles s on s.factory_id = b.factory_id and s.id = b.style_id
        left join customers cu on cu.factory_id = s.factory_id and cu.id = s.customer_id
        where ${selectionWhere(factoryId, selection)} and b.status = 'active'
          ${after === undefined ? sql`` : sql`and (b.cut_order_id, b.bundle_no) > (${after.cutOrderId}, ${after.bundleNo})`}
        order by b.cut_order_id, b.bundle_no
        limit ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    cutOrderId: Number(r.cut_order_id),
    bedNo: r.bed_no,
    styleId: Number(r.style_id),
    styleNo: r.style_no,
    bundleNo: r.bundle_no,
    ticketNo: Number(r.ticket_no),
    colour: r.colour,
    size: r.size,
    qty: r.qty,
    plyFrom: r.ply_from,
    plyTo: r.ply_to,
    dyeLot: r.dye_lot,
    shade: r.shade,
    recut: r.recut,
    status: r.status,
    note: r.note,
    voidReason: r.void_reason,
    printCount: r.print_count,
    createTime: new Date(r.create_time),
    cutDate: r.cut_date,
    styleName: r.style_name,
    customerName: r.customer_name,
    orderNo: r.order_no,
  }));
}

/** Pieces per colour × size of active bundles: of one cut order, or of a style's beds. */
export async function sumPieces(
  db: DbOrTx,
  factoryId: number,
  of: { cutOrderId: number } | { styleId: number },
): Promise<{ colour: string; size: string; qty: number }[]> {
  const rows = await db
    .select({
      colour: bundles.colour,
      size: bundles.size,
      qty: sql<number>`sum(${bundles.qty})::int`,
    })
    .from(bundles)
    .where(
      and(
        eq(bundles.factoryId, factoryId),
        'cutOrderId' in of ? eq(bundles.cutOrderId, of.cutOrderId) : eq(bundles.styleId, of.styleId),
        eq(bundles.status, 'active'),
      ),
    )
    .groupBy(bundles.colour, bundles.size);
  return rows.map((row) => ({ ...row, qty: Number(row.qty) }));
}

// ─── Ticket prints ───────────────────────────────────────────────────────────────────────────────

export async function insertPrint(
  db: DbOrTx,
  factoryId: number,
  userId: number,
  values: {
    cutOrderId: number;
    template: string;
    bundleCount: number;
    bundleNos: string;
    reprint: boolean;
    printerName: string | null;
    printJobId: number | null;
  },
) {
  await db
    .insert(ticketPrints)
    .values({ factoryId, ...values, printedBy: userId, printedByName: userNameOf(userId) });
}

export async function findPrints(db: DbOrTx, factoryId: number, cutOrderId: number) {
  return db
    .select({
      id: ticketPrints.id,
      template: ticketPrints.template,
      bundleCount: ticketPrints.bundleCount,
      bundleNos: ticketPrints.bundleNos,
      reprint: ticketPrints.reprint,
      printedBy: ticketPrints.printedByName,
      printerName: ticketPrints.printerName,
      printJobId: ticketPrints.printJobId,
      printTime: ticketPrints.printTime,
    })
    .from(ticketPrints)
    .where(and(eq(ticketPrints.factoryId, factoryId), eq(ticketPrints.cutOrderId, cutOrderId)))
    .orderBy(asc(ticketPrints.printTime), asc(ticketPrints.id));
}

// ─── Production (the grid of bundles × processes) ─────────────────────────────────────────────────

export type ProductionBundleRow = {
  id: number;
  cutOrderId: number;
  bedNo: number;
  bundleNo: number;
  ticketNo: number;
  colour: string;
  size: string;
  qty: number;
  /** Its finished pieces, kept by the database (migration 0012). */
  finishedQty: number;
};

export type ProductionBundleFilter = {
  cutOrderId?: number;
  styleId?: number;
  bedNo?: number;
  colour?: string;
  sizeName?: string;
  bundleNo?: number;
};

/**
 * The active bundles the production grid shows (void ones are not produced), by bed then number: one
 * statement over bundles_cut_order_idx / bundles_bundle_no_uq, a few columns each.
 */
export async function findProductionBundles(
  db: DbOrTx,
  factoryId: number,
  f: ProductionBundleFilter,
): Promise<ProductionBundleRow[]> {
  const rows = await queryRows<{
    id: number | string;
    cut_order_id: number | string;
    bed_no: number;
    bundle_no: number;
    ticket_no: number | string;
    colour: string;
    size: string;
    qty: number;
    finished_qty: number;
  }>(
    db,
    sql`select b.id, b.cut_order_id, c.bed_no, b.bundle_no, b.ticket_no, b.colour, b.size, b.qty, b.finished_qty
        from bundles b
        join cut_orders c on c.factory_id = b.factory_id and c.id = b.cut_order_id
        where b.factory_id = ${factoryId} and b.status = 'active'
          ${f.cutOrderId === undefined ? sql`` : sql`and b.cut_order_id = ${f.cutOrderId}`}
          ${f.styleId === undefined ? sql`` : sql`and b.style_id = ${f.styleId}`}
          ${f.bedNo === undefined ? sql`` : sql`and c.bed_no = ${f.bedNo}`}
          ${f.colour ? sql`and b.colour = ${f.colour}` : sql``}
          ${f.sizeName ? sql`and b.size = ${f.sizeName}` : sql``}
          ${f.bundleNo === undefined ? sql`` : sql`and b.bundle_no = ${f.bundleNo}`}
        order by b.cut_order_id, b.bundle_no`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    cutOrderId: Number(r.cut_order_id),
    bedNo: r.bed_no,
    bundleNo: r.bundle_no,
    ticketNo: Number(r.ticket_no),
    colour: r.colour,
    size: r.size,
    qty: r.qty,
    finishedQty: r.finished_qty,
  }));
}

// ─── The factory's export (keyset batches: id > the last one read, never OFFSET) ─────────────────

/** Up to `limit` of the factory's cut orders after id `afterId` (0: from the first), in id order. */
export async function findCutOrdersAfter(
  db: DbOrTx,
  factoryId: number,
  afterId: number,
  limit: number,
): Promise<CutOrderRow[]> {
  return cutOrderQuery(db)
    .where(and(eq(cutOrders.factoryId, factoryId), gt(cutOrders.id, afterId)))
    .orderBy(asc(cutOrders.id))
    .limit(limit);
}

export type BedProcessExportRow = ProcessRow & { styleNo: string; bedNo: number };

/** Up to `limit` of the factory's beds' process snapshots after id `afterId`, in id order, with their bed. */
export async function findBedProcessesAfter(
  db: DbOrTx,
  factoryId: number,
  afterId: number,
  limit: number,
): Promise<BedProcessExportRow[]> {
  return db
    .select({
      id: cutOrderProcesses.id,
      styleNo: styles.styleNo,
      bedNo: cutOrders.bedNo,
      seq: cutOrderProcesses.seq,
      name: cutOrderProcesses.name,
      stage: cutOrderProcesses.stage,
      rate: cutOrderProcesses.rate,
      sizeRates: cutOrderProcesses.sizeRates,
      dailyQuota: cutOrderProcesses.dailyQuota,
      sam: cutOrderProcesses.sam,
    })
    .from(cutOrderProcesses)
    .innerJoin(
      cutOrders,
      and(
        eq(cutOrders.factoryId, cutOrderProcesses.factoryId),
        eq(cutOrders.id, cutOrderProcesses.cutOrderId),
      ),
    )
    .innerJoin(styles, and(eq(styles.factoryId, cutOrders.factoryId), eq(styles.id, cutOrders.styleId)))
    .where(and(eq(cutOrderProcesses.factoryId, factoryId), gt(cutOrderProcesses.id, afterId)))
    .orderBy(asc(cutOrderProcesses.id))
    .limit(limit);
}

export type BundleExportRow = BundleRow & {
  finishedQty: number;
  voidedAt: Date | null;
  voidedBy: string | null;
};

/**
 * Up to `limit` of the factory's bundles after id `afterId`, in id order, with their bed's and style's
 * numbers: one index range of bundles' primary key per batch, its beds and styles by theirs.
 */
export async function findBundlesAfter(
  db: DbOrTx,
  factoryId: number,
  afterId: number,
  limit: number,
): Promise<BundleExportRow[]> {
  return db
    .select({
      ...bundleColumns,
      voidedAt: bundles.voidedAt,
      voidedBy: bundles.voidedBy,
      finishedQty: bundles.finishedQty,
    })
    .from(bundles)
    .innerJoin(
      cutOrders,
      and(eq(cutOrders.factoryId, bundles.factoryId), eq(cutOrders.id, bundles.cutOrderId)),
    )
    .innerJoin(styles, and(eq(styles.factoryId, bundles.factoryId), eq(styles.id, bundles.styleId)))
    .where(and(eq(bundles.factoryId, factoryId), gt(bundles.id, afterId)))
    .orderBy(asc(bundles.id))
    .limit(limit);
}
