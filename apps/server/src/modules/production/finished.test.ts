import type { Scan } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedMismatches, keptFinished, seeded, undo } from '../../../test/finished-check';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { signIn } from '../../../test/people';
import { processesByTicket, scanRecorder } from '../../../test/shop-floor';

// A bundle's finished pieces are kept by the scans' triggers (bundles.finished_qty): after any mix of scans,
// partial scans and undos they must be what the scans say.
let t: TestContext;
let w11: Caller;
const { post } = scanRecorder('finished-test');
/** Bundles 1–4 of the demo bed (PL2408 bed 1), 20 pieces each. */
const TICKETS = [36001, 36002, 36003, 36004];

beforeAll(async () => {
  t = await createTestContext();
  ({ w11 } = await signIn(t, 'w11'));
});
afterAll(async () => {
  await t.close();
});

describe('a bundle’s kept finished pieces', () => {
  it('follow random scans, partial scans and undos', async () => {
    const processes = [...(await processesByTicket(w11)).values()];
    const random = seeded(20261127);
    const made: number[] = [];
    // First every process of every bundle partly done (6–9 pieces: finished, not whole), then the walk.
    for (const [index, ticket] of TICKETS.entries()) {
      for (const processId of processes) {
        const response = await post(w11, { ticket: String(ticket), processId, qty: 6 + index });
        expect(response.statusCode, response.body).toBe(201);
        made.push(response.json<Scan>().id);
      }
    }
    expect(await Promise.all(TICKETS.map((ticket) => keptFinished(t.database, ticket)))).toEqual([
      6, 7, 8, 9,
    ]);
    for (let step = 1; step <= 60; step++) {
      const undoing = made.length > 0 && random.below(3) === 0;
      if (undoing) await undo(w11, made.splice(random.below(made.length), 1)[0] ?? 0);
      else {
        const response = await post(w11, {
          ticket: String(TICKETS[random.below(TICKETS.length)]),
          processId: processes[random.below(processes.length)],
          qty: 1 + random.below(8),
        });
        // A scan of more than remains is refused (409): the walk goes on.
        if (response.statusCode === 201) made.push(response.json<Scan>().id);
        else expect(response.statusCode, response.body).toBe(409);
      }
      expect(await finishedMismatches(t.database, TICKETS), `step ${step}`).toEqual([]);
    }
    // Every process of the first bundle done: all its 20 pieces are finished.
    for (const processId of processes) await post(w11, { ticket: '36001', processId });
    expect(await keptFinished(t.database, 36001)).toBe(20);
    expect(await finishedMismatches(t.database, TICKETS)).toEqual([]);
  });
});
