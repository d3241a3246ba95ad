import type { InspectionListQuery } from '@/features/quality/api/qc';

/** The list's filters as the filter bar sets them (work dates YYYY-MM-DD, both included). */
export type InspectionFilters = Omit<InspectionListQuery, 'page' | 'size'>;

/** The filters as query parameters, blanks left out (a cleared select, an empty bundle number). */
export function toInspectionParams(filters: InspectionFilters): InspectionFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

/** Whether the filters narrow the list beyond its span of days. */
export const isNarrowed = (filters: InspectionFilters) =>
  Object.keys(toInspectionParams(filters)).some((key) => key !== 'from' && key !== 'to');
