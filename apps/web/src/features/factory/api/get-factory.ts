import type { FactoryInfo } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** The factory the user is signed in to. */
export const getFactory = () => api.get<FactoryInfo>('/api/factory/getFactory');

export function useFactoryInfo({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: ['factory', 'current'], queryFn: getFactory, enabled });
}
