import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client';

/**
 * The factory's calendar day now on its own wall clock, by the database's clock (as scans and their work
 * dates use), as `YYYY-MM-DD`.
 */
export async function factoryToday(db: DbOrTx, timeZone: string): Promise<string> {
  const [row] = await queryRows<{ today: string }>(
    db,
    sql`select ((now() at time zone ${timeZone})::date)::text as today`,
  );
  if (!row) throw new Error('the database did not say what day it is');
  return row.today;
}
