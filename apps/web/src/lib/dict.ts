import type { DictDetail, Page } from '@gbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** docs/specification.md §9, constants and limits: a dictionary is read whole, in one page this large. */
export const DICT_PAGE_SIZE = 9999;

/** A dictionary's entries in the server's order (dictSort), with the lookup pages need. */
export interface Dictionary {
  entries: DictDetail[];
  /** The label shown for a stored value; undefined when the dictionary has no such value. */
  labelOf: (value: string) => string | undefined;
}

export const getDictDetails = (dictName: string) =>
  api.get<Page<DictDetail>>('/api/dictDetail', { params: { dictName, page: 0, size: DICT_PAGE_SIZE } });

export function toDictionary(entries: DictDetail[]): Dictionary {
  const labels = new Map(entries.map((entry) => [entry.value, entry.label]));
  return { entries, labelOf: (value) => labels.get(value) };
}

const selectDictionary = (page: Page<DictDetail>) => toDictionary(page.content);

/** A dictionary by name, e.g. `useDict('user_status')`; fetched once and shared by every page that uses it. */
export function useDict(dictName: string) {
  return useQuery({
    queryKey: ['dict', dictName],
    queryFn: () => getDictDetails(dictName),
    select: selectDictionary,
    // Dictionaries change rarely, and a write to one invalidates every query reading them.
    staleTime: 5 * 60_000,
    meta: { resources: ['dicts'] },
  });
}
