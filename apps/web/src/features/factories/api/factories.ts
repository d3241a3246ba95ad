import type { Factory, FactoryModify, FactoryRegister, Page } from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';

export interface FactoryListQuery {
  page: number;
  size: number;
  blurry?: string;
}

const FACTORIES_KEY = ['factories'] as const;

export const getFactories = (query: FactoryListQuery) =>
  api.get<Page<Factory>>('/api/factory/list', { params: { ...query, blurry: query.blurry || undefined } });
export const registerFactory = (factory: FactoryRegister) =>
  api.post<Factory>('/api/factory/register', factory);
export const modifyFactory = (factory: FactoryModify) =>
  api.post<void>('/api/factory/modifyFactory', factory);

export function useFactories(query: FactoryListQuery) {
  return useQuery({
    queryKey: [...FACTORIES_KEY, query],
    queryFn: () => getFactories(query),
    placeholderData: keepPreviousData,
  });
}

function useFactoryWrite<T, R>(write: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FACTORIES_KEY }),
        // The enterprise info dialog shows the signed-in factory, which may be the one changed.
        queryClient.invalidateQueries({ queryKey: ['factory', 'current'] }),
      ]),
  });
}

export const useRegisterFactory = () => useFactoryWrite(registerFactory);
export const useModifyFactory = () => useFactoryWrite(modifyFactory);
