import type { Bundle, Page } from '@gbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cutOrderKeys } from '@/features/cutting/api/cut-order-keys';
import { api } from '@/lib/http';

/** A page of one bed's bundles, in bundle-number order. */
export const getCutOrderBundles = (cutOrderId: number, page: number, size: number) =>
  api.get<Page<Bundle>>('/api/bundles', { params: { cutOrderId, page, size } });

export function useCutOrderBundles(cutOrderId: number, page: number, size: number) {
  return useQuery({
    queryKey: cutOrderKeys.bundles(cutOrderId, page, size),
    queryFn: () => getCutOrderBundles(cutOrderId, page, size),
    placeholderData: keepPreviousData,
    meta: { resources: ['bundles'] },
  });
}
