import type { Bundle, Page, Ticket, TicketPrintPreview, TicketPrintResult } from '@gbo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
});
/** A print's only page. */
const onePage = (tickets: Ticket[], template: TicketPrintResult['template'] = 'a4'): TicketPrintResult => ({
  factoryName: 'F',
  template,
  total: tickets.length,
  tickets,
  beds: [],
  next: null,
});
/** A preview of `total` tickets none of which was printed before. */
const fresh = (total: number): TicketPrintPreview => ({
  total,
  voided: 0,
  printedBefore: [],
  beds: [{ cutOrderId: 4, tickets: total, processes: 1 }],
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
      'POST /api/bundles/print/preview': () => fresh(3),
      'POST /api/bundles/print': (config) => {
        const body = JSON.parse(config.data as string) as { bundleIds: number[] };
        return {
          ...onePage(body.bundleIds.map((id) => ticket(id - 100))),
          factoryName: 'North Mill',
          template: 'label60x40',
        };
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
    // Nothing printed before, no follow-on labels: no question asked.
    expect(screen.queryByTestId('ticket-print-confirm')).toBeNull();
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
      'POST /api/bundles/print/preview': () => fresh(1),
      'POST /api/bundles/print': () => onePage([ticket(2)]),
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
    expect(requests.map((request) => request.url)).toContain('/api/bundles/print/preview');
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

  it('says how many tickets were printed before and how often, and prints only once confirmed', async () => {
    signIn(demoUser);
    const requests = fakeApi({
      'GET /api/factory/getFactoryEnum': () => ({ ticketTemplate: 'standard' }),
      'POST /api/bundles/print/preview': (): TicketPrintPreview => ({
        total: 4,
        voided: 1,
        printedBefore: [
          { printCount: 1, tickets: 2 },
          { printCount: 3, tickets: 1 },
        ],
        beds: [{ cutOrderId: 4, tickets: 4, processes: 1 }],
      }),
      'POST /api/bundles/print': () => onePage([1, 2, 3, 4].map(ticket)),
    });
    renderWithProviders(<TicketPrintDialog open cutOrderId={4} onClose={() => undefined} />);
    await waitFor(() => expect(checked('Label 80 × 60 mm')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));

    const question = await screen.findByTestId('ticket-print-confirm');
    expect(screen.getAllByText('Print these tickets again?').length).toBeGreaterThan(0);
    expect(question.textContent).toContain('3 of these 4 tickets were printed before:');
    expect(question.textContent).toContain('· 2 printed once');
    expect(question.textContent).toContain('· 1 printed 3 times');
    expect(question.textContent).toContain('1 void bundle is left out.');
    const confirmation = question.closest<HTMLElement>('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    // Cancelled: the dialog's Print works again, and nothing was printed or recorded.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Print' }).classList.contains('ant-btn-loading')).toBe(false),
    );
    expect(requests.some((request) => request.url === '/api/bundles/print')).toBe(false);
    expect(printElement).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-print-confirm')).toHaveLength(2));
    const second = screen.getAllByTestId('ticket-print-confirm').at(-1)?.closest<HTMLElement>('.ant-modal');
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Print again' }));
    await waitFor(() => expect(printElement).toHaveBeenCalledTimes(1));
    expect(requests.filter((request) => request.url === '/api/bundles/print')).toHaveLength(1);
  });

  it('warns that the 60 × 40 label lists processes on follow-on labels, and counts them before printing', async () => {
    signIn(demoUser);
    fakeApi({
      'GET /api/factory/getFactoryEnum': () => ({ ticketTemplate: 'compact' }),
      // 20 processes: 16 on a follow-on label, 4 on a second, after each of the 2 tickets.
      'POST /api/bundles/print/preview': (): TicketPrintPreview => ({
        total: 2,
        voided: 0,
        printedBefore: [],
        beds: [{ cutOrderId: 4, tickets: 2, processes: 20 }],
      }),
      'POST /api/bundles/print': () => ({
        ...onePage([ticket(1), ticket(2)], 'label60x40'),
        beds: [
          {
            cutOrderId: 4,
            processes: Array.from({ length: 20 }, (_, i) => ({
              seq: i + 1,
              name: `Step ${i + 1}`,
              rate: null,
              sizeRates: {},
            })),
          },
        ],
      }),
    });
    renderWithProviders(<TicketPrintDialog open bundleIds={[101, 102]} onClose={() => undefined} />);
    await waitFor(() => expect(checked('Label 60 × 40 mm')).toBe(true));
    const warning = /The 60 × 40 label has no room for the process list/;
    expect(screen.queryByText(warning)).toBeNull();
    fireEvent.click(screen.getByLabelText('Print the process list'));
    expect(await screen.findByText(warning)).toBeTruthy();
    // The 80 × 60 label lists them on the ticket: no warning.
    fireEvent.click(screen.getByLabelText('Label 80 × 60 mm'));
    await waitFor(() => expect(screen.queryByText(warning)).toBeNull());
    fireEvent.click(screen.getByLabelText('Label 60 × 40 mm'));
    await screen.findByText(warning);

    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    const question = await screen.findByTestId('ticket-print-confirm');
    expect(screen.getAllByText('Print with follow-on labels?').length).toBeGreaterThan(0);
    expect(question.textContent).toContain(
      'The process lists take 4 follow-on labels after the tickets (6 labels in all).',
    );
    const confirmation = question.closest<HTMLElement>('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printElement).toHaveBeenCalledTimes(1));
    const [element] = vi.mocked(printElement).mock.calls[0] ?? [];
    expect(element?.querySelectorAll('.gbo-ticket')).toHaveLength(6);
    expect(element?.querySelectorAll('.gbo-ticket--more')).toHaveLength(4);
  });

  it('fetches a big print page by page, showing its progress, and prints every page', async () => {
    signIn(demoUser);
    const requests = fakeApi({
      'GET /api/factory/getFactoryEnum': () => ({ ticketTemplate: 'standard' }),
      'POST /api/bundles/print/preview': () => fresh(4),
      'POST /api/bundles/print': () => ({
        ...onePage([ticket(1), ticket(2)]),
        total: 4,
        next: { cutOrderId: 4, bundleNo: 2 },
      }),
      'POST /api/bundles/print/tickets': () => ({ ...onePage([ticket(3), ticket(4)]), total: 4 }),
    });
    renderWithProviders(<TicketPrintDialog open cutOrderId={4} onClose={() => undefined} />);
    await waitFor(() => expect(checked('Label 80 × 60 mm')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printElement).toHaveBeenCalledTimes(1));
    const page = requests.find((request) => request.url === '/api/bundles/print/tickets');
    expect(JSON.parse(page?.data as string)).toEqual({
      template: 'label80x60',
      withProcesses: false,
      cutOrderId: 4,
      after: { cutOrderId: 4, bundleNo: 2 },
    });
    const [element] = vi.mocked(printElement).mock.calls[0] ?? [];
    const numbers = [...(element?.querySelectorAll('.gbo-ticket .t-no') ?? [])].map((n) => n.textContent);
    expect(numbers).toEqual(['1', '2', '3', '4']);
  });
});
