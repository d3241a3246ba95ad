import type { LoginFactory, LoginResponse } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** The factories the signed-in person may move to without signing out. */
export const getSwitchableFactories = () => api.get<LoginFactory[]>('/auth/factories');

/** A new session in the chosen factory (sign-in's rules); the current one ends on the server. */
export const switchFactory = (factoryId: number) =>
  api.post<LoginResponse>('/auth/switchFactory', { factoryId });

export function useSwitchableFactories() {
  return useQuery({ queryKey: ['auth', 'factories'], queryFn: getSwitchableFactories, staleTime: Infinity });
}
