import type { FactoryInfo } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { shipmentKeys } from '@/features/shipments/api/shipment-keys';
import { api } from '@/lib/http';
import { useSessionStore } from '@/lib/session-store';

/** The signed-in factory's name and address: the head of a printed order. */
export const getFactoryInfo = () => api.get<FactoryInfo>('/api/factory/getFactory');

export function useFactoryInfo(enabled: boolean) {
  const factoryId = useSessionStore((state) => state.factory?.factoryId);
  return useQuery({
    queryKey: shipmentKeys.factory(factoryId ?? 0),
    queryFn: getFactoryInfo,
    enabled,
    staleTime: 5 * 60_000,
    meta: { resources: ['factories'] },
  });
}
