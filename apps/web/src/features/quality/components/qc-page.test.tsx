import 'fake-indexeddb/auto';
import type { AuthInfo, DefectCode, QcInspection, QcLookup } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QcPage } from '@/features/quality/components/qc-page';
import { openQcQueue } from '@/features/quality/utils/qc-queue';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';
import { testNetwork } from '@/testing/network';
import { bodyOf, restoreServe, serve } from '@/testing/serve-api';

const inspector: AuthInfo = {
  ...demoUser,
  user: { ...demoUser.user, id: 21, name: 'Chen Jing', mobile: '13900000021' },
  roles: ['qc:add', 'qc:list'],
};

const codes: DefectCode[] = [
  { id: 1, code: 'S01', name: 'Skipped stitch', category: 'sewing', enabled: true },
  { id: 2, code: 'F01', name: 'Fabric hole', category: 'fabric', enabled: true },
  { id: 3, code: 'X01', name: 'Retired', category: 'other', enabled: false },
];

const lookupOf = (checkpoints: QcLookup['checkpoints'] = []): QcLookup => ({
  bundle: {
    id: 36,
    bundleNo: 36,
    ticketNo: 100036,
    styleNo: 'PL2408',
    bedNo: 1,
    colour: 'Navy',
    size: 'M',
    qty: 20,
    status: 'active',
    finalInspection: true,
  },
  processes: [
    {
      processId: 5,
      seq: 1,
      name: 'Sew collar',
      doneQty: 20,
      doneBy: [{ workerId: 11, name: 'Zhang Wei', qty: 20 }],
    },
    {
      processId: 6,
      seq: 2,
      name: 'Hem',
      doneQty: 20,
      doneBy: [
        { workerId: 12, name: 'Li Lei', qty: 12 },
        { workerId: 13, name: 'Wu Min', qty: 8 },
      ],
    },
  ],
  checkpoints,
});

const inspection = (body: Record<string, unknown>): QcInspection => ({
  id: 701,
  bundleId: 36,
  bundleNo: 36,
  ticketNo: 100036,
  styleNo: 'PL2408',
  bedNo: 1,
  colour: 'Navy',
  size: 'M',
  bundleQty: 20,
  checkpoint: body.checkpoint as 'inline' | 'final',
  afterProcessId: (body.afterProcessId as number | undefined) ?? null,
  afterProcessName: body.afterProcessId ? 'Sew collar' : null,
  kind: body.kind as 'first' | 'recheck',
  inspectedQty: body.inspectedQty as number,
  passedQty: body.passedQty as number,
  failedQty: (body.inspectedQty as number) - (body.passedQty as number),
  defectQty: (body.defects as { qty: number }[]).reduce((sum, d) => sum + d.qty, 0),
  defects: [],
  inspectorId: 21,
  inspectorName: 'Chen Jing',
  workDate: '2026-12-02',
  inspectedAt: new Date().toISOString(),
  status: 'valid',
  undoneAt: null,
  undoneByName: null,
});

const posts = (requests: InternalAxiosRequestConfig[]) =>
  requests.filter((request) => request.method === 'post' && request.url === '/api/qc/inspections');

let dbCount = 0;
function renderPage() {
  signIn(inspector);
  const queue = openQcQueue(createStore(`qc-page-test-${++dbCount}`, 'inspections'));
  renderWithProviders(<QcPage onSignOut={vi.fn()} queue={queue} />);
  return queue;
}

async function lookUpTicket(ticket = '100036') {
  const field = screen.getByRole('textbox', { name: 'Ticket number' });
  fireEvent.change(field, { target: { value: ticket } });
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  return screen.findByRole('region', { name: 'Bundle 36' });
}

const spin = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name });
const submitButton = () => screen.getByRole('button', { name: /Submit/ });

const network = testNetwork();
beforeEach(() => localStorage.clear());
afterEach(restoreServe);

describe('the QC phone page', () => {
  it('starts a first inspection of what is left at the checkpoint, remembered on the phone', async () => {
    const requests = serve({
      'GET /api/qc/defectCodes': () => ({ status: 200, data: codes }),
      'GET /api/qc/lookup': () => ({
        status: 200,
        data: lookupOf([
          {
            checkpoint: 'inline',
            afterProcessId: 5,
            afterProcessName: 'Sew collar',
            inspectedQty: 8,
            passedQty: 8,
            failedQty: 0,
            reworkQty: 0,
          },
        ]),
      }),
      'POST /api/qc/inspections': (config) => ({ status: 201, data: inspection(bodyOf(config)) }),
    });
    renderPage();
    await lookUpTicket();
    fireEvent.click(screen.getByRole('button', { name: 'After 1 Sew collar' }));
    // 20 pieces, 8 already inspected here: 12 left, all passed until the inspector says otherwise.
    expect(spin('Inspected').value).toBe('12');
    expect(spin('Passed').value).toBe('12');
    expect(screen.queryByRole('region', { name: 'Defects' })).toBeNull();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Inspection recorded')).toBeDefined();
    expect(bodyOf(posts(requests)[0] as InternalAxiosRequestConfig)).toMatchObject({
      ticket: '100036',
      checkpoint: 'inline',
      afterProcessId: 5,
      kind: 'first',
      inspectedQty: 12,
      passedQty: 12,
      defects: [],
    });
    expect(screen.getByText('DHU 0.00', { exact: false })).toBeDefined();
    expect(screen.getByRole('button', { name: /Undo last inspection/ })).toBeDefined();
    // The phone remembers the checkpoint for the next bundle.
    expect(JSON.parse(localStorage.getItem('gbo-qc-checkpoint') ?? '{}')).toMatchObject({
      checkpoint: 'inline',
      afterProcessId: 5,
    });
  });

  it('asks for a defect for each failed piece, put down to the checkpoint’s process and its worker', async () => {
    const requests = serve({
      'GET /api/qc/defectCodes': () => ({ status: 200, data: codes }),
      'GET /api/qc/lookup': () => ({ status: 200, data: lookupOf() }),
      'POST /api/qc/inspections': (config) => ({ status: 201, data: inspection(bodyOf(config)) }),
    });
    localStorage.setItem('gbo-qc-checkpoint', JSON.stringify({ checkpoint: 'final' }));
    renderPage();
    await lookUpTicket();
    // The remembered final check is chosen already.
    expect(screen.getByRole('button', { name: 'Final check' }).getAttribute('aria-pressed')).toBe('true');
    expect(spin('Inspected').value).toBe('20');
    fireEvent.change(spin('Passed'), { target: { value: '17' } });
    const warning = await screen.findByText('3 failed pieces need at least 3 defects: 0 counted.');
    expect(warning).toBeDefined();
    expect(submitButton().hasAttribute('disabled')).toBe(true);

    const defects = screen.getByRole('region', { name: 'Defects' });
    // Disabled codes are not offered.
    expect(within(defects).queryByRole('button', { name: /Retired/ })).toBeNull();
    fireEvent.click(within(defects).getByRole('button', { name: 'S01 Skipped stitch' }));
    fireEvent.click(within(defects).getByRole('button', { name: 'S01 Skipped stitch' }));
    expect(await screen.findByText('3 failed pieces need at least 3 defects: 2 counted.')).toBeDefined();
    fireEvent.click(within(defects).getByRole('button', { name: 'F01 Fabric hole' }));
    await waitFor(() => expect(submitButton().hasAttribute('disabled')).toBe(false));
    // Final: the bed's last process is at fault; two workers scanned it, the inspector may name one.
    const line = within(defects).getByRole('listitem', { name: 'S01 Skipped stitch' });
    expect(within(line).getByText('2 Hem')).toBeDefined();
    expect(within(line).getByText('Shared: Li Lei, Wu Min')).toBeDefined();

    fireEvent.click(submitButton());
    expect(await screen.findByText('Inspection recorded')).toBeDefined();
    expect(bodyOf(posts(requests)[0] as InternalAxiosRequestConfig)).toMatchObject({
      checkpoint: 'final',
      inspectedQty: 20,
      passedQty: 17,
      defects: [
        { code: 'S01', qty: 2, processId: 6 },
        { code: 'F01', qty: 1, processId: 6 },
      ],
    });
    expect(bodyOf(posts(requests)[0] as InternalAxiosRequestConfig).afterProcessId).toBeUndefined();
    expect(screen.getByText('DHU 15.00', { exact: false })).toBeDefined();
  });

  it('refuses defects when every piece passed, and passed above inspected', async () => {
    serve({
      'GET /api/qc/defectCodes': () => ({ status: 200, data: codes }),
      'GET /api/qc/lookup': () => ({ status: 200, data: lookupOf() }),
    });
    renderPage();
    await lookUpTicket();
    fireEvent.click(screen.getByRole('button', { name: 'Final check' }));
    fireEvent.change(spin('Passed'), { target: { value: '19' } });
    const defects = await screen.findByRole('region', { name: 'Defects' });
    fireEvent.click(within(defects).getByRole('button', { name: 'S01 Skipped stitch' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more: Passed' }));
    expect(await screen.findByText('Every piece passed: remove the defects, or lower Passed.')).toBeDefined();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('offers a re-inspection of the rework open beside a first inspection', async () => {
    const requests = serve({
      'GET /api/qc/defectCodes': () => ({ status: 200, data: codes }),
      'GET /api/qc/lookup': () => ({
        status: 200,
        data: lookupOf([
          {
            checkpoint: 'final',
            afterProcessId: null,
            afterProcessName: null,
            inspectedQty: 15,
            passedQty: 12,
            failedQty: 3,
            reworkQty: 3,
          },
        ]),
      }),
      'POST /api/qc/inspections': (config) => ({ status: 201, data: inspection(bodyOf(config)) }),
    });
    renderPage();
    await lookUpTicket();
    fireEvent.click(screen.getByRole('button', { name: 'Final check · 3 rework' }));
    expect(screen.getByText('First inspection (5 left)')).toBeDefined();
    fireEvent.click(screen.getByText('Re-inspect rework (3 pieces)'));
    await waitFor(() => expect(spin('Inspected').value).toBe('3'));
    expect(spin('Passed').value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Submit re-inspection' }));
    expect(await screen.findByText('Inspection recorded')).toBeDefined();
    expect(bodyOf(posts(requests)[0] as InternalAxiosRequestConfig)).toMatchObject({
      kind: 'recheck',
      inspectedQty: 3,
      passedQty: 3,
    });
  });

  it('keeps an inspection made offline, and sends it once with the same request id when back', async () => {
    const requests = serve({
      'GET /api/qc/defectCodes': () => ({ status: 200, data: codes }),
      'GET /api/qc/lookup': () => ({ status: 200, data: lookupOf() }),
      'POST /api/qc/inspections': (config) => ({ status: 201, data: inspection(bodyOf(config)) }),
    });
    const queue = renderPage();
    await lookUpTicket();
    fireEvent.click(screen.getByRole('button', { name: 'Final check' }));
    network.set(false);
    window.dispatchEvent(new Event('offline'));
    fireEvent.click(submitButton());
    expect(await screen.findByText('Kept on this phone')).toBeDefined();
    const kept = await queue.list('1:21');
    expect(kept).toHaveLength(1);
    expect(posts(requests)).toHaveLength(0);
    const waiting = screen.getByRole('region', { name: 'On this phone' });
    expect(within(waiting).getByText('Waiting')).toBeDefined();

    network.set(true);
    window.dispatchEvent(new Event('online'));
    expect(await within(waiting).findByText('Recorded')).toBeDefined();
    expect(posts(requests)).toHaveLength(1);
    expect(bodyOf(posts(requests)[0] as InternalAxiosRequestConfig).requestId).toBe(kept[0]?.requestId);
    expect(await queue.list('1:21')).toEqual([]);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(within(waiting).queryByText('Waiting')).toBeNull());
    expect(posts(requests)).toHaveLength(1);
  });

  it('keeps an inspection whose request got no answer, to send it again later', async () => {
    const requests = serve({
      'GET /api/qc/defectCodes': () => ({ status: 200, data: codes }),
      'GET /api/qc/lookup': () => ({ status: 200, data: lookupOf() }),
      'POST /api/qc/inspections': () => 'network',
    });
    const queue = renderPage();
    await lookUpTicket();
    fireEvent.click(screen.getByRole('button', { name: 'Final check' }));
    fireEvent.click(submitButton());
    expect(await screen.findByText('Kept on this phone')).toBeDefined();
    const [kept] = await queue.list('1:21');
    expect(bodyOf(posts(requests)[0] as InternalAxiosRequestConfig).requestId).toBe(kept?.requestId);
  });

  it('shows the server’s refusal big, and keeps nothing', async () => {
    serve({
      'GET /api/qc/defectCodes': () => ({ status: 200, data: codes }),
      'GET /api/qc/lookup': () => ({ status: 200, data: lookupOf() }),
      'POST /api/qc/inspections': () => ({
        status: 409,
        data: { status: 409, message: 'Bundle 36: only 0 left to inspect at the final check' },
      }),
    });
    const queue = renderPage();
    await lookUpTicket();
    fireEvent.click(screen.getByRole('button', { name: 'Final check' }));
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Bundle 36: only 0 left to inspect at the final check')).toBeDefined();
    expect(await queue.list('1:21')).toEqual([]);
  });
});
