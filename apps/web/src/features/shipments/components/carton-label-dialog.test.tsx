import type { Printer, PrintJob } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartonLabelDialog } from '@/features/shipments/components/carton-label-dialog';
import { shipment } from '@/features/shipments/utils/shipment-fixture';
import { fakeApi, restoreApi, withHeaders } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

afterEach(() => {
  restoreApi();
  vi.restoreAllMocks();
});

const zebra: Printer = {
  id: 9,
  name: 'Packing Zebra',
  protocol: 'zpl',
  host: '10.0.0.9',
  port: 9100,
  dpi: 203,
  widthMm: 100,
  heightMm: 150,
  gapMm: 3,
  darkness: 20,
  speed: 4,
  cjkFont: false,
  defaultFor: ['cartons'],
  createTime: '2026-01-01T00:00:00Z',
};
/** `as`: the contract's job may carry more fields than the test needs. */
const queued = {
  id: 88,
  printerId: 9,
  printerName: 'Packing Zebra',
  kind: 'cartons',
  subject: 'CH-20261123-002 cartons 1–3',
  labels: 3,
  bytes: 9000,
  status: 'queued',
  attempts: 0,
  errorCode: null,
  lastError: null,
  nextAttemptTime: null,
  createdBy: 'admin',
  createTime: '2026-01-02T08:00:00Z',
  sentTime: null,
} as PrintJob;

describe('CartonLabelDialog', () => {
  it('sends the labels to the cartons’ printer with its label size, and follows the job', async () => {
    signIn({ ...demoUser, roles: ['shipment:print'] });
    const requests = fakeApi({
      'GET /api/shipments/5': () => shipment,
      'GET /api/printers': () => [zebra],
      'POST /api/shipments/5/cartonLabels': () => queued,
      'GET /api/printers/jobs/88': () => ({ ...queued, status: 'sent' }),
    });
    renderWithProviders(<CartonLabelDialog id={5} onClose={() => undefined} />);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('A label printer').checked).toBe(true),
    );
    expect(screen.getByLabelText<HTMLInputElement>('100 × 150 mm').checked).toBe(true);
    fireEvent.change(screen.getByLabelText('To carton'), { target: { value: '2' } });
    // The OK button stops loading once the order is in.
    fireEvent.click(await screen.findByRole('button', { name: 'Send to printer' }));
    const job = await screen.findByTestId('carton-job');
    expect(await within(job).findByText('Sent')).toBeDefined();
    const sent = requests.find((request) => request.method === 'post');
    expect(JSON.parse(String(sent?.data))).toEqual({ printerId: 9, template: 'carton100x150', toNo: 2 });
  });

  it('says why the job failed, with the printer’s own error as detail', async () => {
    signIn({ ...demoUser, roles: ['shipment:print'] });
    fakeApi({
      'GET /api/shipments/5': () => shipment,
      'GET /api/printers': () => [zebra],
      'POST /api/shipments/5/cartonLabels': () => queued,
      'GET /api/printers/jobs/88': () => ({
        ...queued,
        status: 'failed',
        attempts: 40,
        errorCode: 'gaveUp',
        lastError: 'connect ETIMEDOUT 10.0.0.9:9100',
      }),
    });
    renderWithProviders(<CartonLabelDialog id={5} onClose={() => undefined} />);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('A label printer').checked).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send to printer' }));
    const job = await screen.findByTestId('carton-job');
    expect(
      await within(job).findByText('The printer could not be reached for 24 hours, so the job was given up.'),
    ).toBeDefined();
    expect(within(job).getByText('connect ETIMEDOUT 10.0.0.9:9100')).toBeDefined();
    expect(within(job).getByText('Failed')).toBeDefined();
  });

  it('names the label file as the server does', async () => {
    signIn({ ...demoUser, roles: ['shipment:print'] });
    fakeApi({
      'GET /api/shipments/5': () => shipment,
      'GET /api/printers': () => [zebra],
      'GET /api/shipments/5/cartonLabels': () =>
        withHeaders(new Blob(['^XA^XZ']), {
          'content-disposition': 'attachment; filename="CH-20261123-002-cartons-carton100x150-203dpi.zpl"',
        }),
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:cartons');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<CartonLabelDialog id={5} onClose={() => undefined} />);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('A label printer').checked).toBe(true),
    );
    fireEvent.click(screen.getByLabelText('A label file (ZPL or TSPL)'));
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['CH-20261123-002-cartons-carton100x150-203dpi.zpl']));
  });

  it('downloads the label file from the right address, named after the order without the server’s name', async () => {
    signIn({ ...demoUser, roles: ['shipment:print'] });
    const requests = fakeApi({
      'GET /api/shipments/5': () => shipment,
      'GET /api/printers': () => [zebra],
      'GET /api/shipments/5/cartonLabels': () => new Blob(['^XA^XZ']),
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:cartons');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<CartonLabelDialog id={5} onClose={() => undefined} />);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('A label printer').checked).toBe(true),
    );
    fireEvent.click(screen.getByLabelText('A label file (ZPL or TSPL)'));
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['cartons-CH-20261123-002.zpl']));
    const download = requests.find((request) => request.url === '/api/shipments/5/cartonLabels');
    expect(download?.params).toEqual({
      protocol: 'zpl',
      dpi: 203,
      template: 'carton100x150',
      cjkFont: 'false',
    });
  });

  it('offers A4 and the file without printers, and says how to add one', async () => {
    signIn(demoUser);
    fakeApi({ 'GET /api/shipments/5': () => shipment, 'GET /api/printers': () => [] });
    renderWithProviders(<CartonLabelDialog id={5} onClose={() => undefined} />);
    expect(await screen.findByText(/add it under System › Label printers/)).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('A4 paper in the browser').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('A label printer').disabled).toBe(true);
  });
});
