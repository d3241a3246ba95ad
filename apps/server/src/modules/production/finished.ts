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
    // Per bundle (lateral): its bed's processes and its valid scans by process, read through
    // cut_order_processes_seq_uq and scans_bundle_process_idx. The cost follows the style's bundles, never the
    // factory's scans (a join over all the style's scans at once turned into a scan of every scan).
    sql`select b.colour, b.size, sum(f.finished) as qty
        from bundles b
        cross join lateral (
          select case when count(p.id) = 0 then 0 else min(coalesce(d.qty, 0)) end as finished
          from cut_order_processes p
          left join (
            select s.process_id, sum(s.qty) as qty from scans s
            where s.factory_id = b.factory_id and s.bundle_id = b.id and s.status = 'valid'
            group by s.process_id) d on d.process_id = p.id
          where p.factory_id = b.factory_id and p.cut_order_id = b.cut_order_id) f
        where b.factory_id = ${factoryId} and b.style_id = ${styleId} and b.status = 'active'
        group by b.colour, b.size
        having sum(f.finished) > 0`,
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
