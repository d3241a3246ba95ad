import type { CutOrderSummary, Page } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { productionKeys } from '@/features/production/api/production-keys';
import { api } from '@/lib/http';
import { usePermissionGuard } from '@/lib/permission';

/** Whether the caller may read cut orders (the cut-order and process filters need them). */
export const useMayReadCutOrders = () =>
  usePermissionGuard(['admin', 'bundle:list', 'work:list', 'scan:list']);

/** A style's beds (cut orders), newest first. */
export function useStyleCutOrders(styleId: number | undefined) {
  const allowed = useMayReadCutOrders();
  return useQuery({
    queryKey: productionKeys.cutOrders(styleId ?? 0),
    queryFn: () =>
      api.get<Page<CutOrderSummary>>('/api/cutOrders', { params: { styleId, page: 0, size: 100 } }),
    enabled: allowed && styleId !== undefined,
    meta: { resources: ['cutOrders'] },
  });
}
