import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema';

export type ThrottleLimits = { maxPerMobile: number; maxPerIp: number; windowMinutes: number };

export const ipKey = (ip: string) => `ip:${ip}`;
export const mobileKey = (mobile: string) => `mobile:${mobile}`;

/**
 * Counts failed sign-ins per IP and per mobile number in a fixed window, in the database, so every
 * server process sees the same counts. Returns the minutes left when a limit is reached, else null.
 */
export async function lockedOutMinutes(
  db: DbOrTx,
  keys: { ip: string; mobile: string },
  limits: ThrottleLimits,
): Promise<number | null> {
  const rows = await db
    .select({
      key: loginFailures.key,
      failures: loginFailures.failures,
      minutesLeft: sql<number>`ceil(extract(epoch from (${loginFailures.windowStart} + make_interval(mins => ${limits.windowMinutes}) - now())) / 60)::int`,
    })
    .from(loginFailures)
    .where(inArray(loginFailures.key, [keys.ip, keys.mobile]));
  const blocked = rows.filter(
    (row) =>
      row.minutesLeft > 0 && row.failures >= (row.key === keys.ip ? limits.maxPerIp : limits.maxPerMobile),
  );
  return blocked.length ? Math.max(...blocked.map((row) => row.minutesLeft)) : null;
}

/** Adds one failure to each key, starting a new window when the old one has passed (one atomic statement). */
export async function recordFailure(db: DbOrTx, keys: string[], windowMinutes: number) {
  const windowOver = sql`${loginFailures.windowStart} + make_interval(mins => ${windowMinutes}) <= now()`;
  await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, windowStart: sql`now()`, failures: 1 })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${windowOver} then 1 else ${loginFailures.failures} + 1 end`,
        windowStart: sql`case when ${windowOver} then now() else ${loginFailures.windowStart} end`,
      },
    });
}

export async function clearFailures(db: DbOrTx, key: string) {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [key]));
}
