import { and, asc, count, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { customers, styleProcesses, styles } from '../../db/schema';
import { blurryMatch } from '../../lib/search';
import { orderBy } from '../../lib/sorting';

export type ProcessRow = {
  id: number;
  seq: number;
  name: string;
  stage: string;
  rate: string;
  sizeRates: Record<string, string>;
  dailyQuota: number | null;
  sam: string | null;
};

export type StyleSummaryRow = {
  id: number;
  styleNo: string;
  name: string;
  customerId: number | null;
  customerName: string | null;
  orderNo: string | null;
  deliveryDate: string | null;
  colours: string[];
  sizes: string[];
  orderQty: { colour: string; size: string; qty: number }[];
  orderTotal: number;
  overcutPct: string;
  finalInspection: boolean;
  note: string | null;
  processCount: number;
  rateTotal: string;
  samTotal: string | null;
  createTime: Date;
};

export type StyleValues = {
  styleNo: string;
  name: string;
  customerId: number | null;
  orderNo: string | null;
  deliveryDate: string | null;
  colours: string[];
  sizes: string[];
  orderQty: { colour: string; size: string; qty: number }[];
  overcutPct: string;
  finalInspection: boolean;
  note: string | null;
};

export type ProcessValues = Omit<ProcessRow, 'id'>;

const processColumns = {
  id: styleProcesses.id,
  seq: styleProcesses.seq,
  name: styleProcesses.name,
  stage: styleProcesses.stage,
  rate: styleProcesses.rate,
  sizeRates: styleProcesses.sizeRates,
  dailyQuota: styleProcesses.dailyQuota,
  sam: styleProcesses.sam,
};

/** Of the style being selected: its processes. */
const ofThisStyle = sql`${styleProcesses.factoryId} = ${styles.factoryId} and ${styleProcesses.styleId} = ${styles.id}`;

const summaryColumns = {
  id: styles.id,
  styleNo: styles.styleNo,
  name: styles.name,
  customerId: styles.customerId,
  customerName: customers.name,
  orderNo: styles.orderNo,
  deliveryDate: styles.deliveryDate,
  colours: styles.colours,
  sizes: styles.sizes,
  orderQty: styles.orderQty,
  orderTotal: sql<number>`(
    select coalesce(sum((cell->>'qty')::int), 0)::int from jsonb_array_elements(${styles.orderQty}) cell
  )`,
  overcutPct: styles.overcutPct,
  finalInspection: styles.finalInspection,
  note: styles.note,
  processCount: sql<number>`(select count(*)::int from ${styleProcesses} where ${ofThisStyle})`,
  // Summed by PostgreSQL as numeric, never as a float: 12 rates of 3.82 in all answer "3.820".
  rateTotal: sql<string>`(
    select coalesce(sum(${styleProcesses.rate}), 0)::numeric(12, 3)::text from ${styleProcesses} where ${ofThisStyle}
  )`,
  // Null when no process has standard minutes (sum of none), so "no SAM" is not shown as 0.
  samTotal: sql<string | null>`(
    select sum(${styleProcesses.sam})::numeric(12, 3)::text from ${styleProcesses} where ${ofThisStyle}
  )`,
  createTime: styles.createTime,
};

const sortableColumns = {
  id: styles.id,
  styleNo: styles.styleNo,
  name: styles.name,
  deliveryDate: styles.deliveryDate,
  createTime: styles.createTime,
};

function summarySelect(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(styles)
    .leftJoin(customers, and(eq(customers.factoryId, styles.factoryId), eq(customers.id, styles.customerId)));
}

export type StyleFilter = { blurry?: string; customerId?: number };

function styleWhere(factoryId: number, filter: StyleFilter): SQL | undefined {
  return and(
    eq(styles.factoryId, factoryId),
    blurryMatch(filter.blurry, [styles.styleNo, styles.name, styles.orderNo]),
    filter.customerId === undefined ? undefined : eq(styles.customerId, filter.customerId),
  );
}

export async function findStylePage(
  db: DbOrTx,
  factoryId: number,
  filter: StyleFilter,
  page: { page: number; size: number; sort?: string },
): Promise<{ rows: StyleSummaryRow[]; total: number }> {
  const where = styleWhere(factoryId, filter);
  const [rows, [total]] = await Promise.all([
    summarySelect(db)
      .where(where)
      .orderBy(...orderBy(page.sort, sortableColumns, 'id', styles.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(styles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findStyle(db: DbOrTx, factoryId: number, id: number): Promise<StyleSummaryRow | null> {
  const [row] = await summarySelect(db).where(and(eq(styles.factoryId, factoryId), eq(styles.id, id)));
  return row ?? null;
}

/**
 * The style as cutting needs it. With `lock`, the style row stays locked (FOR NO KEY UPDATE) until the
 * transaction ends: cut orders and bundles of one style are numbered one transaction at a time. NO KEY UPDATE,
 * not FOR UPDATE: lockers (and edits of the style) still serialise, but the KEY SHARE lock every foreign-key
 * check into styles takes (a style's new process, a cut order's insert by the locker itself) does not wait on it.
 */
export async function findStyleForCutting(db: DbOrTx, factoryId: number, id: number, lock: boolean) {
  const query = db
    .select({
      id: styles.id,
      styleNo: styles.styleNo,
      name: styles.name,
      customerName: customers.name,
      orderNo: styles.orderNo,
      colours: styles.colours,
      sizes: styles.sizes,
      orderQty: styles.orderQty,
      overcutPct: styles.overcutPct,
      finalInspection: styles.finalInspection,
    })
    .from(styles)
    .leftJoin(customers, and(eq(customers.factoryId, styles.factoryId), eq(customers.id, styles.customerId)))
    .where(and(eq(styles.factoryId, factoryId), eq(styles.id, id)));
  // Only the style row is locked, not its customer's.
  const [row] = lock ? await query.for('no key update', { of: styles }) : await query;
  return row ?? null;
}

/**
 * The factory's styles of these numbers; with `lock` (inside a transaction) their rows stay locked until it
 * ends, taken in id order, so an edit between reading them and writing them waits (or is waited for).
 */
export async function findStylesNumbered(db: DbOrTx, factoryId: number, styleNos: string[], lock = false) {
  if (styleNos.length === 0) return [];
  const query = summarySelect(db)
    .where(and(eq(styles.factoryId, factoryId), inArray(styles.styleNo, styleNos)))
    .orderBy(styles.id);
  return lock ? query.for('no key update', { of: styles }) : query;
}

/** The processes of these styles, each style's in sequence order. */
export async function findProcessesOf(db: DbOrTx, factoryId: number, styleIds: number[]) {
  if (styleIds.length === 0) return [];
  return db
    .select({ styleId: styleProcesses.styleId, ...processColumns })
    .from(styleProcesses)
    .where(and(eq(styleProcesses.factoryId, factoryId), inArray(styleProcesses.styleId, styleIds)))
    .orderBy(asc(styleProcesses.styleId), asc(styleProcesses.seq));
}

/** A style's processes in sequence order. */
export async function findProcesses(db: DbOrTx, factoryId: number, styleId: number): Promise<ProcessRow[]> {
  return db
    .select(processColumns)
    .from(styleProcesses)
    .where(and(eq(styleProcesses.factoryId, factoryId), eq(styleProcesses.styleId, styleId)))
    .orderBy(asc(styleProcesses.seq));
}

// ─── The factory's export (keyset batches: id > the last one read, never OFFSET) ─────────────────

/** Up to `limit` of the factory's styles after id `afterId` (0: from the first), in id order. */
export async function findStylesAfter(
  db: DbOrTx,
  factoryId: number,
  afterId: number,
  limit: number,
): Promise<StyleSummaryRow[]> {
  return summarySelect(db)
    .where(and(eq(styles.factoryId, factoryId), gt(styles.id, afterId)))
    .orderBy(asc(styles.id))
    .limit(limit);
}

export type ProcessExportRow = ProcessRow & { styleNo: string };

/** Up to `limit` of the factory's style processes after id `afterId`, in id order, with their style's number. */
export async function findProcessesAfter(
  db: DbOrTx,
  factoryId: number,
  afterId: number,
  limit: number,
): Promise<ProcessExportRow[]> {
  return db
    .select({ ...processColumns, styleNo: styles.styleNo })
    .from(styleProcesses)
    .innerJoin(
      styles,
      and(eq(styles.factoryId, styleProcesses.factoryId), eq(styles.id, styleProcesses.styleId)),
    )
    .where(and(eq(styleProcesses.factoryId, factoryId), gt(styleProcesses.id, afterId)))
    .orderBy(asc(styleProcesses.id))
    .limit(limit);
}

/** A cell of a style's order (colour × size), with its place in the style's list (`n`, from 1). */
export type OrderCellRow = {
  styleId: number;
  n: number;
  styleNo: string;
  colour: string;
  size: string;
  qty: number;
};

/**
 * Up to `limit` cells of the factory's styles' orders after (style id, place) `after` (null: from the first), by
 * style id and place. The style id bounds the index scan (`id >= …`); the pair decides within that style.
 */
export async function findOrderCellsAfter(
  db: DbOrTx,
  factoryId: number,
  after: { styleId: number; n: number } | null,
  limit: number,
): Promise<OrderCellRow[]> {
  const rows = await queryRows<{
    style_id: number | string;
    n: number | string;
    style_no: string;
    colour: string;
    size: string;
    qty: number;
  }>(
    db,
    sql`select s.id as style_id, c.n, s.style_no, c.cell ->> 'colour' as colour, c.cell ->> 'size' as size,
          (c.cell ->> 'qty')::int as qty
        from styles s
        cross join lateral jsonb_array_elements(s.order_qty) with ordinality as c(cell, n)
        where s.factory_id = ${factoryId}
          ${after === null ? sql`` : sql`and s.id >= ${after.styleId} and (s.id, c.n) > (${after.styleId}, ${after.n})`}
        order by s.id, c.n
        limit ${limit}`,
  );
  return rows.map((r) => ({
    styleId: Number(r.style_id),
    n: Number(r.n),
    styleNo: r.style_no,
    colour: r.colour,
    size: r.size,
    qty: r.qty,
  }));
}

export async function insertStyle(db: DbOrTx, factoryId: number, values: StyleValues): Promise<number> {
  const [row] = await db
    .insert(styles)
    .values({ factoryId, ...values })
    .returning({ id: styles.id });
  if (!row) throw new Error('style insert returned nothing');
  return row.id;
}

/** Whether the style was there to change. */
export async function updateStyle(
  db: DbOrTx,
  factoryId: number,
  id: number,
  values: StyleValues,
): Promise<boolean> {
  const rows = await db
    .update(styles)
    .set({ ...values, updateTime: sql`now()` })
    .where(and(eq(styles.factoryId, factoryId), eq(styles.id, id)))
    .returning({ id: styles.id });
  return rows.length > 0;
}

/** Replaces the style's processes with these (already numbered). */
export async function replaceProcesses(
  db: DbOrTx,
  factoryId: number,
  styleId: number,
  processes: ProcessValues[],
): Promise<void> {
  await db
    .delete(styleProcesses)
    .where(and(eq(styleProcesses.factoryId, factoryId), eq(styleProcesses.styleId, styleId)));
  if (processes.length === 0) return;
  await db.insert(styleProcesses).values(processes.map((process) => ({ factoryId, styleId, ...process })));
}

/** The deleted style's number and name, or null when there was none. Its processes go with it (cascade). */
export async function deleteStyle(db: DbOrTx, factoryId: number, id: number) {
  const [row] = await db
    .delete(styles)
    .where(and(eq(styles.factoryId, factoryId), eq(styles.id, id)))
    .returning({ styleNo: styles.styleNo, name: styles.name });
  return row ?? null;
}

export async function finalInspectionOf(db: DbOrTx, factoryId: number, styleId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: styles.finalInspection })
    .from(styles)
    .where(and(eq(styles.factoryId, factoryId), eq(styles.id, styleId)));
  return row?.on === true;
}
