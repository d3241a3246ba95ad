import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiResource, createQueryClient } from '@/lib/query-client';

/** A query on screen (observed, so invalidating it fetches it again) that reads `resources`. */
function showQuery(client: QueryClient, name: string, resources?: ApiResource[]) {
  const queryFn = vi.fn(async () => name);
  const observer = new QueryObserver(client, {
    queryKey: [name],
    queryFn,
    ...(resources && { meta: { resources } }),
  });
  unsubscribes.push(observer.subscribe(() => {}));
  return queryFn;
}

const unsubscribes: (() => void)[] = [];
afterEach(() => unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe()));

const change = (client: QueryClient, invalidates?: ApiResource[]) =>
  new MutationObserver(client, {
    mutationFn: async () => 'done',
    ...(invalidates && { meta: { invalidates } }),
  }).mutate();

describe('the mutation cache: a mutation refreshes the queries that read what it changed', () => {
  it('refetches every query declaring a changed resource, and no other, before the mutation settles', async () => {
    const client = createQueryClient();
    const deptsList = showQuery(client, 'depts-list', ['depts']);
    const peopleList = showQuery(client, 'people-list', ['users', 'depts', 'roles']);
    const rolesList = showQuery(client, 'roles-list', ['roles']);
    const undeclared = showQuery(client, 'undeclared');
    await vi.waitFor(() => expect(undeclared).toHaveBeenCalledTimes(1));
    for (const queryFn of [deptsList, peopleList, rolesList]) expect(queryFn).toHaveBeenCalledTimes(1);

    await change(client, ['depts']);

    expect(deptsList).toHaveBeenCalledTimes(2);
    expect(peopleList).toHaveBeenCalledTimes(2);
    expect(rolesList).toHaveBeenCalledTimes(1);
    expect(undeclared).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['roles-list'])?.isInvalidated).toBe(false);
  });

  it('marks a matching query that is not on screen as stale, without fetching it', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'tree');
    await client.fetchQuery({ queryKey: ['dept-tree'], queryFn, meta: { resources: ['depts'] } });

    await change(client, ['depts']);

    expect(client.getQueryState(['dept-tree'])?.isInvalidated).toBe(true);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('leaves every query alone after a mutation that declares no change', async () => {
    const client = createQueryClient();
    const deptsList = showQuery(client, 'depts-list', ['depts']);
    await vi.waitFor(() => expect(deptsList).toHaveBeenCalledTimes(1));

    await change(client);

    expect(deptsList).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['depts-list'])?.isInvalidated).toBe(false);
  });
});
