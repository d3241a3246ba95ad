import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Caller,
  callerFor,
  createTestContext,
  openSecondApp,
  type SecondApp,
  type TestContext,
} from '../../../test/helpers';
import { memberIdsOf, tokensOf } from '../../../test/people';
import { queryRows } from '../../db/client';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
// Two apps, each with its own connection pool on the same database, stand for two server processes; a worker
// taps the clock on two phones at once.
let t: TestContext;
let second: SecondApp;
let here: Caller;
let there: Caller;
let w11: number;

beforeAll(async () => {
  t = await createTestContext();
  second = await openSecondApp(t);
  const tokens = await tokensOf(t, 'w11');
  here = callerFor(t.app, tokens.w11);
  there = callerFor(second.app, tokens.w11);
  ({ w11 } = await memberIdsOf(t.database, 'w11'));
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const atOnce = (count: number, action: 'in' | 'out') =>
  Promise.all(
    Array.from({ length: count }, (_, i) => (i % 2 ? there : here).post('/api/attendance/clock', { action })),
  );

describe('clocking from two server processes at once', () => {
  it('makes one clock-in of a day and one clock-out, whatever else was sent', async () => {
    const ins = await atOnce(8, 'in');
    expect(ins.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const records = await queryRows<{ clock_in: string }>(
      t.database.db,
      sql`select clock_in::text from attendance where worker_id = ${w11}`,
    );
    expect(records).toHaveLength(1);

    // As if clocked in an hour ago (or at midnight, if later: a time less an hour wraps round before 01:00),
    // then every phone taps "out" at once: one clock-out, never moved.
    await t.database.db.execute(
      sql`update attendance set clock_in = clock_in - least(clock_in - time '00:00', interval '1 hour')
          where worker_id = ${w11}`,
    );
    const outs = await atOnce(8, 'out');
    expect(outs.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const [closed] = await queryRows<{ clock_out: string | null }>(
      t.database.db,
      sql`select clock_out::text from attendance where worker_id = ${w11}`,
    );
    expect(closed?.clock_out).not.toBeNull();
  });
});
