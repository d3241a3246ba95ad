import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';

// Finished pieces of a style per colour × size, for shipment orders (what is left to ship) and anyone else
// who needs them without the production grid. The rules are the grid's (service.ts): done(bundle, process) =
// Σ valid scan qty; a bundle's finished pieces = the least done over its bed's snapshot processes (0 for a
// bed without processes); void bundles are left out. Here they are one statement, summed by PostgreSQL.

export type FinishedCell = { colour: string; size: string; qty: number };

/** Finished pieces per colour × size of a style's active bundles (cells with none finished are left out). */
export async function findFinishedPieces(
  db: DbOrTx,
  factoryId: number,
  styleId: number,
): Promise<FinishedCell[]> {
  const rows = await queryRows<{ colour: string; size: string; qty: number | string }>(
    db,
    sql`with style_bundles as (
          select id, cut_order_id, colour, size from bundles
          where factory_id = ${factoryId} and style_id = ${styleId} and status = 'active'),
        done as (
          select s.bundle_id, s.process_id, sum(s.qty) as qty
          from scans s join style_bundles b on b.id = s.bundle_id
          where s.factory_id = ${factoryId} and s.status = 'valid'
          group by s.bundle_id, s.process_id),
        per_bundle as (
          select b.colour, b.size,
            case when count(p.id) = 0 then 0 else min(coalesce(d.qty, 0)) end as finished
          from style_bundles b
          left join cut_order_processes p on p.factory_id = ${factoryId} and p.cut_order_id = b.cut_order_id
          left join done d on d.bundle_id = b.id and d.process_id = p.id
          group by b.id, b.colour, b.size)
        select colour, size, sum(finished) as qty from per_bundle
        group by colour, size having sum(finished) > 0`,
  );
  return rows.map((row) => ({ colour: row.colour, size: row.size, qty: Number(row.qty) }));
}

/** The service other modules are given (app.ts): finished pieces, read in the caller's transaction. */
export function createFinishedPieces({ db }: { db: Db }) {
  return {
    /** Finished pieces per colour × size of a style of the factory. */
    ofStyle: (factoryId: number, styleId: number) => findFinishedPieces(db, factoryId, styleId),
  };
}

export type FinishedPieces = ReturnType<typeof createFinishedPieces>;
