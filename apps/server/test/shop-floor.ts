import type { CutOrder, SavedCutOrder, Scan, ScanLookup, Style } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import type { Caller } from './helpers';

// The shop floor for API tests: styles, beds cut from them, and scans of their bundles, each made through the
// API and expected to succeed (a test of a refusal sends its own request).

/** Adds a style through POST api/styles (201 expected). */
export async function createStyle(caller: Caller, body: object): Promise<Style> {
  const response = await caller.post('/api/styles', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Style>();
}

/** A bed of a style cut on `cutDate`: every size once in the ratio, `lays` colour by colour (layers), 30 plies at most. */
export const bedBody = (
  styleId: number,
  cutDate: string,
  lays: Record<string, number>,
  sizes = ['S', 'M'],
) => ({
  styleId,
  cutDate,
  ratio: sizes.map((size) => ({ size, ratio: 1 })),
  lays: Object.entries(lays).map(([colour, layers]) => ({ colour, layers })),
  maxPlies: 30,
});

/** Cuts a bed (bedBody's) through POST api/cutOrders (201 expected). */
export async function cutBed(caller: Caller, ...bed: Parameters<typeof bedBody>): Promise<SavedCutOrder> {
  const response = await caller.post('/api/cutOrders', bedBody(...bed));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedCutOrder>();
}

/** A saved bed's snapshot processes, id by seq (each bed has its own ids). */
export async function processesOf(caller: Caller, bed: { id: number }): Promise<Map<number, number>> {
  const response = await caller.get(`/api/cutOrders/${bed.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return new Map(response.json<CutOrder>().processes.map((p) => [p.seq, p.id]));
}

/** The processes of a ticket's bed, id by seq, as its lookup lists them: by default the demo bed's (PL2408 bed 1). */
export async function processesByTicket(caller: Caller, ticket = '36001'): Promise<Map<number, number>> {
  const response = await caller.get(`/api/scans/lookup?ticket=${ticket}`);
  expect(response.statusCode, response.body).toBe(200);
  return new Map(response.json<ScanLookup>().processes.map((p) => [p.seq, p.processId]));
}

/**
 * Scans through POST api/scans, each with a request id of its own (`prefix-n-pid`): `post` answers as the API
 * does, `record` expects the scan recorded (201), `recordOn` moves it to a work day too (in the database, which
 * `database` gives once the test has one), e.g. to a day long over for wages.
 */
export function scanRecorder(prefix: string, database?: () => Database) {
  let requests = 0;
  const requestId = () => `${prefix}-${++requests}-${process.pid}`;
  const post = (caller: Caller, body: Record<string, unknown>) =>
    caller.post('/api/scans', { requestId: requestId(), ...body });
  const record = async (caller: Caller, body: Record<string, unknown>): Promise<Scan> => {
    const response = await post(caller, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Scan>();
  };
  const recordOn = async (day: string, caller: Caller, body: Record<string, unknown>): Promise<Scan> => {
    if (!database) throw new Error(`scanRecorder('${prefix}') has no database to move scans in`);
    const made = await record(caller, body);
    await database().db.execute(sql`update scans set work_date = ${day}::date where id = ${made.id}`);
    return made;
  };
  return { requestId, post, record, recordOn };
}
