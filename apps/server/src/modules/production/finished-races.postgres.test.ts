import type { Scan } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedMismatches, seeded, undo } from '../../../test/finished-check';
import {
  type Caller,
  callerFor,
  createTestContext,
  openSecondApp,
  type SecondApp,
  type TestContext,
} from '../../../test/helpers';
import { tokensOf } from '../../../test/people';
import { processesByTicket } from '../../../test/shop-floor';

// Races only PostgreSQL shows (PGlite runs one statement at a time): CI's PostgreSQL pass runs this file.
// Scans and undos of the same bundles at once, from two server processes: the kept finished pieces must end
// as the scans say, whichever commits first (an undo's refresh waits for the bundle and then reads afresh).
let t: TestContext;
let second: SecondApp;
let w11: Caller[];
/** Bundles 1–3 of the demo bed (PL2408 bed 1), 20 pieces each. */
const TICKETS = [36001, 36002, 36003];

beforeAll(async () => {
  t = await createTestContext();
  second = await openSecondApp(t);
  const tokens = await tokensOf(t, 'w11');
  w11 = [callerFor(t.app, tokens.w11), callerFor(second.app, tokens.w11)];
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('a bundle’s kept finished pieces under concurrent scans and undos', () => {
  it('end as the scans say after each burst', async () => {
    const processes = [...(await processesByTicket(w11[0] as Caller)).values()];
    const random = seeded(74812);
    const made: number[] = [];
    let requests = 0;
    const scan = async (caller: Caller, ticket: number, processId: number | undefined, qty: number) => {
      const response = await caller.post('/api/scans', {
        requestId: `finished-race-${++requests}-${process.pid}`,
        ticket: String(ticket),
        processId,
        qty,
      });
      expect([201, 409], response.body).toContain(response.statusCode);
      if (response.statusCode === 201) made.push(response.json<Scan>().id);
    };
    // Every process of every bundle 4 pieces done, so that each scan or undo moves the finished figure.
    for (const ticket of TICKETS)
      for (const processId of processes) await scan(w11[0] as Caller, ticket, processId, 4);
    for (let burst = 1; burst <= 12; burst++) {
      const undoing = made.splice(0, 4).map((id, i) => undo(w11[i % 2] as Caller, id, true));
      const scanning = Array.from({ length: 6 }, (_, i) =>
        scan(
          w11[i % 2] as Caller,
          TICKETS[random.below(TICKETS.length)] ?? 0,
          processes[random.below(processes.length)],
          1 + random.below(2),
        ),
      );
      await Promise.all([...undoing, ...scanning]);
      expect(await finishedMismatches(t.database, TICKETS), `burst ${burst}`).toEqual([]);
    }
  });
});
