import type { FactoryInfo } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { factoryKeys } from '@/features/factory/api/factory-keys';
import { api } from '@/lib/http';

/** The factory the user is signed in to. */
export const getFactory = () => api.get<FactoryInfo>('/api/factory/getFactory');

export function useFactoryInfo({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: factoryKeys.current,
    queryFn: getFactory,
    enabled,
    // The factories screen may change the signed-in factory.
    meta: { resources: ['factories'] },
  });
}
