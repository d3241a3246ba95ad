import type { Bundle, BundleAppend, BundleQuery, BundleUpdate, Page } from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** The bundles screen's filters and page, as `GET api/bundles` takes them. */
export type BundleListQuery = Partial<BundleQuery> & { page: number; size: number };

/** This screen's query keys, all under 'bundles'. */
export const bundlesKeys = {
  list: (query: BundleListQuery) => ['bundles', 'list', query] as const,
  lastNo: (styleId: number) => ['bundles', 'last-no', styleId] as const,
};

/** A bundle's change changes its cut order's totals and print counts too. */
export const bundleWrite = { meta: { invalidates: ['bundles', 'cutOrders'] } } as const;

export const getBundles = (params: BundleListQuery) => api.get<Page<Bundle>>('/api/bundles', { params });

export function useBundles(query: BundleListQuery) {
  return useQuery({
    queryKey: bundlesKeys.list(query),
    queryFn: () => getBundles(query),
    placeholderData: keepPreviousData,
    meta: { resources: ['bundles', 'cutOrders', 'styles'] },
  });
}

/** The highest bundle number the style has used (void ones included: a number is never reused), 0 for none. */
export async function getLastBundleNo(styleId: number): Promise<number> {
  const { content } = await getBundles({ styleId, page: 0, size: 1, sort: 'bundleNo,desc' });
  return content[0]?.bundleNo ?? 0;
}

export function useLastBundleNo(styleId: number | undefined) {
  return useQuery({
    queryKey: bundlesKeys.lastNo(styleId ?? 0),
    queryFn: () => getLastBundleNo(styleId ?? 0),
    enabled: styleId !== undefined,
    meta: { resources: ['bundles', 'cutOrders'] },
  });
}

export const appendBundles = (body: BundleAppend) => api.post<Bundle[]>('/api/bundles', body);
export const updateBundle = ({ id, ...body }: BundleUpdate & { id: number }) =>
  api.put<Bundle>(`/api/bundles/${id}`, body);
export const voidBundle = ({ id, reason }: { id: number; reason: string }) =>
  api.post<Bundle>(`/api/bundles/${id}/void`, { reason });

export const useAppendBundles = () => useMutation({ mutationFn: appendBundles, ...bundleWrite });
export const useUpdateBundle = () => useMutation({ mutationFn: updateBundle, ...bundleWrite });
export const useVoidBundle = () => useMutation({ mutationFn: voidBundle, ...bundleWrite });
