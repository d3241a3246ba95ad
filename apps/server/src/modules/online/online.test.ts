import type { OnlineUser, Page } from '@gbo/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { memberRoles, members, menus, roleMenus, sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { ONLINE_MESSAGES } from './service';
import { english } from '../../lib/messages';

const NINGBO = 1;
const HUZHOU = 2;

let t: TestContext;
let ningboAdmin: string;
let huzhouAdmin: string;
let supervisor: string;
let huzhouWorker: string;

beforeAll(async () => {
  t = await createTestContext();
  [ningboAdmin, huzhouAdmin, supervisor, huzhouWorker] = await Promise.all([
    t.login('13900000001', NINGBO),
    t.login('13900000001', HUZHOU),
    t.login('13900000003', NINGBO),
    t.login('13900000017', HUZHOU),
  ]);
  await grantToMemberOf('13900000003', 'online:list');
});
afterAll(() => t.close());

/** Grants a page to every role of a Ningbo member, so they may list online users but not kick them. */
async function grantToMemberOf(mobile: string, permission: string) {
  const db = t.database.db;
  const [menu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.permission, permission));
  const roleRows = await db
    .select({ roleId: memberRoles.roleId })
    .from(memberRoles)
    .innerJoin(
      members,
      and(eq(members.factoryId, memberRoles.factoryId), eq(members.id, memberRoles.memberId)),
    )
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(users.mobile, mobile), eq(memberRoles.factoryId, NINGBO)));
  await db
    .insert(roleMenus)
    .values(roleRows.map(({ roleId }) => ({ factoryId: NINGBO, roleId, menuId: menu?.id ?? 0 })));
}

const online = async (query = '', token = ningboAdmin) => {
  const response = await t.app.inject({ url: `/auth/online?${query}`, headers: { authorization: token } });
  expect(response.statusCode).toBe(200);
  return response.json<Page<OnlineUser>>();
};
const kick = (keys: unknown, token = ningboAdmin) =>
  t.app.inject({
    method: 'DELETE',
    url: '/auth/online',
    headers: { authorization: token },
    payload: keys as object,
  });
/** The keys of every session a page shows, and of the caller's own. */
const keysOf = (page: Page<OnlineUser>) =>
  page.content.flatMap((user) => user.sessions.map((session) => session.key));
const ownKeys = (page: Page<OnlineUser>) =>
  page.content.flatMap((user) =>
    user.sessions.filter((session) => session.current).map((session) => session.key),
  );
const info = async (token: string) =>
  (await t.app.inject({ url: '/auth/info', headers: { authorization: token } })).statusCode;

async function keyOf(token: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token.replace('Bearer ', ''))));
  if (!row) throw new Error('no session for token');
  return String(row.id);
}

function expectError(response: { statusCode: number; json: () => unknown }, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ status, message });
}

describe('GET /auth/online', () => {
  it("lists the people signed in to the caller's factory only, each with their live sessions", async () => {
    const page = await online('size=100');
    const [live] = await t.database.db
      .select({ n: sql<number>`count(distinct ${sessions.userId})::int` })
      .from(sessions)
      .where(and(eq(sessions.factoryId, NINGBO), gt(sessions.expiresAt, sql`now()`)));
    expect(page.totalElements).toBe(live?.n);
    expect(page.content.map((user) => user.mobile)).not.toContain('13900000017');
    expect(ownKeys(page)).toEqual([await keyOf(ningboAdmin)]);
    const session = {
      ip: '127.0.0.1',
      browser: 'lightMyRequest',
      loginTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      lastSeen: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      current: false,
    };
    expect(page.content.find((user) => user.mobile === '13900000003')).toEqual({
      userId: expect.any(Number),
      name: 'Zhang Wei',
      mobile: '13900000003',
      dept: 'Sewing line 1',
      loginTime: expect.stringMatching(/Z$/),
      lastSeen: expect.stringMatching(/Z$/),
      sessions: [{ key: await keyOf(supervisor), ...session }],
    });

    const huzhou = await online('size=100', huzhouAdmin);
    expect(huzhou.content.map((user) => user.mobile).sort()).toEqual(['13900000001', '13900000017']);
  });

  it('shows a person signed in twice once, with both sessions, newest first', async () => {
    const first = await t.login('13900000013', NINGBO);
    const second = await t.login('13900000013', NINGBO);
    const rows = (await online('blurry=13900000013')).content;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sessions.map((session) => session.key)).toEqual([
      await keyOf(second),
      await keyOf(first),
    ]);
    expect(rows[0]?.loginTime).toBe(rows[0]?.sessions[0]?.loginTime);
  });

  it('gives keys that are neither the token nor its hash', async () => {
    const page = await online('size=100');
    const [own] = ownKeys(page);
    const token = ningboAdmin.replace('Bearer ', '');
    expect(own).toMatch(/^\d+$/);
    expect([token, hashToken(token)]).not.toContain(own);
    expect(JSON.stringify(page)).not.toContain(hashToken(token));
  });

  it('leaves out expired sessions', async () => {
    const expiring = await t.login('13900000012', NINGBO);
    const key = await keyOf(expiring);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, Number(key)));
    expect(keysOf(await online('size=100'))).not.toContain(key);
    expectError(await kick([key]), 404, english(ONLINE_MESSAGES.noSuchSession([Number(key)])));
  });

  it.each([
    ['blurry=zhang wei', ['13900000003']],
    ['blurry=13900000003', ['13900000003']],
    ['blurry=127.0.0', ['13900000001', '13900000003', '13900000013']],
    ['blurry=_', []],
  ])('searches name, mobile and IP: %s', async (query, mobiles) => {
    const found = (await online(`${query}&size=100`)).content.map((user) => user.mobile);
    expect([...new Set(found)].sort()).toEqual(mobiles);
  });

  it('sorts by login time, latest first unless told otherwise', async () => {
    const newest = (await online('size=100')).content.map((user) => Date.parse(user.loginTime));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const oldest = (await online('size=100&sort=loginTime,asc')).content.map((user) =>
      Date.parse(user.loginTime),
    );
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
  });

  it('answers 400 naming the field for a bad query', async () => {
    const response = await t.app.inject({
      url: '/auth/online?sort=mobile,asc',
      headers: { authorization: ningboAdmin },
    });
    expectError(response, 400, 'sort: cannot sort by mobile; use one of loginTime, lastSeen');
  });

  it('answers 401 without a session and 403 without online:list', async () => {
    expect((await t.app.inject({ url: '/auth/online' })).statusCode).toBe(401);
    const response = await t.app.inject({ url: '/auth/online', headers: { authorization: huzhouWorker } });
    expect(response.statusCode).toBe(403);
  });
});

describe('DELETE /auth/online', () => {
  it('ends the sessions at once', async () => {
    const clerk = await t.login('13900000002', NINGBO);
    const key = await keyOf(clerk);
    expect(await info(clerk)).toBe(200);
    const response = await kick([key]);
    expect(response.statusCode).toBe(204);
    expect(await info(clerk)).toBe(401);
    expect(keysOf(await online('size=100'))).not.toContain(key);
  });

  it('answers 404 for another factory’s session, both ways, and leaves it alone', async () => {
    const huzhouKey = await keyOf(huzhouWorker);
    expectError(await kick([huzhouKey]), 404, english(ONLINE_MESSAGES.noSuchSession([Number(huzhouKey)])));
    expect(await info(huzhouWorker)).toBe(200);
    const ningboKey = await keyOf(supervisor);
    expectError(
      await kick([ningboKey], huzhouAdmin),
      404,
      english(ONLINE_MESSAGES.noSuchSession([Number(ningboKey)])),
    );
    expect(await info(supervisor)).toBe(200);
  });

  it('ends nothing when any key is unknown', async () => {
    const worker = await t.login('13900000011', NINGBO);
    expectError(
      await kick([await keyOf(worker), 999999]),
      404,
      english(ONLINE_MESSAGES.noSuchSession([999999])),
    );
    expect(await info(worker)).toBe(200);
  });

  it('answers 401 without a session and 403 to one who may list but not kick', async () => {
    const payload = [await keyOf(huzhouWorker)];
    expect((await t.app.inject({ method: 'DELETE', url: '/auth/online', payload })).statusCode).toBe(401);
    expect((await online('', supervisor)).totalElements).toBeGreaterThan(0);
    expect((await kick(payload, supervisor)).statusCode).toBe(403);
    expect((await kick(payload, huzhouWorker)).statusCode).toBe(403);
  });

  it.each([
    [[], 'request body: must name at least one id'],
    [['abc'], '[0]: must be a positive whole number'],
    [{ key: '1' }, 'request body: must be a list of ids'],
  ])('answers 400 naming the field for %j', async (payload, message) => {
    expectError(await kick(payload), 400, message);
  });
});

describe('platform operators’ sessions', () => {
  it('are neither seen nor ended by a factory administrator, while an operator sees and ends them', async () => {
    const operator = await t.login('13800000000', NINGBO);
    const operatorKey = await keyOf(operator);
    const seenByAdmin = await online('size=100');
    expect(keysOf(seenByAdmin)).not.toContain(operatorKey);
    expect(seenByAdmin.content.map((user) => user.mobile)).not.toContain('13800000000');
    expectError(
      await kick([operatorKey]),
      404,
      english(ONLINE_MESSAGES.noSuchSession([Number(operatorKey)])),
    );
    expect(await info(operator)).toBe(200);

    const other = await t.login('13800000000', NINGBO);
    const otherKey = await keyOf(other);
    expect(keysOf(await online('size=100', operator))).toContain(otherKey);
    expect((await kick([otherKey], operator)).statusCode).toBe(204);
    expect(await info(other)).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('describes these endpoints at /swagger/json', async () => {
    const response = await t.app.inject({ url: '/swagger/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/auth/online']));
  });
});
