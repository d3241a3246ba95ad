import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, idArray, queryRows } from '../../db/client';

// Pieces as the shop floor and the shipping office count them: finished (the bundles' kept figures), shipped
// (confirmed orders), done per (bundle, process) for the production grid, and a bundle's scanned floor.

export type FinishedCell = { styleId: number; colour: string; size: string; qty: number };

/** A style × colour × size cell's pieces as PostgreSQL answers them (bigints as text). */
type RawCell = { style_id: number | string; colour: string; size: string; qty: number | string };
const toCell = (row: RawCell): FinishedCell => ({
  styleId: Number(row.style_id),
  colour: row.colour,
  size: row.size,
  qty: Number(row.qty),
});

/**
 * A bundle's finished pieces as its style counts them, over `bundles b join styles s`: sewn through every
 * process (bundles.finished_qty, migration 0012), or, when the style has a final QC check, passed at it
 * (bundles.final_passed_qty, migration 0019): finished means passed.
 */
export const finishedPieces = sql`(case when s.final_inspection then b.final_passed_qty else b.finished_qty end)`;

/**
 * Finished pieces per style × colour × size of the factory's active bundles, or of one style's (cells with
 * none finished are left out): the kept figure of each bundle (bundles.finished_qty, migration 0012), so the
 * cost follows the bundles, never their scans.
 */
export async function finishedCells(
  db: DbOrTx,
  factoryId: number,
  styleId?: number,
): Promise<FinishedCell[]> {
  const rows = await queryRows<RawCell>(
    db,
    sql`select b.style_id, b.colour, b.size, sum(${finishedPieces}) as qty
        from bundles b join styles s on s.factory_id = b.factory_id and s.id = b.style_id
        where b.factory_id = ${factoryId} ${styleId === undefined ? sql`` : sql`and b.style_id = ${styleId}`}
          and b.status = 'active' and (b.finished_qty > 0 or b.final_passed_qty > 0)
        group by b.style_id, b.colour, b.size
        having sum(${finishedPieces}) > 0`,
  );
  return rows.map(toCell);
}

// ─── Shipped pieces (the shipments module's rule: confirmed orders count as shipped) ───────────────────

/** Confirmed orders whose ship date is in a period (both days included), and their pieces. */
export async function findShippedInPeriod(
  db: DbOrTx,
  factoryId: number,
  period: { from: string; to: string },
): Promise<{ orders: number; qty: number }> {
  const [row] = await queryRows<{ orders: number | string; qty: number | string }>(
    db,
    sql`select count(*) as orders, coalesce(sum(
          (select sum(l.qty) from shipment_lines l where l.factory_id = s.factory_id and l.shipment_id = s.id)), 0) as qty
        from shipments s
        where s.factory_id = ${factoryId} and s.status = 'confirmed'
          and s.ship_date between ${period.from}::date and ${period.to}::date`,
  );
  return { orders: Number(row?.orders ?? 0), qty: Number(row?.qty ?? 0) };
}

/** Pieces of every confirmed order of the factory per style × colour × size. */
export async function findShippedCells(db: DbOrTx, factoryId: number): Promise<FinishedCell[]> {
  const rows = await queryRows<RawCell>(
    db,
    sql`select s.style_id, l.colour, l.size, sum(l.qty) as qty
        from shipments s
        join shipment_lines l on l.factory_id = s.factory_id and l.shipment_id = s.id
        where s.factory_id = ${factoryId} and s.status = 'confirmed'
        group by s.style_id, l.colour, l.size`,
  );
  return rows.map(toCell);
}

// ─── A bundle's scans, for the cutting room ─────────────────────────────────────────────────────────

/**
 * The most pieces one process of a bundle has in valid scans (null when none), as a one-row query `qty`: the
 * floor of the bundle's quantity, which the cutting room reads under the bundle's row lock (the lock every scan
 * of the bundle takes too).
 */
export const mostScannedOfBundle = (factoryId: number, bundleId: number): SQL =>
  sql`select max(done) as qty from (
        select sum(qty) as done from scans
        where factory_id = ${factoryId} and bundle_id = ${bundleId} and status = 'valid'
        group by process_id) per_process`;

// ─── The production grid ────────────────────────────────────────────────────────────────────────────

/**
 * Valid pieces per (bundle, snapshot process) of these processes (the production grid), as flat triplets
 * (bundle id, process id, pieces), a (bundle, process) once per scan: the scans of those processes come from
 * the scans (factory_id, process_id) index alone and leave PostgreSQL as one text (a 5,000-bundle bed's
 * 60,000 scans in one row, no object per scan; grouping them in SQL took longer than the reading).
 */
export async function doneByBundleProcess(
  db: DbOrTx,
  factoryId: number,
  processIds: number[],
): Promise<Float64Array> {
  if (processIds.length === 0) return new Float64Array(0);
  const [row] = await queryRows<{ cells: string | null }>(
    db,
    sql`select string_agg(bundle_id || ',' || process_id || ',' || qty, ',') as cells
        from scans
        where factory_id = ${factoryId} and process_id = any(${idArray(processIds)}) and status = 'valid'`,
  );
  return row?.cells ? Float64Array.from(row.cells.split(','), Number) : new Float64Array(0);
}

/** Who has valid scans of each (bundle, process) of these bundles, names in order (a page of the grid). */
export async function workersByBundleProcess(
  db: DbOrTx,
  factoryId: number,
  bundleIds: number[],
): Promise<{ bundleId: number; processId: number; names: string[] }[]> {
  if (bundleIds.length === 0) return [];
  const rows = await queryRows<{
    bundle_id: number | string;
    process_id: number | string;
    names: string[] | string;
  }>(
    db,
    sql`select s.bundle_id, s.process_id,
          to_json(array_agg(distinct coalesce(m.invited_name, u.name))) as names
        from scans s
        join members m on m.factory_id = s.factory_id and m.id = s.worker_id
        join users u on u.id = m.user_id
        where s.factory_id = ${factoryId} and s.bundle_id = any(${idArray(bundleIds)}) and s.status = 'valid'
        group by s.bundle_id, s.process_id`,
  );
  return rows.map((r) => ({
    bundleId: Number(r.bundle_id),
    processId: Number(r.process_id),
    names: (typeof r.names === 'string' ? (JSON.parse(r.names) as string[]) : r.names).sort(),
  }));
}
