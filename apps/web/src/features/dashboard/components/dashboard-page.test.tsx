import type { Dashboard, DashboardOutput, DashboardQuality, OutputDay } from '@gbo/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { chooseLanguage } from '@/lib/language';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

// ECharts draws on a canvas, which jsdom has not: the chart stands in as its options.
vi.mock('@/components/echart-canvas', () => ({
  default: ({ option }: { option: { series: { name: string; data: unknown[] }[] } }) => (
    <div data-testid="chart">{option.series.map((s) => `${s.name}: ${s.data.join(' ')}`).join(' | ')}</div>
  ),
}));

afterEach(restoreApi);

const days = (qty: (i: number) => number, amount: (i: number) => string | null): OutputDay[] =>
  Array.from({ length: 14 }, (_, i) => ({
    day: `2026-11-${String(14 + i).padStart(2, '0')}`,
    qty: qty(i),
    amount: amount(i),
  }));

const output: DashboardOutput = {
  scope: 'factory',
  today: { qty: 1240, amount: '312.50' },
  yesterday: { qty: 980, amount: '245.00' },
  month: { qty: 21_500, amount: '5375.125' },
  days: days(
    (i) => (i === 13 ? 1240 : i === 12 ? 980 : 500),
    (i) => (i === 13 ? '312.50' : i === 12 ? '245.00' : '125.00'),
  ),
  topToday: [
    { workerId: 13, name: 'Chen Jing', qty: 420, amount: '105.00' },
    { workerId: 11, name: 'Zhang Min', qty: 300, amount: '75.00' },
  ],
  topMonth: [{ workerId: 13, name: 'Chen Jing', qty: 6200, amount: '1550.00' }],
};

const quality: DashboardQuality = {
  inspected: 160,
  defects: 12,
  dhu: '7.50',
  rework: 4,
  worstProcesses: [
    { name: '上门筒', inspected: 40, defects: 6, dhu: '15.00' },
    { name: 'Collar', inspected: 80, defects: 5, dhu: '6.25' },
    { name: 'Hem', inspected: 40, defects: 1, dhu: '2.50' },
  ],
};

const full: Dashboard = {
  today: '2026-11-27',
  yesterday: '2026-11-26',
  monthStart: '2026-11-01',
  timeZone: 'Asia/Shanghai',
  output,
  mine: null,
  production: {
    stages: [
      { stage: 'cutting', qty: 0 },
      { stage: 'sewing', qty: 1100 },
      { stage: 'finishing', qty: 100 },
      { stage: 'packing', qty: 40 },
    ],
    cutOrders: [
      {
        cutOrderId: 1,
        styleId: 1,
        styleNo: 'PL2408',
        styleName: 'Men’s polo shirt',
        bedNo: 1,
        qty: 855,
        finishedQty: 427,
        lastScanAt: '2026-11-27T06:30:00.000Z',
        slowest: { seq: 3, name: '上门筒', stage: 'sewing', doneQty: 431 },
      },
    ],
  },
  shipping: { monthOrders: 1, monthQty: 818, notShippedQty: 42, notShippedAsOf: '2026-11-27T06:31:00.000Z' },
  quality,
};

const worker: Dashboard = {
  ...full,
  output: null,
  production: null,
  shipping: null,
  quality: null,
  mine: {
    today: { qty: 80, amount: '9.60' },
    yesterday: { qty: 0, amount: '0.00' },
    month: { qty: 400, amount: '48.00' },
    days: days(
      (i) => (i === 13 ? 80 : 0),
      (i) => (i === 13 ? '9.60' : '0.00'),
    ),
  },
};

/** The dashboard's answers, one after the other (the last one repeats), and the requests made. */
function api(...answers: Dashboard[]) {
  let n = 0;
  return fakeApi({ 'GET /api/dashboard': () => answers[Math.min(n++, answers.length - 1)] });
}

/** A figure card's statistic, by the card's title and the statistic's. */
function statistic(card: string, title: string) {
  const box = screen
    .getByText(card, { selector: '.ant-card-head-title' })
    .closest('.ant-card') as HTMLElement;
  const stat = within(box).getByText(title).closest('.ant-statistic') as HTMLElement;
  return stat.querySelector('.ant-statistic-content')?.textContent;
}

describe('the dashboard', () => {
  it('shows an administrator the factory’s output, top workers, beds in progress and shipping', async () => {
    signIn(demoUser);
    api(full);
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Output of the whole factory')).toBeTruthy();
    expect(screen.getByText('Welcome, Wang Fang')).toBeTruthy();
    expect(statistic('Today', 'Pieces')).toBe('1,240');
    expect(statistic('Today', 'Wages')).toBe('¥312.50');
    expect(statistic('Yesterday', 'Pieces')).toBe('980');
    expect(statistic('This month', 'Wages')).toBe('¥5,375.125');

    const chart = screen.getByRole('img', { name: /^Pieces per day from 2026-11-14 to 2026-11-27/ });
    expect((await within(chart).findByTestId('chart')).textContent).toContain('Wages: 125 125');
    expect(
      screen.getByRole('img', {
        name: 'Today’s pieces by stage: Cutting 0, Sewing 1100, Finishing 100, Packing 40',
      }),
    ).toBeTruthy();

    const today = screen.getByRole('table', { name: 'Top workers today' });
    const rows = within(today).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1Chen Jing420¥105.00', '2Zhang Min300¥75.00']);

    const beds = screen.getByRole('table', { name: 'Beds in progress' });
    const bed = within(beds).getAllByRole('row')[1] as HTMLElement;
    expect(within(bed).getByText('PL2408 bed 1')).toBeTruthy();
    expect(within(bed).getByText('427 of 855 pcs')).toBeTruthy();
    expect(within(bed).getByText('49%')).toBeTruthy();
    expect(within(bed).getByText('3. 上门筒: 431 pcs')).toBeTruthy();
    expect(within(bed).getByText('Sewing')).toBeTruthy();
    expect(within(bed).getByText('2026-11-27 14:30')).toBeTruthy();

    const shipping = screen.getByRole('region', { name: 'Shipping' });
    expect(within(shipping).getByText('818')).toBeTruthy();
    expect(within(shipping).getByText('42')).toBeTruthy();
    expect(within(shipping).getByText('as of 2026-11-27 14:31')).toBeTruthy();
  });

  it('lists the beds one under the other on a phone', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    signIn(demoUser);
    api(full);
    renderWithProviders(<DashboardPage />);
    const list = await screen.findByRole('list', { name: 'Beds in progress' });
    const bed = within(list).getByRole('listitem');
    expect(within(bed).getByText('PL2408 bed 1')).toBeTruthy();
    expect(within(bed).getByText('427 of 855 pcs')).toBeTruthy();
    expect(within(bed).getByText('3. 上门筒: 431 pcs')).toBeTruthy();
    expect(within(bed).getByText('Last scan: 2026-11-27 14:30')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Beds in progress' })).toBeNull();
  });

  it('shows a worker their own figures only, without money when the factory hides rates', async () => {
    signIn({ ...demoUser, roles: ['worker', 'scan:self'] });
    const hidden: Dashboard = {
      ...worker,
      mine: worker.mine && {
        ...worker.mine,
        today: { qty: 80, amount: null },
        yesterday: { qty: 0, amount: null },
        month: { qty: 400, amount: null },
        days: worker.mine.days.map((day) => ({ ...day, amount: null })),
      },
    };
    api(hidden);
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('My output')).toBeTruthy();
    expect(statistic('Today', 'Pieces')).toBe('80');
    expect(screen.queryByText('Wages')).toBeNull();
    expect(
      screen.getByText('Your factory does not show piece rates to workers: ask the office for your wage.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the Scan page' })).toBeTruthy();
    expect(screen.queryByText('Top workers today')).toBeNull();
    expect(screen.queryByText('Beds in progress')).toBeNull();
    expect(screen.queryByText('Shipping')).toBeNull();
    expect(
      within(await screen.findByTestId('chart')).getByText('Pieces: 0 0 0 0 0 0 0 0 0 0 0 0 0 80'),
    ).toBeTruthy();
  });

  it('says what to do where there is nothing yet', async () => {
    signIn(demoUser);
    const zero = { qty: 0, amount: '0.00' };
    api({
      ...full,
      output: {
        ...output,
        today: zero,
        yesterday: zero,
        month: zero,
        days: days(
          () => 0,
          () => '0.00',
        ),
        topToday: [],
        topMonth: [],
      },
      production: { stages: full.production?.stages.map((s) => ({ ...s, qty: 0 })) ?? [], cutOrders: [] },
      shipping: { monthOrders: 0, monthQty: 0, notShippedQty: null, notShippedAsOf: null },
    });
    renderWithProviders(<DashboardPage />);
    expect(
      (
        await screen.findAllByText(
          'No scans yet today — workers scan bundle tickets on the Scan page (/scan).',
        )
      ).length,
    ).toBe(2);
    expect(
      screen.getByText('No scans in the last 14 days — the chart fills in as workers scan tickets.'),
    ).toBeTruthy();
    expect(screen.getByText('No scans yet today — the ranking starts with the first scan.')).toBeTruthy();
    expect(
      screen.getByText(
        'No bed has been scanned yet — generate the bundles of a cut order, print their tickets and scan them.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('No shipment order confirmed this month — confirm one on the Shipment orders page.'),
    ).toBeTruthy();
    expect(screen.getByText('Counting…')).toBeTruthy();
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('tells someone without production, payroll or shipping roles why there is nothing', async () => {
    signIn({ ...demoUser, roles: ['user:list'] });
    api({ ...full, output: null, production: null, shipping: null, quality: null });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Nothing to show you here yet')).toBeTruthy();
    expect(screen.getByText(/Ask your administrator if you need them/)).toBeTruthy();
  });

  it('shows today’s quality: the DHU, inspected pieces, defects, rework and the worst processes', async () => {
    signIn(demoUser);
    api(full);
    renderWithProviders(<DashboardPage />);
    const card = await screen.findByRole('region', { name: 'Quality today' });
    const stat = (title: string) =>
      (within(card).getByText(title).closest('.ant-statistic') as HTMLElement).querySelector(
        '.ant-statistic-content',
      ) as HTMLElement;
    expect(stat('DHU').textContent).toBe('7.50');
    expect(stat('Inspected').textContent).toBe('160');
    expect(stat('Defects').textContent).toBe('12');
    expect(stat('In rework').textContent).toBe('4');
    // Pieces in rework stand out (the theme's warning colour).
    expect(stat('In rework').getAttribute('style') ?? '').toMatch(/color/);
    expect(stat('Defects').getAttribute('style') ?? '').not.toMatch(/color/);
    const worst = within(card).getByRole('list', { name: 'Worst processes today' });
    expect(
      within(worst)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1. 上门筒DHU 15.006 defects in 40 pcs',
      '2. CollarDHU 6.255 defects in 80 pcs',
      '3. HemDHU 2.501 defects in 40 pcs',
    ]);
    expect(within(worst).getByLabelText('Collar: DHU 6.25, 5 defects in 80 pcs')).toBeTruthy();
  });

  it('leaves rework plain when none is open and says when nothing had a defect', async () => {
    signIn(demoUser);
    api({ ...full, quality: { inspected: 40, defects: 0, dhu: '0.00', rework: 0, worstProcesses: [] } });
    renderWithProviders(<DashboardPage />);
    const card = await screen.findByRole('region', { name: 'Quality today' });
    const rework = within(card).getByText('In rework').closest('.ant-statistic') as HTMLElement;
    expect(rework.querySelector('.ant-statistic-content')?.textContent).toBe('0');
    expect(rework.querySelector('.ant-statistic-content')?.getAttribute('style') ?? '').not.toMatch(/color/);
    expect(within(card).getByText('No defects found today.')).toBeTruthy();
  });

  it('says where inspections are recorded when there are none today', async () => {
    signIn(demoUser);
    api({ ...full, quality: { inspected: 0, defects: 0, dhu: '0.00', rework: 0, worstProcesses: [] } });
    renderWithProviders(<DashboardPage />);
    const card = await screen.findByRole('region', { name: 'Quality today' });
    expect(
      within(card).getByText('No inspections today — inspectors record them on the QC page (/qc)'),
    ).toBeTruthy();
    expect(within(card).queryByText('DHU')).toBeNull();
  });

  it('shows no quality card to someone without qc:list, and shows it alone to an inspector', async () => {
    signIn(demoUser);
    api({ ...full, quality: null });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Output of the whole factory')).toBeTruthy();
    expect(screen.queryByText('Quality today')).toBeNull();
    cleanup();

    signIn({ ...demoUser, roles: ['qc:list'] });
    api({ ...full, output: null, production: null, shipping: null });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('region', { name: 'Quality today' })).toBeTruthy();
    expect(screen.queryByText('Nothing to show you here yet')).toBeNull();
  });

  it('shows skeletons while the figures load', async () => {
    signIn(demoUser);
    fakeApi({ 'GET /api/dashboard': () => new Promise(() => undefined) });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('status', { name: 'Loading the figures' })).toBeTruthy();
  });

  it('fetches the figures again when the server says they changed, and says it is live', async () => {
    signIn(demoUser);
    const requests = api(full, { ...full, output: { ...output, today: { qty: 1260, amount: '317.50' } } });
    // The event stream: open at once, one `changed` event a moment later.
    const fakeFetch = globalThis.fetch;
    let push: ((text: string) => void) | undefined;
    globalThis.fetch = async (input, init) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!href.endsWith('/api/dashboard/events')) return fakeFetch(input, init);
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const encoder = new TextEncoder();
          push = (text) => controller.enqueue(encoder.encode(text));
          push('retry: 5000\n: open\n\n');
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    };
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Live: the figures follow every scan')).toBeTruthy();
    await waitFor(() => expect(statistic('Today', 'Pieces')).toBe('1,240'));
    await act(async () => push?.('event: changed\ndata: {}\n\n'));
    await waitFor(() => expect(statistic('Today', 'Pieces')).toBe('1,260'), { timeout: 5000 });
    expect(requests.filter((r) => r.url === '/api/dashboard')).toHaveLength(2);
  });

  it('speaks Chinese', async () => {
    await chooseLanguage('zh-CN');
    signIn(demoUser);
    api(full);
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('全厂产量')).toBeTruthy();
    expect(screen.getByText('欢迎，Wang Fang')).toBeTruthy();
    expect(screen.getByRole('table', { name: '今日产量排行' })).toBeTruthy();
    expect(screen.getByText('PL2408 第 1 床')).toBeTruthy();
    expect(screen.getByText('427 / 855 件')).toBeTruthy();
    expect(screen.getByText('已完成未出货')).toBeTruthy();
    expect(screen.getByRole('region', { name: '今日质量' })).toBeTruthy();
    expect(screen.getByText('返工中')).toBeTruthy();
  });
});
