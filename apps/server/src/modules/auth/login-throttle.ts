import { and, eq, gt, inArray, like, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { loginFailures as counters } from '../../db/schema';

export type ThrottleLimits = Config['loginThrottle'];

/** The kinds of counter (one table, one row per key; keys stay under its 80 characters). */
const keyOf = {
  ip: (ip: string) => `ip:${ip}`,
  pair: (mobile: string, ip: string) => `pair:${mobile}@${ip}`.slice(0, 80),
  mobile: (mobile: string) => `mobile:${mobile}`,
  /** A successful sign-in of this mobile from this address: its own device, exempt from the slow-down. */
  trusted: (mobile: string, ip: string) => `ok:${mobile}@${ip}`.slice(0, 80),
  captcha: (ip: string) => `code:${ip}`,
};

export type AttemptVerdict =
  /** `mobileCounted`: false on the mobile's own device, whose attempts the per-mobile count leaves out. */
  | { kind: 'allowed'; mobileCounted: boolean }
  | { kind: 'locked'; minutes: number }
  | { kind: 'slowed'; seconds: number };

const windowOver = (windowMinutes: number) =>
  sql`${counters.windowStart} + make_interval(mins => ${windowMinutes}) <= now()`;

/** The pause the per-mobile ceiling asks for after the current count: 2 s, 4 s, 8 s … up to the maximum. */
const pause = (after: number, maxSeconds: number) =>
  sql`make_interval(secs => least(power(2, least(${counters.failures} - ${after} + 1, 20)), ${maxSeconds}))`;

type Pace = { after: number; maxSeconds: number };

/**
 * Adds one to each key's count in one atomic statement, starting a new window when the old one has passed.
 * A 'mobile:' key over its ceiling (`pace`) is admitted only once its pause since the last admitted attempt
 * has passed; a refused attempt changes nothing, so a flood cannot push the pause further out.
 */
function bump(db: DbOrTx, keys: string[], windowMinutes: number, pace?: Pace) {
  const over = windowOver(windowMinutes);
  const paced = pace
    ? sql`(${counters.key} like 'mobile:%' and not ${over} and ${counters.failures} >= ${pace.after}
        and ${counters.lastAttemptAt} + ${pause(pace.after, pace.maxSeconds)} > now())`
    : sql`false`;
  return db
    .insert(counters)
    .values(keys.map((key) => ({ key, windowStart: sql`now()`, failures: 1, lastAttemptAt: sql`now()` })))
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        failures: sql`case when ${over} then 1 when ${paced} then ${counters.failures} else ${counters.failures} + 1 end`,
        windowStart: sql`case when ${over} then now() else ${counters.windowStart} end`,
        lastAttemptAt: sql`case when ${paced} then ${counters.lastAttemptAt} else now() end`,
      },
    })
    .returning({
      key: counters.key,
      failures: counters.failures,
      admitted: sql<boolean>`${counters.lastAttemptAt} = now()`,
      windowSecondsLeft: sql<number>`ceil(extract(epoch from (${counters.windowStart} + make_interval(mins => ${windowMinutes}) - now())))::int`,
      secondsLeft: pace
        ? sql<number>`ceil(extract(epoch from (${counters.lastAttemptAt} + ${pause(pace.after, pace.maxSeconds)} - now())))::int`
        : sql<number>`0`,
    });
}

/**
 * Counts a sign-in attempt before the password is checked, in one atomic statement, so a burst of concurrent
 * attempts cannot all pass a check made before any of them failed; every server process sees the same counts.
 * - per (mobile, address): locked at `maxPerMobile` — an attacker elsewhere cannot lock the person out;
 * - per address: locked at `maxPerIp`, whatever the mobile;
 * - per mobile across addresses: past `slowdownAfter`, each attempt waits a growing pause (never a lock), and
 *   an address the mobile signed in from within `trustedDeviceDays` (its own device) is not counted at all.
 */
export async function countAttempt(
  db: DbOrTx,
  client: { ip: string; mobile: string },
  limits: ThrottleLimits,
): Promise<AttemptVerdict> {
  const trusted = await isTrustedDevice(db, client, limits.trustedDeviceDays);
  const keys = [keyOf.ip(client.ip), keyOf.pair(client.mobile, client.ip)];
  if (!trusted) keys.push(keyOf.mobile(client.mobile));
  const rows = await bump(db, keys, limits.windowMinutes, {
    after: limits.slowdownAfter,
    maxSeconds: limits.slowdownMaxSeconds,
  });
  const locked = rows.filter((row) =>
    row.key.startsWith('ip:')
      ? row.failures > limits.maxPerIp
      : row.key.startsWith('pair:') && row.failures > limits.maxPerMobile,
  );
  if (locked.length) {
    const seconds = Math.max(...locked.map((row) => row.windowSecondsLeft));
    return { kind: 'locked', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  const slowed = rows.find((row) => row.key.startsWith('mobile:') && !row.admitted);
  return slowed
    ? { kind: 'slowed', seconds: Math.max(1, slowed.secondsLeft) }
    : { kind: 'allowed', mobileCounted: !trusted };
}

async function isTrustedDevice(db: DbOrTx, client: { ip: string; mobile: string }, days: number) {
  if (days === 0) return false;
  const [row] = await db
    .select({ key: counters.key })
    .from(counters)
    .where(
      and(
        eq(counters.key, keyOf.trusted(client.mobile, client.ip)),
        gt(counters.windowStart, sql`now() - make_interval(days => ${days})`),
      ),
    );
  return row !== undefined;
}

/**
 * A successful sign-in: the (mobile, address) pair starts afresh, the address's and the mobile's counts drop
 * the attempt, and the address becomes this mobile's own device.
 */
export async function forgiveAttempt(
  db: DbOrTx,
  client: { ip: string; mobile: string },
  mobileCounted: boolean,
) {
  await db.delete(counters).where(eq(counters.key, keyOf.pair(client.mobile, client.ip)));
  const counted = [keyOf.ip(client.ip), ...(mobileCounted ? [keyOf.mobile(client.mobile)] : [])];
  await db
    .update(counters)
    .set({ failures: sql`greatest(${counters.failures} - 1, 0)` })
    .where(inArray(counters.key, counted));
  await db
    .insert(counters)
    .values({ key: keyOf.trusted(client.mobile, client.ip), windowStart: sql`now()`, failures: 1 })
    .onConflictDoUpdate({ target: counters.key, set: { windowStart: sql`now()` } });
}

/** A wrong captcha counts against the address only (the mobile may not even be the caller's). */
export async function recordCaptchaFailure(db: DbOrTx, ip: string, windowMinutes: number) {
  await bump(db, [keyOf.ip(ip)], windowMinutes);
}

/** Counts a captcha drawn for an address in a one-minute window; the seconds to wait when over `maxPerMinute`. */
export async function countCaptcha(db: DbOrTx, ip: string, maxPerMinute: number): Promise<number | null> {
  const [row] = await bump(db, [keyOf.captcha(ip)], 1);
  if (!row || row.failures <= maxPerMinute) return null;
  return Math.max(1, row.windowSecondsLeft);
}

/** Removes counters whose window has passed, and own-device marks older than `trustedDeviceDays`. */
export async function purgeCounters(db: DbOrTx, limits: ThrottleLimits) {
  const marks = like(counters.key, 'ok:%');
  const deleted = await db
    .delete(counters)
    .where(
      sql`case when ${marks} then ${counters.windowStart} < now() - make_interval(days => ${limits.trustedDeviceDays})
        else ${windowOver(limits.windowMinutes)} end`,
    )
    .returning({ key: counters.key });
  return deleted.length;
}
