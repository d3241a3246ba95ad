import type { MonitorMinute, ServerMonitor } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerMonitorPage } from '@/features/server-monitor/components/server-monitor-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

// ECharts draws on a canvas, which the test page has not: the chart stands in as its options.
vi.mock('@/components/echart-canvas', () => ({
  default: ({
    option,
  }: {
    option: { xAxis: { data: string[] }; series: { name: string; data: unknown[] }[] };
  }) => (
    <div data-testid="chart">
      {`Minutes: ${option.xAxis.data.join(' ')} | `}
      {option.series.map((s) => `${s.name}: ${s.data.join(' ')}`).join(' | ')}
    </div>
  ),
}));

afterEach(restoreApi);

/** A statistic's value as shown, found by its title. */
const statistic = (container: HTMLElement, title: string) =>
  within(container).getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')
    ?.textContent;

const minutes: MonitorMinute[] = Array.from({ length: 60 }, (_, i) => ({
  minute: new Date(Date.UTC(2026, 2, 3, 6, i)).toISOString(),
  requests: i === 59 ? 12 : 0,
  errors4xx: i === 59 ? 2 : 0,
  errors5xx: 0,
  scans: i === 59 ? 3 : 0,
  p50Ms: i === 59 ? 4.76 : null,
  p99Ms: i === 59 ? 38 : null,
  cpuPct: i >= 58 ? 12.5 : null,
  rssBytes: i >= 58 ? 200 * 1024 * 1024 : null,
  eventLoopDelayMs: i >= 58 ? 11 : null,
}));

const pglite: ServerMonitor = {
  at: '2026-03-03T06:59:30.000Z',
  backup: null,
  processes: [
    {
      id: 'office-pc:4242:2026-03-01T08:00:00.000Z',
      host: 'office-pc',
      pid: 4242,
      version: '6.0.0',
      startedAt: '2026-03-01T08:00:00.000Z',
      seenAt: '2026-03-03T06:59:30.000Z',
      uptimeS: 2 * 86_400 + 5 * 3600,
      cpuPct: 12.5,
      rssBytes: 200 * 1024 * 1024,
      heapUsedBytes: 80 * 1024 * 1024,
      eventLoopDelayMs: 11,
      streams: 2,
      current: true,
    },
  ],
  host: {
    hostname: 'office-pc',
    platform: 'Linux 6.1 (x64)',
    cpus: 4,
    loadAvg: [0.5, 0.42, 0.3],
    totalMemBytes: 8 * 1024 ** 3,
    freeMemBytes: 2 * 1024 ** 3,
    disks: [
      {
        kind: 'data',
        path: '/srv/gbo/data',
        measuredPath: '/srv/gbo/data',
        freeBytes: 50 * 1024 ** 3,
        totalBytes: 100 * 1024 ** 3,
      },
      {
        kind: 'backups',
        path: '/srv/gbo/data/backups',
        measuredPath: '/srv/gbo/data',
        freeBytes: 50 * 1024 ** 3,
        totalBytes: 100 * 1024 ** 3,
      },
    ],
  },
  database: {
    engine: 'pglite',
    version: '18.6',
    sizeBytes: 11 * 1024 * 1024,
    connections: null,
    maxConnections: null,
    cacheHitRatio: null,
    tables: [
      { name: 'scans', rows: 193, bytes: 224 * 1024 },
      { name: 'bundles', rows: 36, bytes: 144 * 1024 },
    ],
    longQueries: null,
    lockWaits: null,
    statements: null,
  },
  http: {
    windows: [5, 60].map((window) => ({
      minutes: window,
      requests: 12,
      perSecond: 0.04,
      errors4xx: 2,
      errors5xx: 0,
      p50Ms: 4.76,
      p99Ms: 38,
      scans: 3,
      scansPerMinute: window === 5 ? 0.6 : 0.2,
      routes: [
        { method: 'POST', route: '/api/scans', count: 5, errors4xx: 2, errors5xx: 0, p50Ms: 9.51, p99Ms: 38 },
        { method: 'GET', route: 'unmatched', count: 1, errors4xx: 1, errors5xx: 0, p50Ms: 1.19, p99Ms: 1.19 },
      ],
    })),
    minutes,
  },
};

const postgres: ServerMonitor = {
  ...pglite,
  processes: [
    ...pglite.processes,
    { ...pglite.processes[0]!, id: 'app-2:77:x', host: 'app-2', pid: 77, current: false, streams: 0 },
  ],
  database: {
    ...pglite.database,
    engine: 'postgres',
    version: '15.14',
    connections: 23,
    maxConnections: 100,
    cacheHitRatio: 0.9934,
    longQueries: [],
    lockWaits: [
      {
        pid: 5150,
        seconds: 4.2,
        state: 'active',
        waiting: 'Lock: transactionid',
        blockedBy: [5149],
        query: 'update bundles set status = $1 where factory_id = $2 and id = $3',
      },
    ],
    statements: { available: false, slowest: [] },
  },
  backup: {
    fileName: 'backup-2026-03-03T02-00-00Z.tar.gz',
    createdAt: '2026-03-03T02:00:00.000Z',
    status: 'failed',
    error:
      'not proven: the database role may not create a scratch database to restore it into; grant it CREATEDB',
  },
};

describe('the server monitor', () => {
  it('shows the process, the host, what PGlite cannot tell and why, the requests and the last hour', async () => {
    signIn({ ...demoUser, roles: ['server:list'] });
    fakeApi({ 'GET /api/monitor/server': () => pglite });
    renderWithProviders(<ServerMonitorPage />);

    const processes = await screen.findByTestId('monitor-processes');
    expect(within(processes).getByText('This one')).toBeTruthy();
    expect(within(processes).getByText('4242')).toBeTruthy();
    expect(within(processes).getByText('2 d 5 h')).toBeTruthy();
    expect(within(processes).getByText('200 MB')).toBeTruthy();
    expect(within(processes).getByText('1 process')).toBeTruthy();
    expect(screen.getByText('No backup has been made yet.')).toBeTruthy();

    const host = screen.getByTestId('monitor-host');
    expect(within(host).getByText('Host office-pc')).toBeTruthy();
    expect(within(host).getAllByText('50.0 GB free of 100 GB')).toHaveLength(2);
    expect(
      within(host).getByText('Not created yet: measured where it will be, at /srv/gbo/data'),
    ).toBeTruthy();

    const database = screen.getByTestId('monitor-database');
    expect(within(database).getByText('PGlite (embedded)')).toBeTruthy();
    expect(within(database).getByText(/has no connections to count/)).toBeTruthy();
    expect(within(database).getAllByText('not available')).toHaveLength(2);
    expect(within(database).getByText('scans')).toBeTruthy();
    expect(within(database).queryByText(/pg_stat_statements is not loaded/)).toBeNull();

    const http = screen.getByTestId('monitor-http');
    expect(within(http).getByText('/api/scans')).toBeTruthy();
    expect(within(http).getByText('(no route)')).toBeTruthy();
    // Finding a route among many: by its pattern or method, case aside.
    fireEvent.change(within(http).getByRole('searchbox', { name: 'Find a route' }), {
      target: { value: 'API/SCANS' },
    });
    expect(within(http).getByText('/api/scans')).toBeTruthy();
    expect(within(http).queryByText('(no route)')).toBeNull();
    fireEvent.change(within(http).getByRole('searchbox', { name: 'Find a route' }), {
      target: { value: 'nowhere' },
    });
    expect(within(http).getByText('No route in this window matches “nowhere”.')).toBeTruthy();
    fireEvent.change(within(http).getByRole('searchbox', { name: 'Find a route' }), {
      target: { value: '' },
    });
    expect(statistic(http, 'Scans / min')).toBe('0.6');
    fireEvent.click(within(http).getByText('Last 60 minutes'));
    await waitFor(() => expect(statistic(http, 'Scans / min')).toBe('0.2'));

    const requests = screen.getByRole('img', {
      name: /^Requests per minute over the last hour: 12 requests/,
    });
    const chart = (await within(requests).findByTestId('chart')).textContent;
    expect(chart).toMatch(/Scans: (0 ){59}3/);
    // Every time on the page on the factory's clock (Asia/Shanghai, 8 hours ahead of the figures' UTC), never the
    // browser's: the minutes 06:00–06:59 UTC, the answer at 06:59:30 UTC.
    expect(chart).toMatch(/^Minutes: 14:00 14:01 .* 14:59 \|/);
    expect(screen.getByText('Updated 14:59:30, every 5 seconds')).toBeTruthy();
    expect(screen.getByRole('img', { name: /worst p99 38 ms/ })).toBeTruthy();
  });

  it('on PostgreSQL shows the connections, the lock waits and how to switch pg_stat_statements on', async () => {
    signIn({ ...demoUser, roles: ['server:list'] });
    fakeApi({ 'GET /api/monitor/server': () => postgres });
    renderWithProviders(<ServerMonitorPage />);

    const processes = await screen.findByTestId('monitor-processes');
    expect(within(processes).getByText('2 processes')).toBeTruthy();
    expect(within(processes).getByText('app-2')).toBeTruthy();
    const database = screen.getByTestId('monitor-database');
    expect(within(database).getByText('23 of 100')).toBeTruthy();
    expect(within(database).getByText('99.3 %')).toBeTruthy();
    expect(within(database).getByText('Lock: transactionid')).toBeTruthy();
    expect(within(database).getByText('5149')).toBeTruthy();
    expect(within(database).getByText('None right now')).toBeTruthy();
    expect(
      within(database).getByText(
        /add pg_stat_statements to shared_preload_libraries and run CREATE EXTENSION pg_stat_statements/,
      ),
    ).toBeTruthy();
    expect(within(database).queryByText(/has no connections to count/)).toBeNull();
    // The newest backup failed: said here too, with its reason.
    expect(screen.getByText('The newest backup, 2026-03-03 10:00, failed.')).toBeTruthy();
    expect(screen.getByText(/grant it CREATEDB/)).toBeTruthy();
  });

  it('says so when the figures cannot be loaded', async () => {
    signIn({ ...demoUser, roles: ['server:list'] });
    fakeApi({});
    renderWithProviders(<ServerMonitorPage />);
    expect(await screen.findByText('The server’s figures could not be loaded')).toBeTruthy();
  });
});
