import type { CutOrder } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';
import type { LookupOptions } from '@/lib/lookups/depts';
import { lookupKeys } from '@/lib/lookups/lookup-keys';

/** A bed (cut order) with its own snapshot of its style's processes: each bed has its own process ids. */
export const getBedProcesses = (cutOrderId: number) => api.get<CutOrder>(`/api/cutOrders/${cutOrderId}`);

/** The processes to choose from for a bed: `data.processes` (nothing asked without a bed). */
export function useBedProcesses(cutOrderId: number | undefined, { enabled = true }: LookupOptions = {}) {
  return useQuery({
    queryKey: lookupKeys.processes(cutOrderId ?? 0),
    queryFn: () => getBedProcesses(cutOrderId ?? 0),
    enabled: enabled && cutOrderId !== undefined,
    // A sync with the style's processes changes the bed's snapshot.
    meta: { resources: ['cutOrders'] },
  });
}
