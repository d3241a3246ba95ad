import type { Printer, PrintJob, TicketPrintPreview, TicketPrintResult } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TicketPrintDialog } from '@/features/cutting/components/ticket-print-dialog';
import { fakeApi, restoreApi, withHeaders } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(() => {
  restoreApi();
  vi.restoreAllMocks();
});

const printer = (
  id: number,
  name: string,
  size: [number, number],
  defaultFor: Printer['defaultFor'],
): Printer => ({
  id,
  name,
  protocol: 'zpl',
  host: `10.0.0.${id}`,
  port: 9100,
  dpi: 300,
  widthMm: size[0],
  heightMm: size[1],
  gapMm: 2,
  darkness: null,
  speed: null,
  cjkFont: true,
  defaultFor,
  createTime: '2026-01-01T00:00:00Z',
});
const packing = printer(1, 'Packing Zebra', [100, 150], ['cartons']);
const cutting = printer(2, 'Cutting Zebra', [60, 40], ['tickets']);

/** `as`: the contract's job may carry more fields than the test needs. */
const queued = {
  id: 77,
  printerId: 2,
  printerName: 'Cutting Zebra',
  kind: 'tickets',
  subject: 'PL2408 bed 1 (1–3)',
  labels: 3,
  bytes: 4096,
  status: 'queued',
  attempts: 0,
  errorCode: null,
  lastError: null,
  nextAttemptTime: null,
  createdBy: 'admin',
  createTime: '2026-01-02T08:00:00Z',
  sentTime: null,
} as PrintJob;

const preview: TicketPrintPreview = {
  total: 3,
  voided: 0,
  printedBefore: [],
  beds: [{ cutOrderId: 4, tickets: 3, processes: 0 }],
};
const sentToPrinter = {
  factoryName: 'F',
  template: 'label60x40',
  total: 3,
  tickets: [],
  beds: [],
  next: null,
  job: queued,
} as TicketPrintResult;

const checked = (label: string) => screen.getByLabelText<HTMLInputElement>(label).checked;

describe('TicketPrintDialog on a label printer', () => {
  it('sends to the tickets’ printer with its label’s template, and follows the job until it is sent', async () => {
    signIn({ ...demoUser, roles: ['bundle:print'] });
    let reads = 0;
    const requests = fakeApi({
      'GET /api/factory/getFactoryEnum': () => ({ ticketTemplate: 'standard' }),
      'GET /api/printers': () => [packing, cutting],
      'POST /api/bundles/print/preview': () => preview,
      'POST /api/bundles/print': () => sentToPrinter,
      'GET /api/printers/jobs/77': () => {
        reads += 1;
        return { ...queued, status: reads < 2 ? 'sending' : 'sent' };
      },
    });
    renderWithProviders(<TicketPrintDialog open cutOrderId={4} onClose={() => undefined} />);
    // The printer marked for tickets, and the template of its 60 × 40 label (not the factory's 80 × 60).
    await waitFor(() => expect(checked('A label printer')).toBe(true));
    await waitFor(() => expect(checked('Label 60 × 40 mm')).toBe(true));
    expect(screen.getByLabelText<HTMLInputElement>('A4 sheet, 8 tickets a page').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send to printer' }));

    const job = await screen.findByTestId('label-job');
    await waitFor(() => expect(within(job).getByText('Sent')).toBeDefined(), { timeout: 6000 });
    const print = requests.find((request) => request.url === '/api/bundles/print');
    expect(JSON.parse(String(print?.data))).toEqual({
      template: 'label60x40',
      withProcesses: false,
      cutOrderId: 4,
      printerId: 2,
    });
  }, 15_000);

  /** Sends to the printer and answers the job as `read`; the job's state in the dialog. */
  const sendAndRead = async (read: Partial<PrintJob>) => {
    signIn({ ...demoUser, roles: ['bundle:print'] });
    fakeApi({
      'GET /api/factory/getFactoryEnum': () => ({ ticketTemplate: 'standard' }),
      'GET /api/printers': () => [cutting],
      'POST /api/bundles/print/preview': () => preview,
      'POST /api/bundles/print': () => sentToPrinter,
      'GET /api/printers/jobs/77': () => ({ ...queued, ...read }),
    });
    renderWithProviders(<TicketPrintDialog open cutOrderId={4} onClose={() => undefined} />);
    await waitFor(() => expect(checked('A label printer')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Send to printer' }));
    return screen.findByTestId('label-job');
  };

  it('says why a job failed, with the printer’s own error as detail', async () => {
    const job = await sendAndRead({
      status: 'failed',
      attempts: 1,
      errorCode: 'broken',
      lastError: 'read ECONNRESET',
    });
    expect(await within(job).findByText(/The connection broke while the job was being sent/)).toBeDefined();
    expect(within(job).getByText('read ECONNRESET')).toBeDefined();
    expect(within(job).getByText('Failed')).toBeDefined();
  });

  it('says a job the printer did not take is tried again, and when', async () => {
    const job = await sendAndRead({
      attempts: 2,
      errorCode: 'refused',
      lastError: 'connect ECONNREFUSED 10.0.0.2:9100',
      nextAttemptTime: '2026-01-02T08:05:00Z',
    });
    expect(
      await within(job).findByText(
        /^The printer refused the connection.* It will be tried again at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
      ),
    ).toBeDefined();
    expect(within(job).getByText('connect ECONNREFUSED 10.0.0.2:9100')).toBeDefined();
    expect(within(job).getByText('Queued')).toBeDefined();
  });

  it('downloads the label file of the chosen bundles, in the printer’s language', async () => {
    signIn({ ...demoUser, roles: ['bundle:print'] });
    const file = new Blob(['^XA^XZ']);
    const requests = fakeApi({
      'GET /api/factory/getFactoryEnum': () => ({ ticketTemplate: 'standard' }),
      'GET /api/printers': () => [cutting],
      'GET /api/bundles/labels': () =>
        withHeaders(file, {
          'content-disposition': 'attachment; filename="PL2408-tickets-label60x40-300dpi.zpl"',
        }),
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:labels');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<TicketPrintDialog open bundleIds={[101, 103]} onClose={() => undefined} />);
    await waitFor(() => expect(checked('Label 60 × 40 mm')).toBe(true));
    expect(await screen.findByText('Cutting Zebra (ZPL, 60 × 40 mm)')).toBeDefined();
    fireEvent.click(screen.getByText(/Label file for a printer/));
    fireEvent.click(await screen.findByRole('button', { name: /Download label file/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // The server's name for the file.
    expect(saved).toEqual(['PL2408-tickets-label60x40-300dpi.zpl']);
    const download = requests.find((request) => request.url === '/api/bundles/labels');
    expect(download?.params).toEqual({
      bundleIds: '101,103',
      protocol: 'zpl',
      template: 'label60x40',
      dpi: 300,
      cjkFont: 'true',
      withProcesses: 'false',
    });
    expect(download?.responseType).toBe('blob');
  });

  it('keeps the browser print without printers, and says how to add one to who may', async () => {
    signIn({ ...demoUser, roles: ['bundle:print', 'printer:add'] });
    fakeApi({
      'GET /api/factory/getFactoryEnum': () => ({ ticketTemplate: 'standard' }),
      'GET /api/printers': () => [],
    });
    renderWithProviders(<TicketPrintDialog open cutOrderId={4} onClose={() => undefined} />);
    expect(await screen.findByText(/add it under System › Label printers/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDefined();
    expect(screen.queryByLabelText('A label printer')).toBeNull();
  });
});
