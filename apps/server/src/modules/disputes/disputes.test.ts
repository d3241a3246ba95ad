import { type Dispute, MAX_OPEN_DISPUTES, type Page } from '@gbo/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, deptIdOf, type TestContext } from '../../../test/helpers';
import { memberIdsOf, signIn } from '../../../test/people';
import { queryRows } from '../../db/client';
import { english } from '../../lib/messages';
import { DISPUTE_MESSAGES } from './service';

let t: TestContext;
let admin: Caller;
let supervisor: Caller;
let clerk: Caller;
let w11: Caller;
let w12: Caller;
let w14: Caller;
let huzhou: Caller;
let ids: { w11: number; w14: number };
const message = (response: { json<T>(): T }) => response.json<{ message: string }>().message;

async function ask(caller: Caller, body: object): Promise<Dispute> {
  const response = await caller.post('/api/disputes', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Dispute>();
}

beforeAll(async () => {
  t = await createTestContext();
  ({ admin, supervisor, clerk, w11, w12, w14, huzhou } = await signIn(
    t,
    'admin',
    'supervisor',
    'clerk',
    'w11',
    'w12',
    'w14',
    'huzhou',
  ));
  ids = await memberIdsOf(t.database, 'w11', 'w14');
});
afterAll(() => t.close());

describe('a worker’s question about their pay', () => {
  it('goes to their line’s supervisor, who answers; the worker sees the answer once as new', async () => {
    const asked = await ask(w11, {
      workDate: '2026-11-20',
      item: { styleNo: 'PL2408', processName: '合肩', rate: '0.120' },
      message: 'I scanned 40 pieces, the pay counts 20',
    });
    expect(asked).toMatchObject({
      workerId: ids.w11,
      status: 'open',
      item: { styleNo: 'PL2408', processName: '合肩', rate: '0.120' },
      answer: null,
      unseenAnswer: false,
    });
    await ask(w14, { workDate: '2026-11-20', message: 'The whole day is missing' });

    // The supervisor of line 1 sees w11's question, not w14's (line 2); the administrator both.
    const scoped = (await supervisor.get('/api/disputes')).json<Page<Dispute>>();
    expect(scoped.content.map((d) => d.workerId)).toEqual([ids.w11]);
    expect((await supervisor.get('/api/disputes/count')).json()).toEqual({ open: 1 });
    expect((await admin.get('/api/disputes/count')).json()).toEqual({ open: 2 });
    const line2 = await deptIdOf(t.database, 'Sewing line 2');
    expect((await admin.get(`/api/disputes?deptId=${line2}`)).json<Page<Dispute>>().totalElements).toBe(1);

    const outside = await supervisor.put(`/api/disputes/${asked.id + 1}/answer`, { answer: 'Not mine' });
    expect(outside.statusCode).toBe(404);
    const answered = await supervisor.put(`/api/disputes/${asked.id}/answer`, {
      answer: 'Bundle 3 was scanned by Chen Jing; corrected with a bonus of 2.40',
    });
    expect(answered.statusCode, answered.body).toBe(204);
    expect((await supervisor.get('/api/disputes/count')).json()).toEqual({ open: 0 });
    const list = (await supervisor.get('/api/disputes?status=answered')).json<Page<Dispute>>();
    expect(list.content[0]).toMatchObject({ status: 'answered', answeredByName: expect.any(String) });

    // The badge counts the answer without reading it; reading the questions marks it seen.
    expect((await w11.get('/api/disputes/mine/unseen')).json()).toEqual({ answers: 1 });
    expect((await w11.get('/api/disputes/mine/unseen')).json()).toEqual({ answers: 1 });
    expect((await w12.get('/api/disputes/mine/unseen')).json()).toEqual({ answers: 0 });
    const first = (await w11.get('/api/disputes/mine')).json<Dispute[]>();
    expect(first[0]).toMatchObject({ status: 'answered', unseenAnswer: true });
    const again = (await w11.get('/api/disputes/mine')).json<Dispute[]>();
    expect(again[0]?.unseenAnswer).toBe(false);
    expect((await w11.get('/api/disputes/mine/unseen')).json()).toEqual({ answers: 0 });
    // Another worker never sees it.
    expect((await w12.get('/api/disputes/mine')).json<Dispute[]>()).toEqual([]);
  });

  it('is asked only by a worker paid by the piece, about a day that has been, naming what is wrong', async () => {
    // Not the clerk, nor the administrator: `admin` grants every page, not a piece wage to question.
    for (const notWorker of [clerk, admin]) {
      const refused = await notWorker.post('/api/disputes', { workDate: '2026-11-20', message: 'x' });
      expect(refused.statusCode).toBe(403);
      expect(message(refused)).toBe(english(DISPUTE_MESSAGES.notAWorker));
    }
    const cases: [object, string | RegExp][] = [
      [{ workDate: '2026-11-20' }, 'message is required'],
      [{ workDate: '2026-11-20', message: 'x'.repeat(501) }, 'message: must be at most 500 characters'],
      [{ workDate: '2026-11-20', message: 'x', item: { styleNo: 'PL2408' } }, 'processName is required'],
      [{ workDate: '2099-01-01', message: 'x' }, /^workDate: 2099-01-01 is after today/],
      [{ workDate: '1900-01-01', message: 'x' }, 'workDate: must be a day from 2000-01-01 to 2099-12-31'],
      [{ message: 'x' }, 'workDate: must be a date like 2026-08-12'],
    ];
    for (const [body, expected] of cases) {
      const response = await w11.post('/api/disputes', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(response)).toMatch(expected);
    }
    expect((await w11.get('/api/disputes')).statusCode).toBe(403);
    expect((await clerk.get('/api/disputes/mine/unseen')).statusCode).toBe(403);
    expect((await w11.put('/api/disputes/1/answer', { answer: 'mine' })).statusCode).toBe(403);
  });

  it('marks read only the answers the worker’s page showed', async () => {
    const oldest = await ask(w14, { workDate: '2026-11-02', message: 'The oldest question' });
    // More open questions than the page lists (open first): the oldest, answered, is past the last shown.
    await t.database.db.execute(
      sql`insert into wage_disputes (factory_id, worker_id, work_date, message)
          select 1, ${ids.w14}, date '2026-11-03', 'Question ' || n from generate_series(1, 50) n`,
    );
    const answered = await admin.put(`/api/disputes/${oldest.id}/answer`, { answer: 'Answered' });
    expect(answered.statusCode, answered.body).toBe(204);
    expect((await w14.get('/api/disputes/mine/unseen')).json()).toEqual({ answers: 1 });
    const shown = (await w14.get('/api/disputes/mine')).json<Dispute[]>();
    expect(shown).toHaveLength(50);
    expect(shown.map((d) => d.id)).not.toContain(oldest.id);
    expect((await w14.get('/api/disputes/mine/unseen')).json()).toEqual({ answers: 1 });
  });

  it('keeps at most 20 questions of a worker open: more wait until some are answered', async () => {
    const [row] = await queryRows<{ open: number | string }>(
      t.database.db,
      sql`select count(*) as open from wage_disputes w join members m on m.id = w.worker_id
          where m.factory_id = 1 and w.status = 'open' and m.job_number = 'W012'`,
    );
    for (let open = Number(row?.open ?? 0); open < MAX_OPEN_DISPUTES; open++)
      await ask(w12, { workDate: '2026-11-05', message: `Question ${open + 1}` });
    const refused = await w12.post('/api/disputes', { workDate: '2026-11-05', message: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe(english(DISPUTE_MESSAGES.tooManyOpen));
    const [first] = (await admin.get('/api/disputes?status=open&size=100'))
      .json<Page<Dispute>>()
      .content.filter((d) => d.jobNumber === 'W012');
    expect((await admin.put(`/api/disputes/${first!.id}/answer`, { answer: 'Answered' })).statusCode).toBe(
      204,
    );
    await ask(w12, { workDate: '2026-11-05', message: 'Now there is room' });
  });

  it('keeps each factory to its own questions', async () => {
    const asked = await ask(w11, { workDate: '2026-11-21', message: 'Saturday overtime missing' });
    const foreign = await huzhou.put(`/api/disputes/${asked.id}/answer`, { answer: 'From Huzhou' });
    expect(foreign.statusCode).toBe(404);
    expect((await huzhou.get('/api/disputes')).json<Page<Dispute>>().content.map((d) => d.id)).not.toContain(
      asked.id,
    );
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from wage_disputes where id = ${asked.id}`,
    );
    expect(row?.status).toBe('open');
  });
});
