import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client';
import { factoryCounters } from '../db/schema';

/**
 * Moves a factory's named serial on by `by` and answers its name and new value (the last number handed out).
 * One upsert: its row lock holds off any other transaction's until this one ends, so two transactions never
 * get the same number, and a number once taken is never handed out again (a rollback leaves only a gap).
 * A counter not there yet starts at `first` (the value after this take). `name` may be an SQL expression
 * (a shipment's counter is named after the factory's day on the database's clock).
 */
export async function advanceCounter(
  db: DbOrTx,
  factoryId: number,
  name: string | SQL,
  { by, first }: { by: number; first: number },
): Promise<{ name: string; value: number }> {
  const [row] = await queryRows<{ name: string; value: number | string }>(
    db,
    sql`insert into ${factoryCounters} (factory_id, name, value)
        values (${factoryId}, ${name}, ${first})
        on conflict (factory_id, name) do update set value = ${factoryCounters.value} + ${by}
        returning name, value`,
  );
  if (!row) throw new Error('counter upsert returned nothing');
  return { name: row.name, value: Number(row.value) };
}
