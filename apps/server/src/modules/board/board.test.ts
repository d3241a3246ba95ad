import type { AddressInfo } from 'node:net';
import {
  type Board,
  BOARD_KEY_HEADER,
  type BoardLink,
  type Dept,
  efficiencyOf,
  type IssuedBoardLink,
  minuteOfDay,
} from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEventStream, type StreamReader } from '../../../test/event-stream-client';
import { type Caller, createTestContext, deptIdOf, type TestContext } from '../../../test/helpers';
import { signIn } from '../../../test/people';
import { createStyle, cutBed, processesOf, scanRecorder } from '../../../test/shop-floor';
import { queryRows } from '../../db/client';
import { english } from '../../lib/messages';
import { BOARD_MESSAGES } from './service';

let t: TestContext;
let base: string;
let admin: Caller;
let supervisor: Caller;
let w11: Caller;
let huzhou: Caller;
let line1: number;
const open: StreamReader[] = [];
const { record: scan } = scanRecorder('board-test');
const message = (response: { json<T>(): T }) => response.json<{ message: string }>().message;

/** The board as a TV asks for it: its key in a header, no session. */
const boardOf = (key: string) =>
  t.app.inject({ method: 'GET', url: '/api/board', headers: { [BOARD_KEY_HEADER]: key } });

async function issue(caller: Caller, deptId: number, name = 'Line 1 TV'): Promise<IssuedBoardLink> {
  const response = await caller.post('/api/boardLinks', { deptId, name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<IssuedBoardLink>();
}

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ({ admin, supervisor, w11, huzhou } = await signIn(t, 'admin', 'supervisor', 'w11', 'huzhou'));
  line1 = await deptIdOf(t.database, 'Sewing line 1');
});
afterAll(async () => {
  for (const reader of open) reader.close();
  await t.close();
});

describe('display links', () => {
  it('are issued with a key shown once, listed without it, and audited', async () => {
    const link = await issue(admin, line1);
    expect(link).toMatchObject({
      deptId: line1,
      deptName: 'Sewing line 1',
      name: 'Line 1 TV',
      revokedAt: null,
    });
    expect(link.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.createdByName).toBeTruthy();
    const listed = (await admin.get('/api/boardLinks')).json<BoardLink[]>();
    expect(listed[0]).toEqual({ ...link, key: undefined });
    expect(JSON.stringify(listed)).not.toContain(link.key);
    const [stored] = await queryRows<{ key_hash: string }>(
      t.database.db,
      sql`select key_hash from board_links where id = ${link.id}`,
    );
    expect(stored?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const audits = await queryRows<{ description: string; params: unknown }>(
      t.database.db,
      sql`select description, params from audit_logs where description like 'Issue display link%' order by id desc limit 1`,
    );
    expect(audits[0]?.description).toBe('Issue display link Line 1 TV');
  });

  it('need board permissions; another factory’s line or link is not found', async () => {
    expect((await supervisor.get('/api/boardLinks')).statusCode).toBe(403);
    expect((await supervisor.post('/api/boardLinks', { deptId: line1 })).statusCode).toBe(403);
    const foreign = await huzhou.post('/api/boardLinks', { deptId: line1 });
    expect(foreign.statusCode).toBe(404);
    expect(message(foreign)).toBe(english(BOARD_MESSAGES.deptNotFound(line1)));
    const link = await issue(admin, line1);
    expect((await huzhou.delete(`/api/boardLinks/${link.id}`)).statusCode).toBe(404);
    expect((await boardOf(link.key)).statusCode).toBe(200);
    expect((await huzhou.get('/api/boardLinks')).json<BoardLink[]>().map((l) => l.id)).not.toContain(link.id);
  });

  it('stop working at once when revoked', async () => {
    const link = await issue(admin, line1);
    expect((await boardOf(link.key)).statusCode).toBe(200);
    expect((await admin.delete(`/api/boardLinks/${link.id}`)).statusCode).toBe(204);
    const refused = await boardOf(link.key);
    expect(refused.statusCode).toBe(401);
    expect(message(refused)).toBe(english(BOARD_MESSAGES.invalidKey));
    const listed = (await admin.get('/api/boardLinks')).json<BoardLink[]>().find((l) => l.id === link.id);
    expect(listed?.revokedAt).toBeTruthy();
    const stream = await readEventStream(`${base}/api/board/events?key=${link.key}`, {
      accept: 'text/event-stream',
    });
    open.push(stream);
    expect(stream.status).toBe(401);
  });

  it('answer a missing or malformed key with 400 naming it, and a wrong one with 401', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/board' });
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toBe('x-board-key: must be a display link’s key');
    expect((await boardOf('short')).statusCode).toBe(400);
    expect((await boardOf('A'.repeat(43))).statusCode).toBe(401);
  });
});

describe('the board of a line', () => {
  it('shows the line’s day: output against target, efficiency, work waiting, the slowest process, top workers', async () => {
    // A shift all day long, so "so far" is the minutes since midnight whenever the test runs.
    const dept = (await admin.get('/api/dept?name=Sewing line 1')).json<{ content: Dept[] }>().content[0]!;
    const allDay = { start: '00:00', end: '23:59', breaks: [] };
    expect((await admin.put('/api/dept', { ...dept, shift: allDay, targetEfficiency: 0.8 })).statusCode).toBe(
      204,
    );
    const link = await issue(admin, line1);
    const before = (await boardOf(link.key)).json<Board>();
    expect(before).toMatchObject({
      line: { id: line1, name: 'Sewing line 1' },
      style: null,
      workers: 0,
      output: 0,
    });
    expect(before.hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));

    const style = await createStyle(admin, {
      styleNo: 'BOARD-1',
      name: 'Board shirt',
      colours: ['蓝'],
      sizes: ['S'],
      processes: [
        { name: 'Front', rate: '0.300', sam: '1.200' },
        { name: 'Back', rate: '0.200', sam: '0.800' },
      ],
    });
    const bed = await cutBed(admin, style.id, '2026-01-02', { 蓝: 20 }, ['S']);
    const process = await processesOf(admin, bed);
    const ticket = String(bed.bundles[0]!.ticketNo);
    await scan(w11, { ticket, processId: process.get(1) });
    await scan(w11, { ticket, processId: process.get(2), qty: 10 });

    const response = await boardOf(link.key);
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json<Board>();
    // 20 × 1.200 + 10 × 0.800 = 32 minutes earned: 16 standard garments of 2.000 minutes.
    expect(board).toMatchObject({
      style: { styleNo: 'BOARD-1', name: 'Board shirt', samTotal: '2.000' },
      workers: 1,
      output: 16,
      earnedMinutes: 32,
      targetEfficiency: 0.8,
      wip: [
        { seq: 1, name: 'Front', wip: 0 },
        { seq: 2, name: 'Back', wip: 10 },
      ],
      slowest: { seq: 2, name: 'Back', done: 10 },
      topWorkers: [{ name: expect.any(String), qty: 30, earnedMinutes: 32 }],
      dhu: null,
    });
    // The factory keeps no attendance: the worker who scanned attends the shift so far, minute by minute.
    const soFar = minuteOfDay(board.time);
    expect(board.attendedMinutes).toBe(soFar);
    expect(board.efficiency).toBe(efficiencyOf(32, soFar));
    expect(board.target).toBe(Math.round(((1 * soFar * 0.8) / 2) * 10) / 10);
    const thisHour = board.hours.find((h) => h.hour === Number(board.time.slice(0, 2)));
    const minutesOfHour = thisHour!.hour < 23 ? 60 : 59;
    expect(thisHour).toMatchObject({
      output: 16,
      earnedMinutes: 32,
      target: Math.round(minutesOfHour * 0.8 * 5) / 10,
    });
    await admin.put('/api/dept', { ...dept, shift: null, targetEfficiency: null });
  });

  it('tells an open board when its factory’s figures move', async () => {
    const link = await issue(admin, line1);
    const stream = await readEventStream(`${base}/api/board/events?key=${link.key}`, {
      accept: 'text/event-stream',
    });
    open.push(stream);
    expect(stream.status).toBe(200);
    const style = await createStyle(admin, {
      styleNo: 'BOARD-2',
      name: 'Board events',
      colours: ['蓝'],
      sizes: ['S'],
      processes: [{ name: 'Sew', rate: '0.300' }],
    });
    const bed = await cutBed(admin, style.id, '2026-01-02', { 蓝: 20 }, ['S']);
    await scan(w11, {
      ticket: String(bed.bundles[0]!.ticketNo),
      processId: (await processesOf(admin, bed)).get(1),
    });
    await stream.waitFor('changed');
  });
});
