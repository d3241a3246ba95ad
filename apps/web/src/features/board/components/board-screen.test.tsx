import type { Board } from '@gbo/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardScreen } from '@/features/board/components/board-screen';
import type { BoardTiming } from '@/features/board/hooks/use-live-board';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { renderApp, renderWithProviders } from '@/testing/render-app';

// ECharts draws on a canvas, which happy-dom has not: the chart stands in as its options.
vi.mock('@/components/echart-canvas', () => ({
  default: ({ option }: { option: { series: { name: string; data: unknown[] }[] } }) => (
    <div data-testid="chart">{option.series.map((s) => `${s.name}: ${s.data.join(' ')}`).join(' | ')}</div>
  ),
}));

/** The browser's EventSource, driven by the test: one instance per stream the page opens. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  open() {
    this.readyState = this.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  emit(name: string) {
    this.dispatchEvent(new MessageEvent(name, { data: '{}' }));
  }
  /** The stream broke: the browser reconnects by itself, unless it gave up (`closed`). */
  fail(closed = false) {
    this.readyState = closed ? this.CLOSED : this.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.readyState = this.CLOSED;
  }
}

const streams = FakeEventSource.instances;
const live = () => streams.filter((stream) => stream.readyState !== stream.CLOSED);

beforeEach(() => {
  streams.length = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  restoreApi();
  vi.unstubAllGlobals();
});

const KEY = 'k'.repeat(40) + '_-1';
const FAST: BoardTiming = {
  debounceMs: 50,
  refreshMs: 60_000,
  lostAfterMs: 150,
  retryMs: 50,
  silentAfterMs: 60_000,
};

const board: Board = {
  line: { id: 4, name: 'Sewing line 1' },
  factoryName: 'Demo Garment Co. – Ningbo',
  workDate: '2026-12-02',
  time: '14:05',
  shift: { start: '08:00', end: '17:00', breaks: [{ start: '12:00', end: '13:00' }] },
  targetEfficiency: 0.7,
  style: { styleNo: 'PL2408', name: 'Men’s polo shirt', samTotal: '12.500' },
  workers: 12,
  hours: [
    { hour: 8, target: 40.3, output: 38, earnedMinutes: 475, attendedMinutes: 720 },
    { hour: 9, target: 40.3, output: 44.6, earnedMinutes: 557.5, attendedMinutes: 720 },
  ],
  output: 412.4,
  target: 480,
  earnedMinutes: 5155,
  attendedMinutes: 8400,
  efficiency: 0.6137,
  wip: [
    { seq: 1, name: 'Join shoulders', wip: 20 },
    { seq: 2, name: 'Set collar', wip: 140 },
    { seq: 3, name: 'Hem', wip: 35 },
  ],
  slowest: { seq: 2, name: 'Set collar', done: 300 },
  topWorkers: [
    { name: 'Chen Jing', qty: 180, earnedMinutes: 450, efficiency: 0.9375 },
    { name: 'Zhang Min', qty: 150, earnedMinutes: 375, efficiency: null },
  ],
  dhu: '3.75',
};

/** The board's answers, one after the other (the last one repeats); the requests made. */
function boardApi(...answers: ((config: InternalAxiosRequestConfig) => Board)[]) {
  let n = 0;
  return fakeApi({
    'GET /api/board': (config) =>
      (answers[Math.min(n++, answers.length - 1)] as (c: typeof config) => Board)(config),
  });
}
const boardCalls = (requests: InternalAxiosRequestConfig[]) =>
  requests.filter((request) => request.url === '/api/board').length;

/** A tile's text, by its name. */
const tile = (name: string) => screen.getByRole('region', { name }).textContent;

describe('the line board', () => {
  it('shows the line’s day so far, with the key in its header and its stream’s query', async () => {
    const requests = boardApi(() => board);
    renderWithProviders(<BoardScreen boardKey={KEY} timing={FAST} />);
    expect(await screen.findByRole('heading', { name: 'Sewing line 1' })).toBeTruthy();
    expect(screen.getByText('Demo Garment Co. – Ningbo')).toBeTruthy();
    expect(screen.getByText('14:05')).toBeTruthy();
    expect(requests[0]?.headers.get('x-board-key')).toBe(KEY);
    expect(streams.map((stream) => stream.url)).toEqual([`/api/board/events?key=${KEY}`]);

    expect(tile('Output today')).toBe('Output today412target so far 480');
    expect(tile('Efficiency')).toBe('Efficiency61%target 70%');
    expect(screen.getByText('61%').className).toMatch(/near/);
    expect(tile('Style')).toBe('StylePL2408Men’s polo shirtSAM 12.500 min');
    expect(tile('Workers')).toBe('Workers12DHU today3.75');
    expect(screen.queryByText('No standard minutes for this style')).toBeNull();

    const chart = screen.getByRole('img', {
      name: /^Target and output per hour: 08:00 target 40, output 38; /,
    });
    expect((await within(chart).findByTestId('chart')).textContent).toBe('Target: 40 40 | Output: 38 45');

    const wip = within(screen.getByRole('list', { name: 'WIP by process' })).getAllByRole('listitem');
    expect(wip.map((row) => row.textContent)).toEqual([
      '1. Join shoulders20',
      '2. Set collar · slowest140',
      '3. Hem35',
    ]);
    expect(wip[1]?.className).toMatch(/slowest/);

    const top = within(screen.getByRole('table', { name: 'Top workers' }))
      .getAllByRole('row')
      .slice(1);
    expect(top.map((row) => row.textContent)).toEqual(['Chen Jing18094%', 'Zhang Min150—']);
  });

  it('says so where the style has no standard minutes, and leaves out DHU before any inspection', async () => {
    boardApi(() => ({
      ...board,
      style: { ...board.style!, samTotal: null },
      target: null,
      efficiency: null,
      hours: board.hours.map((hour) => ({ ...hour, target: null })),
      dhu: null,
    }));
    renderWithProviders(<BoardScreen boardKey={KEY} timing={FAST} />);
    await screen.findByRole('heading', { name: 'Sewing line 1' });
    expect(tile('Output today')).toBe('Output today412target so far —No standard minutes for this style');
    expect(tile('Efficiency')).toBe('Efficiency—target 70%No standard minutes for this style');
    expect(tile('Style')).toContain('SAM — min');
    expect(tile('Workers')).toBe('Workers12');
  });

  it('says the line waits for its first scan before there is a style, not that the style has no SAM', async () => {
    boardApi(() => ({
      ...board,
      style: null,
      target: null,
      output: 0,
      efficiency: null,
      hours: board.hours.map((hour) => ({ ...hour, target: null, output: 0 })),
    }));
    renderWithProviders(<BoardScreen boardKey={KEY} timing={FAST} />);
    await screen.findByRole('heading', { name: 'Sewing line 1' });
    expect(tile('Output today')).toBe('Output today0target so far —Waiting for the first scan');
    expect(tile('Efficiency')).toBe('Efficiency—target 70%');
    expect(tile('Style')).toBe('StyleNo scans yet today');
    expect(screen.queryByText('No standard minutes for this style')).toBeNull();
  });

  it('says nobody’s minutes are attended yet when a style with SAM has no efficiency', async () => {
    boardApi(() => ({ ...board, efficiency: null }));
    renderWithProviders(<BoardScreen boardKey={KEY} timing={FAST} />);
    await screen.findByRole('heading', { name: 'Sewing line 1' });
    expect(tile('Efficiency')).toBe('Efficiency—target 70%No attended minutes yet');
    expect(tile('Output today')).toBe('Output today412target so far 480');
  });

  it('keeps a long style number on one line, whole in its title', async () => {
    const styleNo = 'EFF-2026-WINTER-PARKA-0001';
    boardApi(() => ({ ...board, style: { ...board.style!, styleNo } }));
    renderWithProviders(<BoardScreen boardKey={KEY} timing={FAST} />);
    const number = await screen.findByText(styleNo);
    expect(number.getAttribute('title')).toBe(styleNo);
    expect(number.className).toMatch(/oneLine/);
  });

  it('fetches the figures again once a burst of changes has passed', async () => {
    const requests = boardApi(
      () => board,
      () => ({ ...board, output: 431, time: '14:06' }),
    );
    renderWithProviders(<BoardScreen boardKey={KEY} timing={FAST} />);
    await screen.findByText('412');
    act(() => {
      streams[0]?.open();
      streams[0]?.emit('changed');
      streams[0]?.emit('changed');
      streams[0]?.emit('changed');
    });
    expect(await screen.findByText('431')).toBeTruthy();
    expect(screen.getByText('14:06')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(boardCalls(requests)).toBe(2);
    expect(live()).toHaveLength(1);
  });

  it('keeps the last figures and says the connection is lost when the stream stays down', async () => {
    boardApi(() => board);
    renderWithProviders(<BoardScreen boardKey={KEY} timing={FAST} />);
    await screen.findByText('412');
    act(() => {
      streams[0]?.open();
      streams[0]?.fail();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Connection to the server lost — showing figures of 14:05',
    );
    expect(screen.getByText('412')).toBeTruthy();
    // The browser reconnected: the banner goes, and the figures are fetched again.
    act(() => streams[0]?.open());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(streams).toHaveLength(1);
  });

  it('says the connection is lost as soon as a fetch fails, and opens a stream the browser gave up on again', async () => {
    let down = false;
    const requests = boardApi(() => {
      if (down) throw new TypeError('Failed to fetch');
      return board;
    });
    renderWithProviders(<BoardScreen boardKey={KEY} timing={FAST} />);
    await screen.findByText('412');
    down = true;
    act(() => streams[0]?.fail(true));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Connection to the server lost — showing figures of 14:05',
    );
    expect(screen.getByText('412')).toBeTruthy();
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(live()).toHaveLength(1);
    down = false;
    act(() => streams[1]?.open());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(boardCalls(requests)).toBeGreaterThanOrEqual(2);
  });

  it('says the link is not valid without a key', async () => {
    const requests = boardApi(() => board);
    renderWithProviders(<BoardScreen boardKey={null} timing={FAST} />);
    expect(await screen.findByRole('heading', { name: 'This display link is not valid' })).toBeTruthy();
    expect(screen.getByText('Ask an administrator for a new display link for this screen.')).toBeTruthy();
    expect(requests).toHaveLength(0);
    expect(streams).toHaveLength(0);
  });

  it('says the link is not valid when the server refuses its key, and stops listening', async () => {
    // fakeApi answers 200 only: the server's refusal of the key is a response of its own.
    let asked = 0;
    globalThis.fetch = async () => {
      asked++;
      return new Response(JSON.stringify({ status: 401, message: 'revoked', timestamp: 0 }), { status: 401 });
    };
    renderWithProviders(<BoardScreen boardKey={KEY} timing={FAST} />);
    expect(await screen.findByRole('heading', { name: 'This display link is not valid' })).toBeTruthy();
    await waitFor(() => expect(live()).toHaveLength(0));
    expect(asked).toBe(1);
  });

  it('opens at /board without anyone signed in', async () => {
    boardApi(() => board);
    const router = renderApp(`/board?key=${KEY}`);
    expect(await screen.findByRole('heading', { name: 'Sewing line 1' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/board');
  });
});
