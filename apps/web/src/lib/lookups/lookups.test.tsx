import { MutationObserver, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCustomerChoices } from '@/lib/lookups/customers';
import { useDeptOptions, useDeptTree } from '@/lib/lookups/depts';
import { lookupKeys } from '@/lib/lookups/lookup-keys';
import { usePeopleChoices } from '@/lib/lookups/people';
import { useBedProcesses } from '@/lib/lookups/processes';
import { useStyleChoices } from '@/lib/lookups/styles';
import { type ApiResource, createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session-store';
import { fakeApi, restoreApi } from '@/testing/fake-api';

afterEach(restoreApi);

const page = <T,>(content: T[]) => ({ content, totalElements: content.length });
const sewing = { id: 3, name: 'Sewing', children: [{ id: 4, name: 'Line 1', children: [] }] };

function setup(roles: string[] = ['admin']) {
  useSessionStore.setState({ roles });
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const change = (invalidates: ApiResource[]) =>
    new MutationObserver(client, { mutationFn: async () => 'done', meta: { invalidates } }).mutate();
  return { client, wrapper, change };
}

describe('the department lookup', () => {
  it('asks once for the tree and the options of every screen, under one key', async () => {
    const requests = fakeApi({ 'GET /api/users/getDept': () => [sewing] });
    const { client, wrapper } = setup();
    const { result } = renderHook(() => ({ tree: useDeptTree(), options: useDeptOptions() }), { wrapper });
    await waitFor(() => expect(result.current.options.data).toBeDefined());
    expect(result.current.tree.data).toEqual([sewing]);
    expect(result.current.options.data).toEqual([
      { value: 3, title: 'Sewing', children: [{ value: 4, title: 'Line 1' }] },
    ]);
    expect(requests.map((request) => [request.url, request.params as unknown])).toEqual([
      ['/api/users/getDept', undefined],
    ]);
    expect(client.getQueryData(lookupKeys.depts)).toEqual([sewing]);
  });

  it('is fetched again once departments change, and left alone by other changes', async () => {
    const requests = fakeApi({ 'GET /api/users/getDept': () => [sewing] });
    const { wrapper, change } = setup();
    const { result } = renderHook(() => useDeptOptions(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    await change(['styles']);
    expect(requests).toHaveLength(1);
    await change(['depts']);
    expect(requests).toHaveLength(2);
  });

  it('asks nothing for someone the server would refuse', async () => {
    const requests = fakeApi({ 'GET /api/users/getDept': () => [sewing] });
    const { wrapper } = setup(['bundle:list']);
    const { result } = renderHook(() => useDeptOptions(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.isLoading).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('asks nothing while not enabled (a closed dialog)', async () => {
    const requests = fakeApi({ 'GET /api/users/getDept': () => [sewing] });
    const { wrapper } = setup();
    renderHook(() => useDeptTree({ enabled: false }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
  });
});

describe('the people lookup', () => {
  it.each([
    ['current', '/api/users/getValidUserByFactoryId'],
    ['everyone', '/api/users/getUserByFactoryId'],
  ] as const)('lists the %s people from %s, fetched again once people change', async (scope, url) => {
    const people = [{ id: 9, name: 'Li Na', mobile: '13900000009' }];
    const requests = fakeApi({ [`GET ${url}`]: () => people });
    const { wrapper, change } = setup(['scan:add']);
    const { result } = renderHook(() => usePeopleChoices(scope), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(people));
    await change(['users']);
    expect(requests.map((request) => request.url)).toEqual([url, url]);
  });
});

describe('the style and customer lookups', () => {
  it('ask for the first 30 matches of what is typed, nothing sent for nothing typed', async () => {
    const requests = fakeApi({
      'GET /api/styles': () => page([{ id: 7, styleNo: 'PL2408' }]),
      'GET /api/customers': () => page([{ id: 4, name: 'Youshan' }]),
    });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        styles: useStyleChoices('PL'),
        customers: useCustomerChoices(''),
        wide: useCustomerChoices('you', { size: 50 }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.wide.data).toBeDefined());
    await waitFor(() => expect(result.current.styles.data).toBeDefined());
    expect(requests.map((request) => [request.url, request.params as unknown])).toEqual([
      ['/api/styles', { page: 0, size: 30, blurry: 'PL' }],
      ['/api/customers', { page: 0, size: 30 }],
      ['/api/customers', { page: 0, size: 50, blurry: 'you' }],
    ]);
  });

  it('refresh styles when styles or customers change, customers when customers change', async () => {
    const requests = fakeApi({
      'GET /api/styles': () => page([]),
      'GET /api/customers': () => page([]),
    });
    const { wrapper, change } = setup();
    const { result } = renderHook(
      () => ({ styles: useStyleChoices(''), customers: useCustomerChoices('') }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.customers.data && result.current.styles.data).toBeDefined());
    const count = (url: string) => requests.filter((request) => request.url === url).length;
    await change(['styles']);
    expect([count('/api/styles'), count('/api/customers')]).toEqual([2, 1]);
    await change(['customers']);
    expect([count('/api/styles'), count('/api/customers')]).toEqual([3, 2]);
  });
});

describe('the process lookup', () => {
  it("reads a bed's own processes, and asks nothing without a bed", async () => {
    const processes = [{ id: 31, seq: 1, name: 'Collar' }];
    const requests = fakeApi({ 'GET /api/cutOrders/5': () => ({ id: 5, processes }) });
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ id }: { id?: number }) => useBedProcesses(id), {
      wrapper,
      initialProps: {},
    });
    expect(requests).toHaveLength(0);
    rerender({ id: 5 });
    await waitFor(() => expect(result.current.data?.processes).toEqual(processes));
    expect(requests.map((request) => request.url)).toEqual(['/api/cutOrders/5']);
  });
});
