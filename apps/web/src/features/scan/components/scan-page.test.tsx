import 'fake-indexeddb/auto';
import type { AuthInfo, Scan, ScanLookup, ScanPage as ScanList } from '@gbo/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScanPage } from '@/features/scan/components/scan-page';
import { SCAN_SOUND_KEY } from '@/features/scan/hooks/use-scan-sound';
import { TONES } from '@/features/scan/utils/feedback';
import { openScanQueue } from '@/features/scan/utils/scan-queue';
import { playTone } from '@/lib/tone';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';
import { testNetwork } from '@/testing/network';
import { type Answer, bodyOf, restoreServe, serve } from '@/testing/serve-api';

// jsdom has no Web Audio: what the page asks to play is recorded instead.
vi.mock('@/lib/tone', () => ({ playTone: vi.fn(), unlockAudio: vi.fn() }));

const worker: AuthInfo = {
  ...demoUser,
  user: { ...demoUser.user, id: 11, name: 'Zhang Wei', mobile: '13900000011' },
  roles: ['worker'],
};

const lookup: ScanLookup = {
  bundle: {
    id: 36,
    bundleNo: 36,
    ticketNo: 100036,
    styleNo: 'PL2408',
    bedNo: 1,
    colour: 'Navy',
    size: '3XL',
    qty: 24,
    status: 'active',
  },
  processes: [
    { processId: 5, seq: 1, name: 'Sew collar', doneQty: 0, remainingQty: 24, doneBy: [] },
    { processId: 6, seq: 2, name: 'Hem', doneQty: 24, remainingQty: 0, doneBy: ['Li Lei'] },
  ],
};

const recorded = (body: { processId: number; qty?: number }): Scan => ({
  id: 901,
  bundleId: 36,
  bundleNo: 36,
  ticketNo: 100036,
  styleNo: 'PL2408',
  bedNo: 1,
  colour: 'Navy',
  size: '3XL',
  processId: body.processId,
  processName: 'Sew collar',
  seq: 1,
  qty: body.qty ?? 24,
  rate: null,
  amount: null,
  workerId: 11,
  workerName: 'Zhang Wei',
  recordedBy: 11,
  recordedByName: 'Zhang Wei',
  workDate: '2026-11-25',
  scanTime: new Date().toISOString(),
  status: 'valid',
  settled: false,
  undoneAt: null,
  undoneByName: null,
});

let scans: Scan[] = [];
const list = (): ScanList => ({
  content: scans,
  totalElements: scans.length,
  totals: { qty: scans.reduce((sum, scan) => sum + scan.qty, 0), amount: null },
});
const posts = (requests: InternalAxiosRequestConfig[]) =>
  requests.filter((request) => request.method === 'post' && request.url === '/api/scans');

let dbCount = 0;
function renderPage(onSignOut: (warning?: string) => void = vi.fn()) {
  signIn(worker);
  const queue = openScanQueue(createStore(`scan-page-test-${++dbCount}`, 'scans'));
  renderWithProviders(<ScanPage onSignOut={onSignOut} queue={queue} />);
  return queue;
}

/** Types a ticket and Enter, as a hardware scanner does. */
function typeTicket(ticket: string) {
  const field = screen.getByRole('textbox', { name: 'Ticket number' });
  fireEvent.change(field, { target: { value: ticket } });
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

async function lookUpTicket(ticket = '100036') {
  typeTicket(ticket);
  return screen.findByRole('region', { name: 'Bundle 36' });
}

const network = testNetwork();
beforeEach(() => {
  scans = [];
  localStorage.clear();
  vi.mocked(playTone).mockClear();
});
afterEach(restoreServe);

describe('the scan page', () => {
  it('shows the clock above the ticket where the factory keeps attendance', async () => {
    serve({
      'GET /api/scans': () => ({ status: 200, data: list() }),
      'GET /api/attendance/me': () => ({
        status: 200,
        data: {
          workDate: '2026-11-25',
          clockIn: '07:58',
          clockOut: null,
          open: true,
          attendedMinutes: 75,
          keepsAttendance: true,
        },
      }),
    });
    renderPage();
    const clock = await screen.findByRole('region', { name: 'Clock' });
    expect(within(clock).getByText('Attended today: 1 h 15 min')).toBeDefined();
    expect(within(clock).getByRole('button', { name: /Clock out/ })).toBeDefined();
  });

  it('looks a typed ticket up and records the tapped process with what is left', async () => {
    const requests = serve({
      'GET /api/scans/lookup': () => ({ status: 200, data: lookup }),
      'GET /api/scans': () => ({ status: 200, data: list() }),
      'POST /api/scans': (config) => {
        const scan = recorded(bodyOf(config) as { processId: number });
        scans = [scan];
        return { status: 201, data: scan };
      },
    });
    renderPage();
    expect(await screen.findByText('No scans yet today')).toBeDefined();
    const bundle = await lookUpTicket('GBO1:1:100036:abc');
    expect(requests.find((request) => request.url === '/api/scans/lookup')?.params).toEqual({
      ticket: 'GBO1:1:100036:abc',
    });
    expect(within(bundle).getByText('PL2408')).toBeDefined();
    expect(within(bundle).getByText('3XL')).toBeDefined();
    // Done by someone else: nothing left to record.
    expect(within(bundle).getByRole('button', { name: /Hem/ }).hasAttribute('disabled')).toBe(true);
    expect(within(bundle).getByText(/by Li Lei/)).toBeDefined();

    fireEvent.click(within(bundle).getByRole('button', { name: /Sew collar/ }));
    expect(await screen.findByText('Recorded')).toBeDefined();
    expect(screen.getAllByText('Bundle 36 · Sew collar × 24').length).toBeGreaterThan(0);
    const [post] = posts(requests);
    const body = bodyOf(post as InternalAxiosRequestConfig);
    expect(body).toMatchObject({ ticket: 'GBO1:1:100036:abc', processId: 5 });
    // All that is left: the server decides, no quantity sent.
    expect(body.qty).toBeUndefined();
    expect(String(body.requestId)).toMatch(/^[\w-]{8,64}$/);
    // Today's list and totals follow.
    const today = screen.getByRole('region', { name: 'My work today' });
    await within(today).findByText('Bundle 36 · Sew collar');
    expect(screen.getByRole('button', { name: /Undo last scan/ })).toBeDefined();
  });

  it('sends an edited quantity, and shows the server’s refusal big', async () => {
    const requests = serve({
      'GET /api/scans/lookup': () => ({ status: 200, data: lookup }),
      'GET /api/scans': () => ({ status: 200, data: list() }),
      'POST /api/scans': () => ({
        status: 409,
        data: { status: 409, message: 'Bundle 36 Sew collar: only 3 left' },
      }),
    });
    renderPage();
    const bundle = await lookUpTicket();
    fireEvent.change(within(bundle).getByRole('spinbutton', { name: 'Pieces' }), { target: { value: '5' } });
    fireEvent.click(within(bundle).getByRole('button', { name: /Sew collar/ }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Not recorded')).toBeDefined();
    expect(within(alert).getByText('Bundle 36 Sew collar: only 3 left')).toBeDefined();
    expect(bodyOf(posts(requests)[0] as InternalAxiosRequestConfig).qty).toBe(5);
  });

  it('shows an unknown ticket’s refusal, and a void bundle as void with nothing to tap', async () => {
    let answer: Answer = { status: 404, data: { status: 404, message: 'Ticket 999 does not exist' } };
    serve({
      'GET /api/scans/lookup': () => answer,
      'GET /api/scans': () => ({ status: 200, data: list() }),
    });
    renderPage();
    typeTicket('999');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ticket not found')).toBeDefined();
    expect(within(alert).getByText('Ticket 999 does not exist')).toBeDefined();

    answer = { status: 200, data: { ...lookup, bundle: { ...lookup.bundle, status: 'void' } } };
    const bundle = await lookUpTicket();
    expect(within(bundle).getByText('This bundle is void: it cannot be scanned.')).toBeDefined();
    expect(
      within(bundle)
        .getByRole('button', { name: /Sew collar/ })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('keeps a scan made offline as pending, and sends it once when the network is back', async () => {
    const requests = serve({
      'GET /api/scans/lookup': () => ({ status: 200, data: lookup }),
      'GET /api/scans': () => ({ status: 200, data: list() }),
      'POST /api/scans': (config) => {
        const scan = recorded(bodyOf(config) as { processId: number });
        scans = [scan];
        return { status: 201, data: scan };
      },
    });
    const queue = renderPage();
    const bundle = await lookUpTicket();
    network.set(false);
    window.dispatchEvent(new Event('offline'));
    fireEvent.click(within(bundle).getByRole('button', { name: /Sew collar/ }));
    expect(await screen.findByText('Saved on this phone')).toBeDefined();
    const waiting = await screen.findByRole('region', { name: 'Waiting to send' });
    expect(await within(waiting).findByText('Pending')).toBeDefined();
    expect(posts(requests)).toHaveLength(0);
    expect(await queue.list('1:11')).toHaveLength(1);

    network.set(true);
    window.dispatchEvent(new Event('online'));
    expect(await within(waiting).findByText('Sent')).toBeDefined();
    expect(posts(requests)).toHaveLength(1);
    expect(await queue.list('1:11')).toEqual([]);
    await screen.findByText('Recorded');
    // Nothing sent twice, however often the network comes back.
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(within(waiting).queryByText('Pending')).toBeNull());
    expect(posts(requests)).toHaveLength(1);
  });

  it('says, when the worker signs out, how many scans are still on the phone', async () => {
    serve({
      'GET /api/scans/lookup': () => ({ status: 200, data: lookup }),
      'GET /api/scans': () => ({ status: 200, data: list() }),
    });
    const onSignOut = vi.fn();
    renderPage(onSignOut);
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    fireEvent.click(signOut);
    expect(onSignOut).toHaveBeenLastCalledWith(undefined);
    const bundle = await lookUpTicket();
    network.set(false);
    window.dispatchEvent(new Event('offline'));
    fireEvent.click(within(bundle).getByRole('button', { name: /Sew collar/ }));
    await screen.findByText('Saved on this phone');
    await within(await screen.findByRole('region', { name: 'Waiting to send' })).findByText('Pending');
    fireEvent.click(signOut);
    expect(onSignOut).toHaveBeenLastCalledWith(
      'Not sent yet: 1. They stay on this phone and are sent the next time you sign in here.',
    );
  });

  it('keeps a scan whose request got no answer, to send it later', async () => {
    serve({
      'GET /api/scans/lookup': () => ({ status: 200, data: lookup }),
      'GET /api/scans': () => ({ status: 200, data: list() }),
      'POST /api/scans': () => 'network',
    });
    const queue = renderPage();
    const bundle = await lookUpTicket();
    fireEvent.click(within(bundle).getByRole('button', { name: /Sew collar/ }));
    expect(await screen.findByText('Saved on this phone')).toBeDefined();
    const [kept] = await queue.list('1:11');
    expect(kept).toMatchObject({ ticket: '100036', processId: 5, label: { bundleNo: 36 } });
  });

  it('offers the last bundle’s processes for a ticket it cannot look up offline, and keeps the scan', async () => {
    const requests = serve({
      'GET /api/scans/lookup': (config) =>
        (config.params as { ticket: string }).ticket === '100036' ? { status: 200, data: lookup } : 'network',
      'GET /api/scans': () => ({ status: 200, data: list() }),
      'POST /api/scans': () => 'network',
    });
    const queue = renderPage();
    await lookUpTicket();
    // Offline: the lookup is not even sent (the query waits for the network).
    network.set(false);
    window.dispatchEvent(new Event('offline'));
    typeTicket('100037');
    const offline = await screen.findByRole('region', { name: 'Record without the network' });
    // The panel says the ticket could not be checked: no red alert above it.
    expect(screen.queryByText('No network')).toBeNull();
    expect(requests.filter((request) => request.url === '/api/scans/lookup')).toHaveLength(1);
    fireEvent.click(within(offline).getByRole('button', { name: /Sew collar/ }));
    expect(await screen.findByText('Saved on this phone')).toBeDefined();
    const [kept] = await queue.list('1:11');
    // All that is left of the unchecked ticket: no quantity, no bundle number yet.
    expect(kept).toMatchObject({ ticket: '100037', processId: 5, label: { processName: 'Sew collar' } });
    expect(kept?.qty).toBeUndefined();
    expect(kept?.label.bundleNo).toBeUndefined();
    const waiting = await screen.findByRole('region', { name: 'Waiting to send' });
    expect(within(waiting).getByText(/Ticket 100037 · Sew collar/)).toBeDefined();
  });

  it('counts the scans kept on the phone against what is left: a second offline scan takes only the rest', async () => {
    const requests = serve({
      'GET /api/scans/lookup': () => ({ status: 200, data: lookup }),
      'GET /api/scans': () => ({ status: 200, data: list() }),
      'POST /api/scans': (config) => {
        const body = bodyOf(config) as { processId: number; qty?: number };
        // The second takes all that is left after the first: 14 of 24.
        const scan = recorded({ ...body, qty: body.qty ?? 14 });
        scans = [...scans, scan];
        return { status: 201, data: scan };
      },
    });
    const queue = renderPage();
    const bundle = await lookUpTicket();
    const sewCollar = () => within(bundle).getByRole('button', { name: /Sew collar/ });
    const pieces = within(bundle).getByRole('spinbutton', { name: 'Pieces' });
    network.set(false);
    window.dispatchEvent(new Event('offline'));

    fireEvent.change(pieces, { target: { value: '10' } });
    fireEvent.click(sewCollar());
    expect(await screen.findByText('Saved on this phone')).toBeDefined();
    await waitFor(() => expect(sewCollar().textContent).toContain('Left 14 · 10 on this phone'));
    expect(sewCollar().hasAttribute('disabled')).toBe(false);

    // More than is left once the kept scan counts: refused on the phone, nothing more kept.
    fireEvent.change(pieces, { target: { value: '20' } });
    fireEvent.click(sewCollar());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Only 14 left once the 10 pieces kept on this phone are counted.'),
    ).toBeDefined();
    expect(await queue.list('1:11')).toHaveLength(1);

    // All that is left: kept, and then the card has nothing left to offer.
    fireEvent.change(pieces, { target: { value: '' } });
    fireEvent.click(sewCollar());
    await waitFor(() => expect(sewCollar().textContent).toContain('all that is left is on this phone'));
    expect(sewCollar().textContent).toContain('On this phone');
    expect(sewCollar().hasAttribute('disabled')).toBe(true);
    expect((await queue.list('1:11')).map((kept) => kept.qty)).toEqual([10, undefined]);
    fireEvent.click(sewCollar());
    expect(await queue.list('1:11')).toHaveLength(2);

    // Back online: both are sent in the order made, and neither is refused.
    network.set(true);
    window.dispatchEvent(new Event('online'));
    const waiting = await screen.findByRole('region', { name: 'Waiting to send' });
    await waitFor(() => expect(within(waiting).getAllByText('Sent')).toHaveLength(2));
    expect(within(waiting).queryByText('Failed')).toBeNull();
    expect(posts(requests).map((post) => bodyOf(post).qty)).toEqual([10, undefined]);
  });

  it('offers an unchecked ticket’s process once: a second offline tap of it is refused on the phone', async () => {
    serve({
      'GET /api/scans/lookup': (config) =>
        (config.params as { ticket: string }).ticket === '100036' ? { status: 200, data: lookup } : 'network',
      'GET /api/scans': () => ({ status: 200, data: list() }),
    });
    const queue = renderPage();
    await lookUpTicket();
    network.set(false);
    window.dispatchEvent(new Event('offline'));
    typeTicket('100037');
    const offline = await screen.findByRole('region', { name: 'Record without the network' });
    const sewCollar = () => within(offline).getByRole('button', { name: /Sew collar/ });
    fireEvent.click(sewCollar());
    expect(await screen.findByText('Saved on this phone')).toBeDefined();
    await waitFor(() => expect(sewCollar().textContent).toContain('On this phone'));
    expect(sewCollar().hasAttribute('disabled')).toBe(true);
    expect(await queue.list('1:11')).toHaveLength(1);
  });

  it('undoes the latest scan made: one still on the phone is taken off it, not an older recorded one', async () => {
    const requests = serve({
      'GET /api/scans/lookup': () => ({ status: 200, data: lookup }),
      'GET /api/scans': () => ({ status: 200, data: list() }),
      'POST /api/scans': (config) => {
        const scan = recorded(bodyOf(config) as { processId: number; qty?: number });
        scans = [scan];
        return { status: 201, data: scan };
      },
      'DELETE /api/scans/901': () => ({ status: 204 }),
    });
    const queue = renderPage();
    const bundle = await lookUpTicket();
    const pieces = within(bundle).getByRole('spinbutton', { name: 'Pieces' });
    fireEvent.change(pieces, { target: { value: '4' } });
    fireEvent.click(within(bundle).getByRole('button', { name: /Sew collar/ }));
    expect(await screen.findByText('Recorded')).toBeDefined();

    network.set(false);
    window.dispatchEvent(new Event('offline'));
    fireEvent.change(pieces, { target: { value: '3' } });
    fireEvent.click(within(bundle).getByRole('button', { name: /Sew collar/ }));
    expect(await screen.findByText('Saved on this phone')).toBeDefined();
    const undoQueued = await screen.findByRole('button', {
      name: /Undo last scan · Bundle 36 · Sew collar × 3, not sent yet$/,
    });
    fireEvent.click(undoQueued);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Take this scan off the phone?').length).toBeGreaterThan(0);
    // Big enough for a gloved thumb (the browser test measures them).
    for (const name of ['Undo', 'Keep it'])
      expect(within(dialog).getByRole('button', { name }).className).toContain('ant-btn-lg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Taken off this phone')).toBeDefined();
    expect(await queue.list('1:11')).toEqual([]);
    // Now the recorded scan is the latest: it is what the button offers, and nothing was undone on the server.
    expect(
      await screen.findByRole('button', { name: /Undo last scan · Bundle 36 · Sew collar × 4$/ }),
    ).toBeDefined();
    expect(requests.filter((request) => request.method === 'delete')).toEqual([]);
  });

  it('shows the scan on its way on its own button, and leaves the other processes usable', async () => {
    const withPress: ScanLookup = {
      ...lookup,
      processes: [
        ...lookup.processes,
        { processId: 7, seq: 3, name: 'Press', doneQty: 0, remainingQty: 24, doneBy: [] },
      ],
    };
    let answer: (answer: Answer) => void = () => undefined;
    const requests = serve({
      'GET /api/scans/lookup': () => ({ status: 200, data: withPress }),
      'GET /api/scans': () => ({ status: 200, data: list() }),
      // A slow network: the answer comes when the test says.
      'POST /api/scans': () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    renderPage();
    const bundle = await lookUpTicket();
    const sewCollar = () => within(bundle).getByRole('button', { name: /Sew collar/ });
    fireEvent.click(sewCollar());
    await waitFor(() => expect(sewCollar().textContent).toContain('Sending…'));
    expect(sewCollar().hasAttribute('disabled')).toBe(true);
    expect(sewCollar().getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    const press = within(bundle).getByRole('button', { name: /Press/ });
    expect(press.hasAttribute('disabled')).toBe(false);
    expect(press.textContent).toContain('Record');

    answer({ status: 201, data: recorded({ processId: 5 }) });
    expect(await screen.findByText('Recorded')).toBeDefined();
    await waitFor(() => expect(sewCollar().textContent).not.toContain('Sending…'));
  });

  it('sounds a success and a refusal, and a sound switched off stays off on this phone', async () => {
    let refusals = 0;
    serve({
      'GET /api/scans/lookup': () => ({ status: 200, data: lookup }),
      'GET /api/scans': () => ({ status: 200, data: list() }),
      'POST /api/scans': (config) =>
        refusals === 0
          ? { status: 201, data: recorded(bodyOf(config) as { processId: number }) }
          : { status: 409, data: { status: 409, message: `Refusal ${refusals}` } },
    });
    renderPage();
    const bundle = await lookUpTicket();
    const sewCollar = () => within(bundle).getByRole('button', { name: /Sew collar/ });
    fireEvent.click(sewCollar());
    expect(await screen.findByText('Recorded')).toBeDefined();
    expect(playTone).toHaveBeenLastCalledWith(TONES.success);

    refusals = 1;
    fireEvent.click(sewCollar());
    expect(await screen.findByText('Refusal 1')).toBeDefined();
    expect(playTone).toHaveBeenLastCalledWith(TONES.error);
    expect(TONES.error).not.toEqual(TONES.success);

    const soundSwitch = screen.getByRole('button', { name: 'Sound' });
    expect(soundSwitch.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(soundSwitch);
    expect(soundSwitch.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(SCAN_SOUND_KEY)).toBe('off');
    vi.mocked(playTone).mockClear();
    refusals = 2;
    await waitFor(() => expect(sewCollar().hasAttribute('disabled')).toBe(false));
    fireEvent.click(sewCollar());
    expect(await screen.findByText('Refusal 2')).toBeDefined();
    expect(playTone).not.toHaveBeenCalled();

    // Remembered on the phone: the page opens silent next time.
    cleanup();
    renderPage();
    expect(screen.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed')).toBe('false');
  });
});
