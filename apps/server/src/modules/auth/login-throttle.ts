import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema';

export type ThrottleLimits = { maxPerMobile: number; maxPerIp: number; windowMinutes: number };

export const ipKey = (ip: string) => `ip:${ip}`;
export const mobileKey = (mobile: string) => `mobile:${mobile}`;

const windowOver = (windowMinutes: number) =>
  sql`${loginFailures.windowStart} + make_interval(mins => ${windowMinutes}) <= now()`;

/**
 * Counts a sign-in attempt against its IP and mobile number before the password is checked, in one atomic
 * statement, so a burst of concurrent attempts cannot all pass a check made before any of them failed. The
 * counts live in the database, so every server process sees the same. Returns the minutes left when the
 * attempt goes over a limit (it is refused), else null; `forgiveAttempt` takes a successful one back.
 */
export async function countAttempt(
  db: DbOrTx,
  keys: { ip: string; mobile: string },
  limits: ThrottleLimits,
): Promise<number | null> {
  const rows = await upsertFailures(db, [keys.ip, keys.mobile], limits.windowMinutes).returning({
    key: loginFailures.key,
    failures: loginFailures.failures,
    minutesLeft: sql<number>`ceil(extract(epoch from (${loginFailures.windowStart} + make_interval(mins => ${limits.windowMinutes}) - now())) / 60)::int`,
  });
  const blocked = rows.filter(
    (row) => row.failures > (row.key === keys.ip ? limits.maxPerIp : limits.maxPerMobile),
  );
  return blocked.length ? Math.max(1, ...blocked.map((row) => row.minutesLeft)) : null;
}

/** A successful sign-in: the mobile number starts afresh, and the address's count drops the attempt. */
export async function forgiveAttempt(db: DbOrTx, keys: { ip: string; mobile: string }) {
  await db.delete(loginFailures).where(eq(loginFailures.key, keys.mobile));
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(eq(loginFailures.key, keys.ip));
}

/** Adds one failure to each key, starting a new window when the old one has passed (one atomic statement). */
export async function recordFailure(db: DbOrTx, keys: string[], windowMinutes: number) {
  await upsertFailures(db, keys, windowMinutes);
}

function upsertFailures(db: DbOrTx, keys: string[], windowMinutes: number) {
  const over = windowOver(windowMinutes);
  return db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, windowStart: sql`now()`, failures: 1 })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${over} then 1 else ${loginFailures.failures} + 1 end`,
        windowStart: sql`case when ${over} then now() else ${loginFailures.windowStart} end`,
      },
    });
}
