import type {
  CutOrder,
  CutOrderSummary,
  DeptTreeNode,
  Page,
  PersonOption,
  StyleSummary,
} from '@gbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productionKeys } from '@/features/production/api/production-keys';
import { api } from '@/lib/http';
import { usePermissionGuard } from '@/lib/permission';
import { toTreeOptions } from '@/lib/tree-options';

/** How many choices a searchable select offers at once: type more to narrow them. */
const OPTION_COUNT = 30;

/**
 * The people to choose from (data scope applies): everyone, departed included, to search past scans by; or
 * the current people, to record a scan for.
 */
export function useWorkerOptions(current: boolean, enabled = true) {
  const allowed = usePermissionGuard(['admin', 'user:list', 'scan:add', 'scan:list']);
  return useQuery({
    queryKey: productionKeys.workers(current),
    queryFn: () =>
      api.get<PersonOption[]>(
        current ? '/api/users/getValidUserByFactoryId' : '/api/users/getUserByFactoryId',
      ),
    enabled: enabled && allowed,
    staleTime: 60_000,
    meta: { resources: ['users'] },
  });
}

/** The departments the caller may see, as TreeSelect options. */
export function useDeptOptions() {
  const allowed = usePermissionGuard(['admin', 'user:list', 'dept:list', 'work:list', 'scan:list']);
  return useQuery({
    queryKey: productionKeys.deptTree,
    queryFn: () => api.get<DeptTreeNode[]>('/api/users/getDept'),
    enabled: allowed,
    select: toTreeOptions,
    meta: { resources: ['depts'] },
  });
}

export function useStyleOptions(blurry: string) {
  return useQuery({
    queryKey: productionKeys.styleOptions(blurry),
    queryFn: () =>
      api.get<Page<StyleSummary>>('/api/styles', {
        params: { page: 0, size: OPTION_COUNT, blurry: blurry || undefined },
      }),
    placeholderData: keepPreviousData,
    meta: { resources: ['styles'] },
  });
}

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

/** A cut order with its snapshot of processes (each bed has its own process ids). */
export function useCutOrder(id: number | undefined) {
  const allowed = useMayReadCutOrders();
  return useQuery({
    queryKey: productionKeys.cutOrder(id ?? 0),
    queryFn: () => api.get<CutOrder>(`/api/cutOrders/${id}`),
    enabled: allowed && id !== undefined,
    meta: { resources: ['cutOrders'] },
  });
}
