import type {
  Dict,
  DictCreate,
  DictDetail,
  DictDetailCreate,
  DictDetailUpdate,
  DictUpdate,
  Page,
} from '@gbo/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

export interface DictListQuery {
  page: number;
  size: number;
  blurry?: string;
}

export interface DictDetailListQuery {
  dictName: string;
  page: number;
  size: number;
}

/** Under this key every query of the screen. */
const ADMIN_KEY = ['dicts', 'admin'] as const;

export const getDicts = (query: DictListQuery) =>
  api.get<Page<Dict>>('/api/dict', { params: { ...query, blurry: query.blurry || undefined } });
export const getDictDetailPage = (query: DictDetailListQuery) =>
  api.get<Page<DictDetail>>('/api/dictDetail', { params: query });
export const createDict = (dict: DictCreate) => api.post<Dict>('/api/dict', dict);
export const updateDict = (dict: DictUpdate) => api.put<void>('/api/dict', dict);
export const deleteDicts = (ids: number[]) => api.delete<void>('/api/dict', { data: ids });
export const createDictDetail = (detail: DictDetailCreate) => api.post<DictDetail>('/api/dictDetail', detail);
export const updateDictDetail = (detail: DictDetailUpdate) => api.put<void>('/api/dictDetail', detail);
export const deleteDictDetail = (id: number) => api.delete<void>(`/api/dictDetail/${id}`);

export function useDicts(query: DictListQuery) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'list', query],
    queryFn: () => getDicts(query),
    placeholderData: keepPreviousData,
    meta: { resources: ['dicts'] },
  });
}

export function useDictDetailPage(query: DictDetailListQuery | undefined) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'details', query],
    queryFn: () => getDictDetailPage(query as DictDetailListQuery),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    meta: { resources: ['dicts'] },
  });
}

/** A write; afterwards every query reading dictionaries is fetched again: the screen's and `useDict`'s. */
function useDictWrite<T, R>(write: (variables: T) => Promise<R>) {
  return useMutation({ mutationFn: write, meta: { invalidates: ['dicts'] } });
}

export const useCreateDict = () => useDictWrite(createDict);
export const useUpdateDict = () => useDictWrite(updateDict);
export const useDeleteDicts = () => useDictWrite(deleteDicts);
export const useCreateDictDetail = () => useDictWrite(createDictDetail);
export const useUpdateDictDetail = () => useDictWrite(updateDictDetail);
export const useDeleteDictDetail = () => useDictWrite(deleteDictDetail);
