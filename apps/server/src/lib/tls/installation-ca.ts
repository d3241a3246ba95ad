import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import { createAuthority, type KeyAndCertificate, type ServerNames } from './certificates';

const KEY = 'tls-authority';

/**
 * The installation's certificate authority: created once and kept in the database beside the app secret, so
 * every server process on one PostgreSQL issues its certificates from the same one, and a phone trusts it once.
 * Its key never leaves the server: no route, log line or audit record carries it. It may vouch for the local
 * networks and the names the server has when it is made (`names`) only (certificates.ts).
 */
export async function loadInstallationAuthority(db: Db, names: ServerNames): Promise<KeyAndCertificate> {
  const kept = await read(db);
  if (kept) return kept;
  const made = await createAuthority(names);
  // Two processes starting together: the first insert wins and both read it back.
  await db
    .insert(appSettings)
    .values({ key: KEY, value: JSON.stringify(made) })
    .onConflictDoNothing();
  const stored = await read(db);
  if (!stored) throw new Error('certificate authority missing after insert');
  return stored;
}

async function read(db: Db): Promise<KeyAndCertificate | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  return row ? (JSON.parse(row.value) as KeyAndCertificate) : undefined;
}
