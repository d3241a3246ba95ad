import type { Dispute, Page } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DisputesPage } from '@/features/disputes/components/disputes-page';
import { OpenDisputesButton } from '@/features/disputes/components/open-disputes-button';
import { fakeApi, refuse, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const open: Dispute = {
  id: 7,
  workerId: 12,
  workerName: 'Li Lei',
  jobNumber: 'W012',
  deptName: 'Sewing line 1',
  workDate: '2026-12-01',
  item: { styleNo: 'ST-100', processName: 'Collar', rate: '0.35' },
  message: 'I sewed 120 collars, not 100',
  status: 'open',
  answer: null,
  answeredByName: null,
  answeredAt: null,
  createTime: '2026-12-02T01:00:00.000Z',
  unseenAnswer: false,
};

const answered: Dispute = {
  ...open,
  id: 8,
  workerId: 13,
  workerName: 'Zhou Hong',
  jobNumber: null,
  item: null,
  message: 'My whole day is missing',
  status: 'answered',
  answer: 'Your scans were added on the 2nd',
  answeredByName: 'Wang Fang',
  answeredAt: '2026-12-02T02:00:00.000Z',
};

const page: Page<Dispute> = { content: [open, answered], totalElements: 2 };

const lists = (requests: InternalAxiosRequestConfig[]) =>
  requests.filter((request) => request.url === '/api/disputes');
const puts = (requests: InternalAxiosRequestConfig[]) => requests.filter((r) => r.method === 'put');

function api(put: (config: InternalAxiosRequestConfig) => unknown = () => undefined) {
  return fakeApi({
    'GET /api/disputes': () => page,
    'GET /api/disputes/count': () => ({ open: 1 }),
    'PUT /api/disputes/7/answer': put,
    'PUT /api/disputes/8/answer': put,
    'GET /api/users/getDept': () => [{ id: 3, name: 'Sewing line 1', children: [] }],
  });
}

describe('the pay questions page', () => {
  it('lists the open questions first, and sends the status and department chosen', async () => {
    const requests = api();
    signIn(demoUser);
    renderWithProviders(<DisputesPage />);
    expect((await screen.findAllByText('Li Lei (W012)')).length).toBeGreaterThan(0);
    expect(lists(requests)[0]?.params).toEqual({ status: 'open', page: 0, size: 20 });
    expect(screen.getByText('ST-100 · Collar · 0.35')).toBeDefined();
    expect(screen.getByText('The whole day')).toBeDefined();
    expect(screen.getByText('Your scans were added on the 2nd')).toBeDefined();
    expect(screen.getByText(/^Wang Fang · /)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Amend answer Zhou Hong 2026-12-01' })).toBeDefined();
    expect(screen.getByText(/add a wage adjustment on the Wages page/)).toBeDefined();

    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('All'));
    await waitFor(() => expect(lists(requests).at(-1)?.params).toEqual({ page: 0, size: 20 }));

    fireEvent.mouseDown(screen.getByLabelText('Department'));
    fireEvent.click(await screen.findByTitle('Sewing line 1'));
    await waitFor(() => expect(lists(requests).at(-1)?.params).toEqual({ deptId: 3, page: 0, size: 20 }));
  });

  it('answers a question, shows a refused field in the server’s words, then confirms and refreshes', async () => {
    let refused = true;
    const requests = api((config) =>
      refused ? refuse(config, 400, 'answer: must be at most 500 characters') : undefined,
    );
    signIn(demoUser);
    renderWithProviders(<DisputesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Answer Li Lei (W012) 2026-12-01' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Answer Li Lei (W012) about 2026-12-01')).toBeDefined();
    expect(within(dialog).getByText('I sewed 120 collars, not 100')).toBeDefined();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Write the answer')).toBeDefined();
    expect(puts(requests)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Answer'), { target: { value: '  Recounted: 120  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('must be at most 500 characters')).toBeDefined();
    expect(puts(requests)[0]?.url).toBe('/api/disputes/7/answer');
    expect(JSON.parse(String(puts(requests)[0]?.data))).toEqual({ answer: 'Recounted: 120' });

    refused = false;
    const listed = lists(requests).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer to Li Lei (W012) about 2026-12-01 sent')).toBeDefined();
    await waitFor(() => expect(lists(requests).length).toBeGreaterThan(listed));
  });

  it('says there are no open questions, and offers no answering without dispute:answer', async () => {
    fakeApi({ 'GET /api/disputes': () => ({ content: [], totalElements: 0 }) });
    signIn({ ...demoUser, roles: ['dispute:list'] });
    renderWithProviders(<DisputesPage />);
    expect(await screen.findByText('No open pay questions')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Answer / })).toBeNull();
  });
});

describe('the navbar’s pay questions button', () => {
  const renderButton = () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <OpenDisputesButton path="/work/dispute" /> },
        { path: '/work/dispute', element: <p>the page</p> },
      ],
      { initialEntries: ['/'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    return router;
  };

  it('shows the open count and opens the page', async () => {
    api();
    signIn(demoUser);
    const router = renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay questions: 1 open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/dispute'));
  });

  it('is not there without dispute:list', () => {
    const requests = api();
    signIn({ ...demoUser, roles: ['wage:list'] });
    renderButton();
    expect(screen.queryByRole('button', { name: /Pay questions/ })).toBeNull();
    expect(requests.filter((request) => request.url === '/api/disputes/count')).toHaveLength(0);
  });
});
