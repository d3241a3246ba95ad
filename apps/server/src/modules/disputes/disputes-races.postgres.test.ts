import { MAX_OPEN_DISPUTES } from '@gbo/contracts';
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
// sends many questions at once from two phones.
let t: TestContext;
let second: SecondApp;
let here: Caller;
let there: Caller;
let w13: number;

beforeAll(async () => {
  t = await createTestContext();
  second = await openSecondApp(t);
  const tokens = await tokensOf(t, 'w13');
  here = callerFor(t.app, tokens.w13);
  there = callerFor(second.app, tokens.w13);
  ({ w13 } = await memberIdsOf(t.database, 'w13'));
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('questions sent at once from two server processes', () => {
  it('never leave a worker more than the most open', async () => {
    const sent = MAX_OPEN_DISPUTES + 10;
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, i) =>
        (i % 2 ? there : here).post('/api/disputes', { workDate: '2026-11-20', message: `At once ${i}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(MAX_OPEN_DISPUTES);
    expect(codes.filter((code) => code === 409)).toHaveLength(sent - MAX_OPEN_DISPUTES);
    const [row] = await queryRows<{ open: number | string }>(
      t.database.db,
      sql`select count(*) as open from wage_disputes where worker_id = ${w13} and status = 'open'`,
    );
    expect(Number(row?.open)).toBe(MAX_OPEN_DISPUTES);
  });
});
