import type { AuthInfo } from '@gbo/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { App } from '../src/app';
import { queryRows } from '../src/db/client';
import { sessions, users } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { callerFor, type TestContext } from './helpers';
import { modificationOf } from './people';

const NINGBO = 1;
const ADMIN = '13900000001';
const CLERK = '13900000002';
const SUPERVISOR = '13900000003';

/** Well under the cache's 10 s time to live: a refusal seen within it came from the notification. */
const ANOTHER_PROCESS_HEARS_WITHIN_MS = 1000;

/**
 * Changes made through `changer` must be refused by `reader`, although `reader` has the session cached:
 * on its very next request when both are one process, and as soon as its backend has passed the
 * notification on when `reader` is another process (PostgreSQL signals every listener at commit, but each
 * backend forwards it in its own time: on a loaded machine a request may come first). `context()` is read
 * once the test file's beforeAll has run.
 */
export function sessionCacheCases(
  context: () => { t: TestContext; changer: App; reader: App },
  { otherProcess }: { otherProcess: boolean },
) {
  const info = (app: App, token: string) =>
    app.inject({ url: '/auth/info', headers: { authorization: token } });

  /** The reader's view of the token once the change has reached it (see above). */
  async function expectReaderSees<T>(
    token: string,
    seen: (answer: Awaited<ReturnType<typeof info>>) => T,
    wanted: T,
  ) {
    const { reader } = context();
    if (!otherProcess) {
      expect(seen(await info(reader, token))).toEqual(wanted);
      return;
    }
    await expect
      .poll(async () => seen(await info(reader, token)), {
        timeout: ANOTHER_PROCESS_HEARS_WITHIN_MS,
        interval: 10,
      })
      .toEqual(wanted);
  }
  const expectReaderAnswers = (token: string, status: number) =>
    expectReaderSees(token, (answer) => answer.statusCode, status);
  const permissionsOf = (answer: Awaited<ReturnType<typeof info>>) =>
    answer.json<AuthInfo>().roles.filter((authority) => authority.includes(':'));

  /** Signs in and has the reader cache the session (and its authorities). */
  async function cachedIn(mobile: string, password = DEMO_PASSWORD) {
    const { t, reader } = context();
    const token = await t.login(mobile, NINGBO, password);
    expect((await info(reader, token)).statusCode).toBe(200);
    return token;
  }

  it('serves a cached session until told: a change behind the API’s back shows only after a notification', async () => {
    const { t, reader } = context();
    const token = await cachedIn(SUPERVISOR);
    const [supervisor] = await t.database.db.select().from(users).where(eq(users.mobile, SUPERVISOR));
    await t.database.db.delete(sessions).where(eq(sessions.userId, supervisor?.id ?? 0));
    // Cached: no round trip to the database, so the deleted row is not noticed yet (ttl 10 s).
    expect((await info(reader, token)).statusCode).toBe(200);
    await queryRows(t.database.db, sql`select pg_notify('gbo_auth', 'psql')`);
    await expect.poll(async () => (await info(reader, token)).statusCode).toBe(401);
  });

  it('refuses a signed-out token on the next request', async () => {
    const { changer } = context();
    const token = await cachedIn(CLERK);
    const logout = await changer.inject({
      method: 'DELETE',
      url: '/auth/logout',
      headers: { authorization: token },
    });
    expect(logout.statusCode).toBe(204);
    await expectReaderAnswers(token, 401);
  });

  it('refuses a kicked-out session on the next request', async () => {
    const { t, changer } = context();
    const token = await cachedIn(CLERK);
    const [row] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.mobile, CLERK))
      .orderBy(desc(sessions.id))
      .limit(1);
    const admin = await t.login(ADMIN, NINGBO);
    const kick = await changer.inject({
      method: 'DELETE',
      url: '/auth/online',
      headers: { authorization: admin },
      payload: [String(row?.id)],
    });
    expect(kick.statusCode).toBe(204);
    await expectReaderAnswers(token, 401);
  });

  it('refuses every session of a person who changed their password', async () => {
    const { changer } = context();
    const token = await cachedIn(CLERK);
    const other = await cachedIn(CLERK);
    const change = await changer.inject({
      method: 'POST',
      url: '/api/users/rePassword',
      headers: { authorization: token },
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed#2026x' },
    });
    expect(change.statusCode).toBe(204);
    await expectReaderAnswers(other, 401);
    await expectReaderAnswers(token, 401);
    // Back as it was for the cases after this one.
    const again = await context().t.login(CLERK, NINGBO, 'Changed#2026x');
    const back = await changer.inject({
      method: 'POST',
      url: '/api/users/rePassword',
      headers: { authorization: again },
      payload: { oldPassword: 'Changed#2026x', newPassword: DEMO_PASSWORD },
    });
    expect(back.statusCode).toBe(204);
  });

  it('refuses a person disabled in the factory on the next request', async () => {
    const { t, changer } = context();
    const token = await cachedIn(SUPERVISOR);
    const admin = callerFor(changer, await t.login(ADMIN, NINGBO));
    const disable = await admin.post(
      '/api/users/modifyUser',
      await modificationOf(admin, SUPERVISOR, { enabled: false }),
    );
    expect(disable.statusCode).toBe(204);
    try {
      await expectReaderAnswers(token, 401);
    } finally {
      await admin.post('/api/users/modifyUser', await modificationOf(admin, SUPERVISOR, { enabled: true }));
    }
  });

  it('answers with the role’s new permissions on the next request after its menus change', async () => {
    const { t, changer, reader } = context();
    const token = await cachedIn(CLERK);
    const before = (await info(reader, token)).json<AuthInfo>().roles;
    expect(permissionsOf(await info(reader, token))).not.toEqual([]);
    const [role] = await queryRows<{ id: number; menus: number[] }>(
      t.database.db,
      sql`select r.id, array(select rm.menu_id from role_menus rm where rm.factory_id = r.factory_id and rm.role_id = r.id order by 1) as menus
          from roles r join member_roles mr on mr.factory_id = r.factory_id and mr.role_id = r.id
          join members m on m.factory_id = mr.factory_id and m.id = mr.member_id
          join users u on u.id = m.user_id
          where u.mobile = ${CLERK} and r.factory_id = ${NINGBO} order by r.id limit 1`,
    );
    if (!role) throw new Error('the clerk holds no role');
    const admin = await t.login(ADMIN, NINGBO);
    const grant = (menus: number[]) =>
      changer.inject({
        method: 'PUT',
        url: '/api/roles/menu',
        headers: { authorization: admin },
        payload: { id: Number(role.id), menus },
      });
    expect((await grant([])).statusCode).toBe(204);
    try {
      await expectReaderSees(token, permissionsOf, []);
    } finally {
      expect((await grant(role.menus.map(Number))).statusCode).toBe(204);
    }
    await expectReaderSees(token, (answer) => answer.json<AuthInfo>().roles, before);
  });
}
