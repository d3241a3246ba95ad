import type { EfficiencyQuery, EfficiencyRow } from '@gbo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** This feature's query keys, all under 'efficiency'. */
export const efficiencyKeys = {
  all: ['efficiency'] as const,
  figures: (query: EfficiencyQuery) => ['efficiency', query] as const,
};

/**
 * What the figures read: the scans (pieces), the styles' processes (standard minutes), attendance, people's
 * names and departments.
 */
const EFFICIENCY_RESOURCES = ['scans', 'styles', 'attendance', 'users', 'depts'] as const;

export const getEfficiency = (params: EfficiencyQuery) =>
  api.get<EfficiencyRow[]>('/api/efficiency', { params });

/** The period's figures by the grouping; not asked while `enabled` is false (a period the API refuses). */
export function useEfficiency(query: EfficiencyQuery, enabled = true) {
  return useQuery({
    queryKey: efficiencyKeys.figures(query),
    queryFn: () => getEfficiency(query),
    enabled,
    placeholderData: keepPreviousData,
    meta: { resources: EFFICIENCY_RESOURCES },
  });
}
