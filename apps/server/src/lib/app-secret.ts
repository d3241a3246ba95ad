import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * The installation's secret for keyed hashes and signatures: APP_SECRET when set, otherwise one generated
 * once and kept in the database, so every server process on the same database shares it.
 */
export async function loadAppSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'secret'));
  if (!row) throw new Error('app secret missing after insert');
  return row.value;
}
