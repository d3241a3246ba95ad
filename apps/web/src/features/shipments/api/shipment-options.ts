import type { Customer, FactoryInfo, Page, StyleSummary } from '@gbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shipmentKeys } from '@/features/shipments/api/shipment-keys';
import { api } from '@/lib/http';
import { useSessionStore } from '@/lib/session-store';

/** How many choices a searchable select offers at once: type more to narrow them. */
const OPTION_COUNT = 30;

export const getStyleOptions = (blurry: string) =>
  api.get<Page<StyleSummary>>('/api/styles', {
    params: { page: 0, size: OPTION_COUNT, blurry: blurry || undefined },
  });
export const getCustomerOptions = (blurry: string) =>
  api.get<Page<Customer>>('/api/customers', {
    params: { page: 0, size: OPTION_COUNT, blurry: blurry || undefined },
  });
/** A customer by id, found by their name (the API has no read of one customer). */
export async function findCustomer(id: number, name: string): Promise<Customer | undefined> {
  const page = await getCustomerOptions(name);
  return page.content.find((customer) => customer.id === id);
}
/** The signed-in factory's name and address: the head of a printed order. */
export const getFactoryInfo = () => api.get<FactoryInfo>('/api/factory/getFactory');

export function useStyleOptions(blurry: string) {
  return useQuery({
    queryKey: shipmentKeys.styleOptions(blurry),
    queryFn: () => getStyleOptions(blurry),
    placeholderData: keepPreviousData,
    meta: { resources: ['styles', 'customers'] },
  });
}

export function useCustomerOptions(blurry: string) {
  return useQuery({
    queryKey: shipmentKeys.customerOptions(blurry),
    queryFn: () => getCustomerOptions(blurry),
    placeholderData: keepPreviousData,
    meta: { resources: ['customers'] },
  });
}

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
