import { and, asc, between, count, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, shipmentLines, type ShipmentPacking, shipments, styles } from '../../db/schema';
import { advanceCounter } from '../../lib/counters';
import { moneyText } from '../../lib/money-sql';
import { blurryMatch } from '../../lib/search';
import { userNameOf } from '../users';
import { orderBy } from '../../lib/sorting';

// This module owns shipments, shipment_lines and the factory's 'shipment:YYYYMMDD' counters. Lists and
// orders join styles and customers only to show their names. Amounts are qty × unit price, computed and
// summed by PostgreSQL (numeric), never in JavaScript.

export type ShipmentStatusValue = 'draft' | 'confirmed' | 'void';

export type ShipmentValues = {
  customerId: number;
  styleId: number;
  shipDate: string;
  address: string | null;
  contact: string | null;
  phone: string | null;
  carrier: string | null;
  vehicleNo: string | null;
  driver: string | null;
  driverPhone: string | null;
  note: string | null;
  unitPrice: string | null;
  packing: ShipmentPacking | null;
  cartonCount: number;
};

export type LineValues = { colour: string; size: string; qty: number };

export type ShipmentRow = {
  id: number;
  shipmentNo: string;
  status: ShipmentStatusValue;
  shipDate: string;
  customerId: number;
  customerName: string;
  styleId: number;
  styleNo: string;
  styleName: string;
  orderNo: string | null;
  totalQty: number;
  unitPrice: string | null;
  amount: string | null;
  cartonCount: number;
  carrier: string | null;
  vehicleNo: string | null;
  driver: string | null;
  driverPhone: string | null;
  address: string | null;
  contact: string | null;
  phone: string | null;
  note: string | null;
  packing: ShipmentPacking | null;
  createdBy: string | null;
  createTime: Date;
  updateTime: Date;
  confirmedAt: Date | null;
  confirmedBy: string | null;
  voidReason: string | null;
  voidedAt: Date | null;
  voidedBy: string | null;
};

export type ShipmentFilter = {
  from?: string;
  to?: string;
  customerId?: number;
  styleId?: number;
  status?: ShipmentStatusValue;
  blurry?: string;
};

/** Pieces of a shipment: the sum of its lines. */
const totalQtyOf = sql<number>`(select coalesce(sum(${shipmentLines.qty}), 0) from ${shipmentLines}
  where ${shipmentLines.factoryId} = ${shipments.factoryId} and ${shipmentLines.shipmentId} = ${shipments.id})`;

/** qty × unit price as money text, null without a price. */
const amountOf = (qty: SQL) =>
  sql<
    string | null
  >`case when ${shipments.unitPrice} is null then null else ${moneyText(sql`${qty} * ${shipments.unitPrice}`)} end`;

const shipmentColumns = {
  id: shipments.id,
  shipmentNo: shipments.shipmentNo,
  status: sql<ShipmentStatusValue>`${shipments.status}`,
  shipDate: shipments.shipDate,
  customerId: shipments.customerId,
  customerName: customers.name,
  styleId: shipments.styleId,
  styleNo: styles.styleNo,
  styleName: styles.name,
  orderNo: styles.orderNo,
  totalQty: sql<number>`${totalQtyOf}::bigint`,
  unitPrice: shipments.unitPrice,
  amount: amountOf(totalQtyOf),
  cartonCount: shipments.cartonCount,
  carrier: shipments.carrier,
  vehicleNo: shipments.vehicleNo,
  driver: shipments.driver,
  driverPhone: shipments.driverPhone,
  address: shipments.address,
  contact: shipments.contact,
  phone: shipments.phone,
  note: shipments.note,
  packing: shipments.packing,
  createdBy: shipments.createdByName,
  createTime: shipments.createTime,
  updateTime: shipments.updateTime,
  confirmedAt: shipments.confirmedAt,
  confirmedBy: shipments.confirmedBy,
  voidReason: shipments.voidReason,
  voidedAt: shipments.voidedAt,
  voidedBy: shipments.voidedBy,
};

function shipmentQuery(db: DbOrTx) {
  return db
    .select(shipmentColumns)
    .from(shipments)
    .innerJoin(styles, and(eq(styles.factoryId, shipments.factoryId), eq(styles.id, shipments.styleId)))
    .innerJoin(
      customers,
      and(eq(customers.factoryId, shipments.factoryId), eq(customers.id, shipments.customerId)),
    );
}

const normalise = (row: ShipmentRow): ShipmentRow => ({ ...row, totalQty: Number(row.totalQty) });

function filterWhere(factoryId: number, f: ShipmentFilter): SQL | undefined {
  return and(
    eq(shipments.factoryId, factoryId),
    f.from && f.to ? between(shipments.shipDate, f.from, f.to) : undefined,
    f.from && !f.to ? gte(shipments.shipDate, f.from) : undefined,
    f.to && !f.from ? lte(shipments.shipDate, f.to) : undefined,
    f.customerId === undefined ? undefined : eq(shipments.customerId, f.customerId),
    f.styleId === undefined ? undefined : eq(shipments.styleId, f.styleId),
    f.status ? eq(shipments.status, f.status) : undefined,
    blurryMatch(f.blurry, [shipments.shipmentNo]),
  );
}

// ─── Numbers ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Takes the next shipment number of the factory's current day in its time zone (the transaction's `now()`),
 * from the day's counter (lib/counters.ts): two orders created at once never get the same number, and a
 * number once taken is never handed out again (not after a delete or a rollback either: only a gap).
 */
export async function takeShipmentNumber(
  db: DbOrTx,
  factoryId: number,
  timeZone: string,
): Promise<{ day: string; n: number }> {
  const counter = await advanceCounter(
    db,
    factoryId,
    sql`'shipment:' || to_char(now() at time zone ${timeZone}, 'YYYYMMDD')`,
    { by: 1, first: 1 },
  );
  return { day: counter.name.slice('shipment:'.length), n: counter.value };
}

// ─── Orders ──────────────────────────────────────────────────────────────────────────────────────

export async function insertShipment(
  db: DbOrTx,
  factoryId: number,
  userId: number,
  shipmentNo: string,
  values: ShipmentValues,
): Promise<number> {
  const [row] = await db
    .insert(shipments)
    .values({ factoryId, shipmentNo, ...values, createdBy: userId, createdByName: userNameOf(userId) })
    .returning({ id: shipments.id });
  if (!row) throw new Error('shipment insert returned nothing');
  return row.id;
}

/** Replaces an order's lines (in the order given: the grid's). */
export async function replaceLines(db: DbOrTx, factoryId: number, shipmentId: number, lines: LineValues[]) {
  await db
    .delete(shipmentLines)
    .where(and(eq(shipmentLines.factoryId, factoryId), eq(shipmentLines.shipmentId, shipmentId)));
  if (lines.length === 0) return;
  await db
    .insert(shipmentLines)
    .values(lines.map((line, i) => ({ factoryId, shipmentId, seq: i + 1, ...line })));
}

/**
 * Rewrites a draft; answers false when the order is not a draft (or not there). The status is checked by
 * the update itself: a confirm or void committed meanwhile wins, and one waiting on this row sees the edit.
 */
export async function updateDraft(
  db: DbOrTx,
  factoryId: number,
  id: number,
  values: ShipmentValues,
): Promise<boolean> {
  const rows = await db
    .update(shipments)
    .set({ ...values, updateTime: sql`now()` })
    .where(and(eq(shipments.factoryId, factoryId), eq(shipments.id, id), eq(shipments.status, 'draft')))
    .returning({ id: shipments.id });
  return rows.length > 0;
}

/** Confirms a draft; false when it is not a draft (two confirms at once: one wins). */
export async function confirmDraft(db: DbOrTx, factoryId: number, id: number, userId: number) {
  const rows = await db
    .update(shipments)
    .set({
      status: 'confirmed',
      confirmedAt: sql`now()`,
      confirmedBy: userNameOf(userId),
      updateTime: sql`now()`,
    })
    .where(and(eq(shipments.factoryId, factoryId), eq(shipments.id, id), eq(shipments.status, 'draft')))
    .returning({ id: shipments.id });
  return rows.length > 0;
}

/** Voids a draft or a confirmed order; false when it is void already (or not there). */
export async function voidShipment(
  db: DbOrTx,
  factoryId: number,
  id: number,
  userId: number,
  reason: string,
) {
  const rows = await db
    .update(shipments)
    .set({
      status: 'void',
      voidReason: reason,
      voidedAt: sql`now()`,
      voidedBy: userNameOf(userId),
      updateTime: sql`now()`,
    })
    .where(and(eq(shipments.factoryId, factoryId), eq(shipments.id, id), ne(shipments.status, 'void')))
    .returning({ id: shipments.id });
  return rows.length > 0;
}

/** Deletes a draft with its lines; answers its number, or null when it is not a draft (or not there). */
export async function deleteDraft(db: DbOrTx, factoryId: number, id: number): Promise<string | null> {
  const [row] = await db
    .delete(shipments)
    .where(and(eq(shipments.factoryId, factoryId), eq(shipments.id, id), eq(shipments.status, 'draft')))
    .returning({ shipmentNo: shipments.shipmentNo });
  return row?.shipmentNo ?? null;
}

/** An order's number and status, or null: what a refused change says. */
export async function findStatus(
  db: DbOrTx,
  factoryId: number,
  id: number,
): Promise<{ shipmentNo: string; status: ShipmentStatusValue; styleId: number } | null> {
  const [row] = await db
    .select({
      shipmentNo: shipments.shipmentNo,
      status: sql<ShipmentStatusValue>`${shipments.status}`,
      styleId: shipments.styleId,
    })
    .from(shipments)
    .where(and(eq(shipments.factoryId, factoryId), eq(shipments.id, id)));
  return row ?? null;
}

export async function findShipment(db: DbOrTx, factoryId: number, id: number): Promise<ShipmentRow | null> {
  const [row] = await shipmentQuery(db).where(and(eq(shipments.factoryId, factoryId), eq(shipments.id, id)));
  return row ? normalise(row) : null;
}

/** An order's lines in grid order, each with its amount (qty × unit price, by PostgreSQL). */
export async function findLines(db: DbOrTx, factoryId: number, shipmentId: number) {
  return db
    .select({
      colour: shipmentLines.colour,
      size: shipmentLines.size,
      qty: shipmentLines.qty,
      amount: amountOf(sql`${shipmentLines.qty}`),
    })
    .from(shipmentLines)
    .innerJoin(
      shipments,
      and(eq(shipments.factoryId, shipmentLines.factoryId), eq(shipments.id, shipmentLines.shipmentId)),
    )
    .where(and(eq(shipmentLines.factoryId, factoryId), eq(shipmentLines.shipmentId, shipmentId)))
    .orderBy(asc(shipmentLines.seq));
}

/** An order's pieces and amount per colour (the grid's rows), summed by PostgreSQL. */
export async function findColourTotals(db: DbOrTx, factoryId: number, shipmentId: number) {
  const rows = await db
    .select({
      colour: shipmentLines.colour,
      qty: sql<number>`sum(${shipmentLines.qty})::bigint`,
      amount: amountOf(sql`sum(${shipmentLines.qty})`),
      seq: sql<number>`min(${shipmentLines.seq})`,
    })
    .from(shipmentLines)
    .innerJoin(
      shipments,
      and(eq(shipments.factoryId, shipmentLines.factoryId), eq(shipments.id, shipmentLines.shipmentId)),
    )
    .where(and(eq(shipmentLines.factoryId, factoryId), eq(shipmentLines.shipmentId, shipmentId)))
    .groupBy(shipmentLines.colour, shipments.unitPrice)
    .orderBy(sql`min(${shipmentLines.seq})`);
  return rows.map(({ seq: _seq, ...row }) => ({ ...row, qty: Number(row.qty) }));
}

const SORTABLE = {
  id: shipments.id,
  shipDate: shipments.shipDate,
  // CH-YYYYMMDD-NNN by day, then by serial as a number (a day's 1,000th order comes after its 999th).
  shipmentNo: sql`split_part(${shipments.shipmentNo}, '-', 2) || lpad(split_part(${shipments.shipmentNo}, '-', 3), 9, '0')`,
  createTime: shipments.createTime,
};

/** A page of orders (newest ship date first unless `sort` says otherwise). */
export async function findShipmentPage(
  db: DbOrTx,
  factoryId: number,
  filter: ShipmentFilter,
  page: { offset: number; limit: number; sort?: string },
): Promise<ShipmentRow[]> {
  const rows = await shipmentQuery(db)
    .where(filterWhere(factoryId, filter))
    .orderBy(...orderBy(page.sort, SORTABLE, 'shipDate', shipments.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(normalise);
}

/**
 * How many orders the filter matches (the list's rows), and how many of them ship with their pieces, amount
 * and cartons: void orders ship nothing and are left out, unless the filter asks for void ones.
 */
export async function sumShipments(
  db: DbOrTx,
  factoryId: number,
  filter: ShipmentFilter,
): Promise<{ total: number; orders: number; qty: number; amount: string; cartons: number }> {
  const where = filterWhere(factoryId, filter);
  const counted = filter.status === 'void' ? sql`true` : sql`${shipments.status} <> 'void'`;
  const [row] = await db
    .select({
      total: count(),
      orders: sql<number | string>`count(*) filter (where ${counted})`,
      qty: sql<number | string>`coalesce(sum(${totalQtyOf}) filter (where ${counted}), 0)`,
      amount: moneyText(sql`sum(${totalQtyOf} * ${shipments.unitPrice}) filter (where ${counted})`),
      cartons: sql<number | string>`coalesce(sum(${shipments.cartonCount}) filter (where ${counted}), 0)`,
    })
    .from(shipments)
    .where(where);
  return {
    total: Number(row?.total ?? 0),
    orders: Number(row?.orders ?? 0),
    qty: Number(row?.qty ?? 0),
    amount: row?.amount ?? '0.00',
    cartons: Number(row?.cartons ?? 0),
  };
}

/**
 * Pieces of a style's confirmed orders per colour × size: what has shipped. `exceptId` leaves one order out
 * (the order being checked against what is left).
 */
export async function sumShipped(
  db: DbOrTx,
  factoryId: number,
  styleId: number,
  exceptId?: number,
): Promise<LineValues[]> {
  const rows = await db
    .select({
      colour: shipmentLines.colour,
      size: shipmentLines.size,
      qty: sql<number>`sum(${shipmentLines.qty})::bigint`,
    })
    .from(shipmentLines)
    .innerJoin(
      shipments,
      and(eq(shipments.factoryId, shipmentLines.factoryId), eq(shipments.id, shipmentLines.shipmentId)),
    )
    .where(
      and(
        eq(shipments.factoryId, factoryId),
        eq(shipments.styleId, styleId),
        eq(shipments.status, 'confirmed'),
        exceptId === undefined ? undefined : ne(shipments.id, exceptId),
      ),
    )
    .groupBy(shipmentLines.colour, shipmentLines.size);
  return rows.map((row) => ({ ...row, qty: Number(row.qty) }));
}
