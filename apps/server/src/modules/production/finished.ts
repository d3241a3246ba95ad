import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';

// Finished pieces of a style per colour × size, for shipment orders (what is left to ship) and anyone else
// who needs them without the production grid. The rules are the grid's (service.ts): done(bundle, process) =
// Σ valid scan qty; a bundle's finished pieces = the least done over its bed's snapshot processes (0 for a
// bed without processes); void bundles are left out. The database keeps each bundle's figure as its scans
// change (bundles.finished_qty, migration 0012), so this reads the style's bundles, never its scans.

export type FinishedCell = { colour: string; size: string; qty: number };

/** Finished pieces per colour × size of a style's active bundles (cells with none finished are left out). */
export async function findFinishedPieces(
  db: DbOrTx,
  factoryId: number,
  styleId: number,
): Promise<FinishedCell[]> {
  const rows = await queryRows<{ colour: string; size: string; qty: number | string }>(
    db,
    sql`select colour, size, sum(finished_qty) as qty from bundles
        where factory_id = ${factoryId} and style_id = ${styleId} and status = 'active' and finished_qty > 0
        group by colour, size`,
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
