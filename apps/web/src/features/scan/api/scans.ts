import type { Scan, ScanInput, ScanLookup, ScanPage } from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { api, http } from '@/lib/http';
import { keepFigures, keptFigures } from '@/features/scan/utils/kept-figures';
import type { SendOutcome } from '@/features/scan/utils/scan-queue';
import { isFinalRefusal } from '@/lib/outbox/outbox-store';

/**
 * How long a scan request may take on the shop floor before it counts as unanswered (and a scan is kept to
 * send later): far below the app's general timeout, as a worker stands waiting.
 */
export const SCAN_TIMEOUT_MS = 15_000;

/** The scan page shows the server's refusals itself, big, beside the bundle: not also as a notice. */
const scanRequest = { showsOwnMessage: true, timeout: SCAN_TIMEOUT_MS } as const;

/** The worker's own scans of some work days, as the page asks for them. */
export type ScanListQuery = { from: string; to: string; page: number; size: number };

/** This page's query keys, all under 'scans'. */
export const scanKeys = {
  all: ['scans'] as const,
  lookup: (ticket: string) => ['scans', 'lookup', ticket] as const,
  list: (query: ScanListQuery) => ['scans', 'list', query] as const,
};

/** A scan, or its undo, changes the bundle's progress and the worker's list and totals. */
const scanWrite = { meta: { invalidates: ['scans'] } } as const;

export const lookupTicket = (ticket: string) =>
  api.get<ScanLookup>('/api/scans/lookup', { params: { ticket }, ...scanRequest });

export function useTicketLookup(ticket: string | undefined) {
  return useQuery({
    queryKey: scanKeys.lookup(ticket ?? ''),
    queryFn: () => lookupTicket(ticket ?? ''),
    enabled: ticket !== undefined,
    meta: { resources: ['scans', 'bundles'] },
  });
}

export const getScans = (query: ScanListQuery) => api.get<ScanPage>('/api/scans', { params: query });

/**
 * The worker's own scans. Each answer is kept on the phone for its worker (`owner`), and shown at once when the
 * page opens, marked stale so it is fetched again: offline, the worker sees their figures as last known.
 */
export function useScans(query: ScanListQuery, owner: string) {
  return useQuery({
    queryKey: scanKeys.list(query),
    queryFn: async () => {
      const page = await getScans(query);
      keepFigures(owner, query, page);
      return page;
    },
    initialData: () => keptFigures(owner, query),
    initialDataUpdatedAt: 0,
    placeholderData: keepPreviousData,
    meta: { resources: ['scans'] },
  });
}

/** `POST api/scans`: the scan and whether it is new (201) or the first answer to its request id (200). */
export async function postScan(input: ScanInput): Promise<{ scan: Scan; created: boolean }> {
  const response = await http.post<Scan>('/api/scans', input, scanRequest);
  return { scan: response.data, created: response.status === 201 };
}

/** A failed scan request as the queue reads it: a final refusal with the server's sentence, or no answer. */
export function sendFailure(error: unknown): Exclude<SendOutcome, { kind: 'recorded' }> {
  const status = errorStatus(error);
  if (!isAxiosError(error) || !isFinalRefusal(status)) return { kind: 'unreachable' };
  return { kind: 'refused', status: status ?? 0, message: errorMessage(error) ?? error.message };
}

/** Sends a scan once; never throws. */
export async function sendScan(input: ScanInput): Promise<SendOutcome> {
  try {
    const { scan, created } = await postScan(input);
    return { kind: 'recorded', answer: scan, replayed: !created };
  } catch (error) {
    return sendFailure(error);
  }
}

export const useRecordScanMutation = () => useMutation({ mutationFn: sendScan, ...scanWrite });

export const undoScan = (id: number) => api.delete<void>(`/api/scans/${id}`, scanRequest);

export const useUndoScan = () => useMutation({ mutationFn: undoScan, ...scanWrite });
