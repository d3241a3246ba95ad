import type { Factory, FactoryModify, FactoryRegister, Page } from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
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
    meta: { resources: ['factories'] },
  });
}

/** A write; afterwards every query reading factories is fetched again, the enterprise info dialog's too. */
function useFactoryWrite<T, R>(write: (variables: T) => Promise<R>) {
  return useMutation({ mutationFn: write, meta: { invalidates: ['factories'] } });
}

export const useRegisterFactory = () => useFactoryWrite(registerFactory);
export const useModifyFactory = () => useFactoryWrite(modifyFactory);
