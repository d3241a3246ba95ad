import type { Printer, PrintJob } from '@gbo/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrintersPage } from '@/features/printers/components/printers-page';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(restoreApi);

const tsc: Printer = {
  id: 3,
  name: 'Cutting TSC',
  protocol: 'tspl',
  host: '192.168.1.50',
  port: 9100,
  dpi: 203,
  widthMm: 60,
  heightMm: 40,
  gapMm: 2,
  darkness: null,
  speed: null,
  cjkFont: false,
  defaultFor: ['tickets'],
  createTime: '2026-01-01T00:00:00Z',
};

/** `as`: the contract's job may carry more fields than the test needs. */
const failed = {
  id: 41,
  printerId: 3,
  printerName: 'Cutting TSC',
  kind: 'tickets',
  subject: 'PL2408 bed 1 (1–36)',
  labels: 36,
  bytes: 20480,
  status: 'failed',
  attempts: 3,
  errorCode: 'gaveUp',
  lastError: 'connect ECONNREFUSED 192.168.1.50:9100',
  nextAttemptTime: null,
  createdBy: 'admin',
  createTime: '2026-01-02T08:00:00Z',
  sentTime: null,
} as PrintJob;

const printersApi = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    'GET /api/printers': () => [tsc],
    'GET /api/printers/jobs': () => ({ content: [failed], totalElements: 1 }),
    ...extra,
  });

describe('printers page', () => {
  it('lists the printers, and adds one with the body the API takes', async () => {
    signIn(demoUser);
    const requests = printersApi({
      'POST /api/printers': (config) => ({ ...tsc, id: 4, ...(JSON.parse(String(config.data)) as object) }),
    });
    renderWithProviders(<PrintersPage />);
    const row = (await screen.findByText('Cutting TSC')).closest('tr') as HTMLElement;
    expect(within(row).getByText('192.168.1.50:9100')).toBeDefined();
    expect(within(row).getByText('60 × 40 mm')).toBeDefined();
    expect(within(row).getByText('Bundle tickets')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: /Add printer/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Packing Zebra ' } });
    fireEvent.change(within(dialog).getByLabelText('IP address or host name'), {
      target: { value: '10.0.0.7' },
    });
    fireEvent.click(within(dialog).getByLabelText('300 dpi'));
    fireEvent.click(within(dialog).getByLabelText('Carton labels'));
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Packing Zebra was added')).toBeDefined();
    const sent = requests.find((r) => r.method === 'post' && r.url === '/api/printers');
    expect(JSON.parse(String(sent?.data))).toEqual({
      name: 'Packing Zebra',
      protocol: 'tspl',
      host: '10.0.0.7',
      port: 9100,
      dpi: 300,
      widthMm: 60,
      heightMm: 40,
      gapMm: 2,
      darkness: null,
      speed: null,
      cjkFont: true,
      defaultFor: ['cartons'],
    });
  });

  it('deletes a printer only after confirming', async () => {
    signIn(demoUser);
    const requests = printersApi({ 'DELETE /api/printers/3': () => undefined });
    renderWithProviders(<PrintersPage />);
    fireEvent.click(await screen.findByLabelText('More actions for Cutting TSC'));
    fireEvent.click(await screen.findByText('Delete'));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Delete Cutting TSC?')).not.toHaveLength(0);
    expect(requests.some((r) => r.method === 'delete')).toBe(false);
    fireEvent.click(within(confirm).getByText('Delete').closest('button') as HTMLElement);
    expect(await screen.findByText('Cutting TSC was deleted')).toBeDefined();
    expect(requests.filter((r) => r.method === 'delete').map((r) => r.url)).toEqual(['/api/printers/3']);
  });

  it('hides add, edit, delete and test without the permissions, and says who adds printers', async () => {
    signIn({ ...demoUser, roles: ['printer:list'] });
    printersApi({ 'GET /api/printers': () => [] });
    renderWithProviders(<PrintersPage />);
    expect(await screen.findByText(/Ask an administrator to add one/)).toBeDefined();
    expect(screen.queryByRole('button', { name: /Add printer/ })).toBeNull();
  });

  it('hides row actions without the permissions', async () => {
    signIn({ ...demoUser, roles: ['printer:list'] });
    printersApi();
    renderWithProviders(<PrintersPage />);
    await screen.findByText('Cutting TSC');
    expect(screen.queryByLabelText('More actions for Cutting TSC')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Test print/ })).toBeNull();
  });

  it('shows a failed job’s error, and retries it', async () => {
    signIn({ ...demoUser, roles: ['printer:list', 'printer:job'] });
    const requests = printersApi({
      'POST /api/printers/jobs/41/retry': () => ({
        ...failed,
        status: 'queued',
        errorCode: null,
        lastError: null,
      }),
    });
    renderWithProviders(<PrintersPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Print jobs' }));
    const row = (
      await screen.findByText('The printer could not be reached for 24 hours, so the job was given up.')
    ).closest('tr') as HTMLElement;
    expect(within(row).getByText('(connect ECONNREFUSED 192.168.1.50:9100)')).toBeDefined();
    expect(within(row).getByText('Failed')).toBeDefined();
    expect(within(row).getByText('20')).toBeDefined();
    fireEvent.click(within(row).getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Job 41 was queued again')).toBeDefined();
    expect(requests.some((r) => r.method === 'post' && r.url === '/api/printers/jobs/41/retry')).toBe(true);
  });

  it('test prints, and follows the job until it is sent', async () => {
    signIn(demoUser);
    const queued: PrintJob = {
      ...failed,
      id: 42,
      kind: 'test',
      subject: 'Test label',
      status: 'queued',
      attempts: 0,
      errorCode: null,
      lastError: null,
    };
    let reads = 0;
    printersApi({
      'POST /api/printers/3/test': () => queued,
      // First the printer is off: the job waits for its next attempt, then goes.
      'GET /api/printers/jobs/42': () => {
        reads += 1;
        return reads < 2
          ? {
              ...queued,
              attempts: 1,
              errorCode: 'refused',
              lastError: 'connect ECONNREFUSED 192.168.1.50:9100',
              nextAttemptTime: '2026-01-02T08:00:02Z',
            }
          : { ...queued, attempts: 2, status: 'sent' };
      },
    });
    renderWithProviders(<PrintersPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Test print/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        /^The printer refused the connection.* It will be tried again at \d{4}-/,
      ),
    ).toBeDefined();
    expect(within(dialog).getByText('connect ECONNREFUSED 192.168.1.50:9100')).toBeDefined();
    expect(await within(dialog).findByText('Sent', undefined, { timeout: 6000 })).toBeDefined();
    expect(within(dialog).queryByText(/It will be tried again/)).toBeNull();
  }, 15_000);
});
