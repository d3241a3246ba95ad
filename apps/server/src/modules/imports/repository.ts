import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { IMPORT_LOCK_KEY } from '../../lib/db-rules';

/** Holds the factory's import lock until the transaction ends (lib/db-rules.ts, IMPORT_LOCK_KEY). */
export async function lockFactoryImports(db: DbOrTx, factoryId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY}, ${factoryId}::int)`);
}
