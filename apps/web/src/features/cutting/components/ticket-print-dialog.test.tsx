import type { Bundle, Page, Ticket, TicketPrintResult } from '@gbo/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TicketPrintDialog } from '@/features/cutting/components/ticket-print-dialog';
import { printElement } from '@/lib/print';
import { fakeApi, restoreApi } from '@/testing/fake-api';
import { demoUser, renderWithProviders, signIn } from '@/testing/render-app';

vi.mock('@/lib/print', () => ({ printElement: vi.fn(() => Promise.resolve()) }));

const bundle = (bundleNo: number): Bundle => ({
  id: 100 + bundleNo,
  bundleNo,
  ticketNo: 36000 + bundleNo,
  colour: 'Black',
  size: 'S',
  qty: 20,
  plyFrom: 1,
  plyTo: 20,
  dyeLot: 'G1',
  shade: 'A',
  cutOrderId: 4,
  bedNo: 1,
  styleId: 1,
  styleNo: 'PL2408',
  status: 'active',
  recut: false,
  note: null,
  voidReason: null,
  printCount: 0,
  qr: `GBO1:1:${36000 + bundleNo}:Ab3dE5fG7hJ9`,
  createTime: '2026-01-01T00:00:00.000Z',
});
const ticket = (bundleNo: number): Ticket => ({
  ...bundle(bundleNo),
  cutDate: '2026-01-01',
  styleName: 'Polo',
  customerName: null,
  orderNo: null,
  processes: [{ seq: 1, name: 'Shoulders', rate: null }],
});
const bedBundles: Page<Bundle> = { content: [1, 2, 3, 4].map(bundle), totalElements: 4 };

const checked = (label: string) => screen.getByLabelText<HTMLInputElement>(label).checked;

beforeEach(() => vi.mocked(printElement).mockClear());
afterEach(restoreApi);

describe('TicketPrintDialog', () => {
  it('prints picked numbers of a cut order on the factory’s label, as tickets with QR codes', async () => {
    signIn(demoUser);
    const requests = fakeApi({
      'GET /api/factory/getFactoryEnum': () => ({ ticketTemplate: 'compact' }),
      'GET /api/bundles': () => bedBundles,
      'POST /api/bundles/print': (config) => {
        const body = JSON.parse(config.data as string) as { bundleIds: number[] };
        const result: TicketPrintResult = {
          factoryName: 'North Mill',
          template: 'label60x40',
          tickets: body.bundleIds.map((id) => ticket(id - 100)),
        };
        return result;
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<TicketPrintDialog open cutOrderId={4} onClose={onClose} />);
    // The factory's "compact" setting: the 60×40 label.
    await waitFor(() => expect(checked('Label 60 × 40 mm')).toBe(true));
    fireEvent.click(screen.getByLabelText('Picked numbers'));
    fireEvent.change(await screen.findByLabelText('Bundle numbers'), { target: { value: '1, 3-4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));

    await waitFor(() => expect(printElement).toHaveBeenCalledTimes(1));
    const print = requests.find((request) => request.url === '/api/bundles/print');
    expect(JSON.parse(print?.data as string)).toEqual({
      template: 'label60x40',
      withProcesses: false,
      bundleIds: [101, 103, 104],
    });
    const [element, title] = vi.mocked(printElement).mock.calls[0] ?? [];
    const tickets = [...(element?.querySelectorAll('.gbo-ticket') ?? [])];
    expect(tickets.map((card) => card.querySelector('.t-no')?.textContent)).toEqual(['1', '3', '4']);
    expect(tickets.every((card) => card.querySelector('svg.gbo-ticket-qr path'))).toBe(true);
    expect(element?.querySelector('style')?.textContent).toContain('size: 60mm 40mm');
    expect(title).toBe('Bundle tickets PL2408 1, 3–4');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('names picked numbers the cut order does not have, and prints nothing', async () => {
    signIn(demoUser);
    const requests = fakeApi({
      'GET /api/factory/getFactoryEnum': () => ({ ticketTemplate: 'standard' }),
      'GET /api/bundles': () => bedBundles,
    });
    renderWithProviders(<TicketPrintDialog open cutOrderId={4} onClose={() => undefined} />);
    await waitFor(() => expect(checked('Label 80 × 60 mm')).toBe(true));
    fireEvent.click(screen.getByLabelText('Picked numbers'));
    fireEvent.change(await screen.findByLabelText('Bundle numbers'), { target: { value: '2, 9-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));

    expect(await screen.findByText('This cut order has no bundle 9–10')).toBeTruthy();
    expect(requests.some((request) => request.url === '/api/bundles/print')).toBe(false);
    expect(printElement).not.toHaveBeenCalled();
  });

  it('prints a range of a cut order, and chosen bundles by id', async () => {
    signIn({ ...demoUser, roles: ['bundle:print'] });
    const requests = fakeApi({
      'GET /api/factory/getFactoryEnum': () => ({ ticketTemplate: 'standard' }),
      'POST /api/bundles/print': () => ({ factoryName: 'F', template: 'a4', tickets: [ticket(2)] }),
    });
    const { unmount } = renderWithProviders(
      <TicketPrintDialog open cutOrderId={4} onClose={() => undefined} />,
    );
    // Whoever prints (a clerk with bundle:print alone) starts from the factory's template: standard is 80×60.
    await waitFor(() => expect(checked('Label 80 × 60 mm')).toBe(true));
    fireEvent.click(screen.getByLabelText('A4 sheet, 8 tickets a page'));
    fireEvent.click(screen.getByLabelText('A range'));
    fireEvent.change(await screen.findByLabelText('From bundle'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('Print the process list'));
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printElement).toHaveBeenCalledTimes(1));
    expect(JSON.parse(requests.at(-1)?.data as string)).toEqual({
      template: 'a4',
      withProcesses: true,
      cutOrderId: 4,
      bundleNoFrom: 2,
    });
    unmount();

    renderWithProviders(<TicketPrintDialog open bundleIds={[101, 102]} onClose={() => undefined} />);
    expect(screen.getByText('2 bundles chosen')).toBeTruthy();
    expect(screen.queryByLabelText('Picked numbers')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printElement).toHaveBeenCalledTimes(2));
    expect(JSON.parse(requests.at(-1)?.data as string)).toEqual({
      template: 'label80x60',
      withProcesses: false,
      bundleIds: [101, 102],
    });
  });
});
