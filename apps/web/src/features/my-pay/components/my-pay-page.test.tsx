import type { Dispute, EfficiencyRow, WageDetail, WageNotice } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MyPayLink } from '@/features/my-pay/components/my-pay-link';
import { MyPayPage } from '@/features/my-pay/components/my-pay-page';
import { quickPeriod } from '@/features/my-pay/utils/periods';
import { fakeApi, refuse, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';
import { workDays } from '@/lib/work-days';

afterEach(restoreApi);

const worker = { ...demoUser, roles: ['scan:self'] };
const { today } = workDays('Asia/Shanghai');
const paid = { settlementId: 4, from: '2026-10-01', to: '2026-10-31' };

/** The worker's wage for a period, as the server answers it (money shown unless `hidden`). */
function wageOf({ from, to }: { from: string; to: string }, hidden = false): WageDetail {
  const m = (text: string) => (hidden ? null : text);
  return {
    worker: { id: 12, name: 'Li Lei', jobNumber: 'W012', deptName: 'Sewing line 1' },
    from,
    to,
    qty: 40,
    amount: m('10.00'),
    adjustments: m('-5.00'),
    total: m('5.00'),
    settledQty: from === paid.from ? 40 : 0,
    items: [
      { styleNo: 'ST-100', seq: 1, processName: 'Front', rate: m('0.300'), qty: 20, amount: m('6.00') },
      { styleNo: 'ST-100', seq: 2, processName: 'Back', rate: m('0.200'), qty: 20, amount: m('4.00') },
    ],
    days: [{ workDate: to, qty: 40, amount: m('10.00') }],
    adjustmentItems: hidden
      ? []
      : [
          {
            id: 9,
            month: from.slice(0, 7),
            kind: 'deduction',
            amount: '5.00',
            note: 'Open seam',
            settlementId: null,
          },
        ],
    settled: from <= paid.from && to >= paid.to ? [paid] : [],
  };
}

const notice: WageNotice = {
  id: 9,
  version: '0123456789abcdef0123456789abcdef',
  month: '2026-11',
  kind: 'deduction',
  amount: '5.00',
  note: 'Open seam',
  createTime: '2026-11-20T02:00:00.000Z',
};

const efficiency: EfficiencyRow[] = [
  {
    key: today,
    name: today,
    qty: 40,
    samQty: 40,
    earnedMinutes: 40,
    attendedMinutes: 240,
    efficiency: 0.1667,
  },
];

const answered: Dispute = {
  id: 5,
  workerId: 12,
  workerName: 'Li Lei',
  jobNumber: 'W012',
  deptName: 'Sewing line 1',
  workDate: '2026-11-20',
  item: null,
  message: 'My whole day is missing',
  status: 'answered',
  answer: 'Added on the 21st',
  answeredByName: 'Wang Fang',
  answeredAt: '2026-11-21T02:00:00.000Z',
  createTime: '2026-11-20T09:00:00.000Z',
  unseenAnswer: true,
};

function api({
  hidden = false,
  notices = [notice] as WageNotice[],
  post = (_: InternalAxiosRequestConfig): unknown => answered,
} = {}) {
  return fakeApi({
    'GET /api/wages/me': (config) => wageOf(config.params as { from: string; to: string }, hidden),
    'GET /api/efficiency/me': () => efficiency,
    'GET /api/wages/me/notices': () => notices.map((n) => ({ ...n, amount: hidden ? null : n.amount })),
    'PUT /api/wages/me/notices': () => {
      notices = [];
    },
    'GET /api/disputes/mine': () => [answered],
    'GET /api/disputes/mine/unseen': () => ({ answers: 1 }),
    'POST /api/disputes': post,
  });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/scan/pay', element: <MyPayPage backTo="/scan" /> },
      { path: '/scan', element: <MyPayLink to="/scan/pay" /> },
    ],
    { initialEntries: ['/scan/pay'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const wageRequests = (requests: InternalAxiosRequestConfig[]) =>
  requests.filter((r) => r.url === '/api/wages/me').map((r) => r.params as unknown);

describe('the worker’s pay page', () => {
  it('shows today line by line, then this month and a paid period, frozen', async () => {
    const requests = api();
    signIn(worker);
    renderPage();
    const lines = await screen.findByRole('region', { name: 'By style and process' });
    expect(await within(lines).findByText('ST-100 · 1. Front')).toBeDefined();
    expect(within(lines).getByText('at 0.300 a piece')).toBeDefined();
    expect(wageRequests(requests)).toContainEqual(quickPeriod('today', today));
    // Efficiency: 40 earned of 240 attended.
    const card = screen.getByRole('region', { name: 'Efficiency' });
    expect(within(card).getByText('16.7 %')).toBeDefined();

    fireEvent.click(screen.getByText('This month'));
    await waitFor(() => expect(wageRequests(requests)).toContainEqual(quickPeriod('month', today)));

    fireEvent.mouseDown(screen.getByLabelText('Paid periods'));
    fireEvent.click(await screen.findByTitle('2026-10-01 to 2026-10-31'));
    await waitFor(() => expect(wageRequests(requests)).toContainEqual({ from: paid.from, to: paid.to }));
    expect(
      await screen.findByText('This period is paid (settled): these figures no longer change.'),
    ).toBeDefined();
    expect(screen.getByText('Settlement #4: 2026-10-01 to 2026-10-31')).toBeDefined();
    const adjustments = screen.getByRole('region', { name: 'Adjustments' });
    expect(within(adjustments).getByText('Open seam')).toBeDefined();
    expect(within(adjustments).getByText('−¥5.00')).toBeDefined();
  });

  it('tells of an adjustment until “Got it”, which marks it seen', async () => {
    const requests = api();
    signIn(worker);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your pay was changed')).toBeDefined();
    expect(within(alert).getByText('Deduction −¥5.00 for 2026-11')).toBeDefined();
    expect(within(alert).getByText('Reason: Open seam')).toBeDefined();
    fireEvent.click(within(alert).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByText('Your pay was changed')).toBeNull());
    const put = requests.find((r) => r.method === 'put');
    expect(put?.url).toBe('/api/wages/me/notices');
    expect(JSON.parse(String(put?.data))).toEqual({ seen: [{ id: 9, version: notice.version }] });
  });

  it('shows no money where the factory hides it, but still the reason of a change', async () => {
    api({ hidden: true });
    signIn(worker);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Deduction for 2026-11')).toBeDefined();
    expect(within(alert).getByText('Reason: Open seam')).toBeDefined();
    expect(await screen.findByText(/does not show amounts to workers/)).toBeDefined();
    expect(screen.queryByText(/¥/)).toBeNull();
  });

  it('questions a line, saying a refused field in the server’s words, and shows the answer', async () => {
    let refused = true;
    const requests = api({
      post: (config) => (refused ? refuse(config, 400, 'message: must be at most 500 characters') : answered),
    });
    signIn(worker);
    renderPage();
    const questions = await screen.findByRole('region', { name: 'My questions' });
    expect(await within(questions).findByText('New answer')).toBeDefined();
    expect(within(questions).getByText('Answer from Wang Fang: Added on the 21st')).toBeDefined();

    const front = (await screen.findByText('ST-100 · 1. Front')).closest('li') as HTMLElement;
    fireEvent.click(within(front).getByRole('button', { name: 'Question this line' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ST-100 · Front · 0.300')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByText('Say what is wrong')).toBeDefined();

    fireEvent.change(within(dialog).getByLabelText('What is wrong?'), {
      target: { value: '  I sewed 25  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByText('must be at most 500 characters')).toBeDefined();
    const post = requests.find((r) => r.method === 'post');
    expect(JSON.parse(String(post?.data))).toEqual({
      workDate: today,
      item: { styleNo: 'ST-100', processName: 'Front', rate: '0.300' },
      message: 'I sewed 25',
    });
    refused = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Question sent to your line supervisor')).toBeDefined();
  });

  it('counts what is new on the scan page’s link: changed pay and unread answers', async () => {
    api();
    signIn(worker);
    const router = renderPage();
    await router.navigate('/scan');
    const link = await screen.findByRole('link', { name: 'My pay: 2 new' });
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/scan/pay'));
  });
});
