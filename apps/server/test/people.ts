import type { Page, Person } from '@gbo/contracts';
import type { Database } from '../src/db/client';
import { type Caller, callerFor, personIdOf, type TestContext } from './helpers';

/**
 * The demo people (src/seed/demo.ts) by the names the tests give them: a mobile number and the factory they
 * act in (1 Ningbo, 2 Huzhou). `huzhou` is Wang Fang, the administrator, signed in to Huzhou.
 */
export const DEMO = {
  admin: { mobile: '13900000001', factoryId: 1 },
  clerk: { mobile: '13900000002', factoryId: 1 },
  supervisor: { mobile: '13900000003', factoryId: 1 },
  w11: { mobile: '13900000011', factoryId: 1 },
  w12: { mobile: '13900000012', factoryId: 1 },
  w13: { mobile: '13900000013', factoryId: 1 },
  w14: { mobile: '13900000014', factoryId: 1 },
  huzhou: { mobile: '13900000001', factoryId: 2 },
  huzhouWorker: { mobile: '13900000017', factoryId: 2 },
} as const;

export type DemoName = keyof typeof DEMO;

/** Signs the named demo people in, one after another, each to their factory: their Authorization values. */
export async function tokensOf<N extends DemoName>(
  t: TestContext,
  ...names: N[]
): Promise<Record<N, string>> {
  const tokens: Partial<Record<N, string>> = {};
  for (const name of names) tokens[name] = await t.login(DEMO[name].mobile, DEMO[name].factoryId);
  return tokens as Record<N, string>;
}

/** Signs the named demo people in, one after another, each to their factory: a caller each (of `t.app`). */
export async function signIn<N extends DemoName>(t: TestContext, ...names: N[]): Promise<Record<N, Caller>> {
  const tokens = await tokensOf(t, ...names);
  const callers: Partial<Record<N, Caller>> = {};
  for (const name of names) callers[name] = callerFor(t.app, tokens[name]);
  return callers as Record<N, Caller>;
}

/** The named demo people's ids in their factory (their memberships', as `api/users` and scans name them). */
export async function memberIdsOf<N extends DemoName>(
  database: Database,
  ...names: N[]
): Promise<Record<N, number>> {
  const ids: Partial<Record<N, number>> = {};
  for (const name of names) ids[name] = await personIdOf(database, DEMO[name].mobile, DEMO[name].factoryId);
  return ids as Record<N, number>;
}

/** A current member as `caller` (an administrator) finds them in the people list. */
export async function personOf(caller: Caller, mobile: string): Promise<Person> {
  const found = (await caller.get(`/api/users?blurry=${mobile}&left=false`)).json<Page<Person>>().content[0];
  if (!found) throw new Error(`no current member ${mobile}`);
  return found;
}

/** A whole modifyUser body for the person as they are, with `change` applied. */
export async function modificationOf(caller: Caller, mobile: string, change: Record<string, unknown> = {}) {
  const person = await personOf(caller, mobile);
  return {
    id: person.id,
    name: person.name,
    jobNumber: person.jobNumber,
    deptId: person.dept?.id ?? null,
    roleIds: person.roles.map((role) => role.id),
    enabled: person.enabled,
    left: person.left,
    ...change,
  };
}
