import type { CutOrder, CutOrderSummary, CutPreview, Page, SavedCutOrder } from '@gbo/contracts';
import { keepPreviousData, type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import { bundlesKeys } from '@/features/cutting/api/bundles';
import { cutOrderKeys, cutOrderWrite } from '@/features/cutting/api/cut-order-keys';
import type { CutOrderBody } from '@/features/cutting/utils/cut-order-form';
import type { CutOrderParams } from '@/features/cutting/utils/cut-order-query';
import { api } from '@/lib/http';

/** A range is the same parameter twice: `cutDate=from&cutDate=to`, not `cutDate[]=`. */
const paramsSerializer = { indexes: null };

export const getCutOrders = (params: CutOrderParams) =>
  api.get<Page<CutOrderSummary>>('/api/cutOrders', { params, paramsSerializer });
export const getCutOrder = (id: number) => api.get<CutOrder>(`/api/cutOrders/${id}`);
export const previewCutOrder = (body: CutOrderBody, signal?: AbortSignal) =>
  // The preview shows its own refusals as the clerk types; a notice per keystroke would be noise.
  api.post<CutPreview>('/api/cutOrders/preview', body, { signal, showsOwnMessage: true });
export const createCutOrder = (body: CutOrderBody) =>
  api.post<SavedCutOrder>('/api/cutOrders', body, { showsOwnMessage: true });
export const deleteCutOrder = (id: number) => api.delete<void>(`/api/cutOrders/${id}`);
export const syncCutOrderProcesses = (ids: number[]) =>
  api.post<void>('/api/cutOrders/syncProcesses', { ids });

/**
 * Whether a query is one bed's own: its detail, or its bundles (the detail drawer's table). Once the bed is
 * deleted they are not fetched again while the drawer closes ("cutOrderId: cut order 3 does not exist").
 */
function ofBed(key: QueryKey, id: unknown): boolean {
  const [scope, kind, params] = key;
  if (scope === cutOrderKeys.all[0]) return kind === cutOrderKeys.detail(0)[1] && params === id;
  const [bundlesScope, listKind] = bundlesKeys.list({ page: 0, size: 0 });
  return (
    scope === bundlesScope &&
    kind === listKind &&
    typeof params === 'object' &&
    params !== null &&
    (params as { cutOrderId?: unknown }).cutOrderId === id
  );
}

export function useCutOrders(params: CutOrderParams) {
  return useQuery({
    queryKey: cutOrderKeys.list(params),
    queryFn: () => getCutOrders(params),
    placeholderData: keepPreviousData,
    // A bed shows its style's number and name and its customer's name.
    meta: { resources: ['cutOrders', 'bundles', 'styles', 'customers'] },
  });
}

export function useCutOrder(id: number | undefined) {
  return useQuery({
    queryKey: cutOrderKeys.detail(id ?? 0),
    queryFn: () => getCutOrder(id ?? 0),
    enabled: id !== undefined,
    meta: { resources: ['cutOrders', 'bundles', 'styles'] },
  });
}

/**
 * The live preview of the bed being typed: the request only once the body has settled (the caller debounces
 * it), the last answer kept on screen while the next loads, and a request overtaken by a newer body
 * cancelled (TanStack Query aborts it through the signal), so a late answer never replaces a newer one.
 */
export function useCutOrderPreview(body: CutOrderBody | undefined) {
  return useQuery({
    queryKey: cutOrderKeys.preview(body),
    queryFn: ({ signal }) => previewCutOrder(body as CutOrderBody, signal),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { resources: ['cutOrders', 'bundles', 'styles'] },
  });
}

export function useCreateCutOrder() {
  return useMutation({ mutationFn: createCutOrder, ...cutOrderWrite });
}

export function useDeleteCutOrder() {
  return useMutation({
    mutationFn: deleteCutOrder,
    meta: { ...cutOrderWrite.meta, obsoletes: (id, key) => ofBed(key, id) },
  });
}

export function useSyncCutOrderProcesses() {
  return useMutation({ mutationFn: syncCutOrderProcesses, ...cutOrderWrite });
}
