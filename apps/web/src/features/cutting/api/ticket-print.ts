import type {
  Bundle,
  TicketCursor,
  TicketPrintPreview,
  TicketPrintRequest,
  TicketPrintResult,
} from '@gbo/contracts';
import { useMutation } from '@tanstack/react-query';
import { getBundles } from '@/features/cutting/api/bundles';
import { useFactorySettings } from '@/features/cutting/api/cut-order-options';
import { templateOfSetting } from '@/features/cutting/utils/ticket-fields';
import { api } from '@/lib/http';

/** What a print would print (how many, printed before how often, processes per bed): records nothing. */
export const previewPrint = (body: TicketPrintRequest) =>
  api.post<TicketPrintPreview>('/api/bundles/print/preview', body);

/** Records a print (or reprint) and answers its first page of tickets: call it only when the clerk prints. */
export const printTickets = (body: TicketPrintRequest) =>
  api.post<TicketPrintResult>('/api/bundles/print', body);

/** A later page of a print's tickets (records nothing). */
export const ticketPage = (body: TicketPrintRequest, after: TicketCursor) =>
  api.post<TicketPrintResult>('/api/bundles/print/tickets', { ...body, after });

/**
 * Records the print and fetches every page of its tickets in turn (the server answers at most a page at a
 * time), telling `onProgress` how many of how many have come.
 */
export async function printAllTickets(
  body: TicketPrintRequest,
  onProgress: (done: number, total: number) => void,
): Promise<TicketPrintResult[]> {
  const first = await printTickets(body);
  const pages = [first];
  let done = first.tickets.length;
  onProgress(done, first.total);
  for (let next = first.next; next;) {
    const page = await ticketPage(body, next);
    pages.push(page);
    done += page.tickets.length;
    onProgress(done, first.total);
    next = page.next;
  }
  return pages;
}

/** A print changes print counts and the cut order's print history. */
export const usePrintTickets = () =>
  useMutation({
    mutationFn: ({
      body,
      onProgress,
    }: {
      body: TicketPrintRequest;
      onProgress: (done: number, total: number) => void;
    }) => printAllTickets(body, onProgress),
    meta: { invalidates: ['bundles', 'cutOrders'] },
  });

/** Sends a print to a label printer (`printerId` in the body): one job, no tickets answered. */
export const useSendTickets = () =>
  useMutation({
    mutationFn: printTickets,
    meta: { invalidates: ['bundles', 'cutOrders', 'printers'] },
  });

/** The factory's ticket template setting as the default template (80×60 without it). */
export function useDefaultTemplate(enabled: boolean) {
  const { settings, loading } = useFactorySettings(enabled);
  return { template: templateOfSetting(settings?.ticketTemplate), loading };
}

/** The page size used to look picked numbers up in a cut order. */
const LOOKUP_PAGE = 1000;

/**
 * The ids of a cut order's bundles with the picked numbers, and the numbers it has not (to tell the clerk):
 * the print call takes ids for picked bundles.
 */
export async function findBundleIds(
  cutOrderId: number,
  numbers: readonly number[],
): Promise<{ ids: number[]; missing: number[] }> {
  const wanted = new Set(numbers);
  const found = new Map<number, Bundle['id']>();
  for (let page = 0; ; page++) {
    const { content, totalElements } = await getBundles({ cutOrderId, page, size: LOOKUP_PAGE });
    for (const bundle of content) if (wanted.has(bundle.bundleNo)) found.set(bundle.bundleNo, bundle.id);
    if (found.size === wanted.size || (page + 1) * LOOKUP_PAGE >= totalElements) break;
  }
  return {
    ids: numbers.flatMap((n) => (found.has(n) ? [found.get(n) as number] : [])),
    missing: numbers.filter((n) => !found.has(n)),
  };
}
