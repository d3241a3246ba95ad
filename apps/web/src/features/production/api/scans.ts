import type { Scan, ScanInput, ScanLookup, ScanPage, ScanQuery } from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { productionKeys, scanWrite } from '@/features/production/api/production-keys';
import { api } from '@/lib/http';

/** The scan list's filters and page, as `GET api/scans` takes them. */
export type ScanListQuery = Partial<Omit<ScanQuery, 'page' | 'size'>> & { page: number; size: number };

export const getScans = (params: ScanListQuery) => api.get<ScanPage>('/api/scans', { params });

export function useScans(query: ScanListQuery) {
  return useQuery({
    queryKey: productionKeys.scans(query),
    queryFn: () => getScans(query),
    placeholderData: keepPreviousData,
    meta: { resources: ['scans', 'users', 'styles', 'cutOrders', 'bundles'] },
  });
}

/** Every scan the filters match (no paging) as an Excel workbook with a totals row. */
export const exportScans = ({ page: _page, size: _size, ...filters }: ScanListQuery) =>
  api.get<Blob>('/api/scans/download', { params: filters, responseType: 'blob' });

/** Undo a scan; a refusal (settled, 409) is told by the HTTP client's notice with the server's sentence. */
export const undoScan = (id: number) => api.delete<null>(`/api/scans/${id}`);
export const useUndoScan = () => useMutation({ mutationFn: undoScan, ...scanWrite });

/** The bundle a ticket names with each process done and left; the dialog shows a refusal on its line. */
export const lookupTicket = (ticket: string) =>
  api.get<ScanLookup>('/api/scans/lookup', { params: { ticket }, showsOwnMessage: true });

/** One scan; the dialog shows a refusal on its line. */
export const recordScan = (input: ScanInput) =>
  api.post<Scan>('/api/scans', input, { showsOwnMessage: true });
