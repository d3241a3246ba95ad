import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';

// What confirmed shipment orders shipped, for other modules (the home dashboard): confirmed orders count as
// shipped (service.ts), drafts and void ones do not. SQL on this module's tables, summed by PostgreSQL.

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
export async function findShippedCells(
  db: DbOrTx,
  factoryId: number,
): Promise<{ styleId: number; colour: string; size: string; qty: number }[]> {
  const rows = await queryRows<{
    style_id: number | string;
    colour: string;
    size: string;
    qty: number | string;
  }>(
    db,
    sql`select s.style_id, l.colour, l.size, sum(l.qty) as qty
        from shipments s
        join shipment_lines l on l.factory_id = s.factory_id and l.shipment_id = s.id
        where s.factory_id = ${factoryId} and s.status = 'confirmed'
        group by s.style_id, l.colour, l.size`,
  );
  return rows.map((row) => ({
    styleId: Number(row.style_id),
    colour: row.colour,
    size: row.size,
    qty: Number(row.qty),
  }));
}

/** The service other modules are given (app.ts): what confirmed orders shipped, in the caller's transaction. */
export function createShippedFigures({ db }: { db: Db }) {
  return {
    /** Confirmed orders shipped in a period, and their pieces. */
    inPeriod: (factoryId: number, period: { from: string; to: string }) =>
      findShippedInPeriod(db, factoryId, period),
    /** Pieces shipped by confirmed orders per style × colour × size, ever. */
    cells: (factoryId: number) => findShippedCells(db, factoryId),
  };
}

export type ShippedFigures = ReturnType<typeof createShippedFigures>;
