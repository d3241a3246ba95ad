import type { Period } from '@/features/wages/utils/period';

/** The wage list's filters as the API takes them. */
export interface WageParams extends Period {
  deptId?: number;
}

/** The wages screen's query keys, all under 'wages'. */
export const wageKeys = {
  all: ['wages'] as const,
  list: (params: WageParams) => ['wages', 'list', params] as const,
  detail: (workerId: number, period: Period) => ['wages', 'detail', workerId, period] as const,
  settlements: (page: number, size: number) => ['wages', 'settlements', page, size] as const,
  settlement: (id: number) => ['wages', 'settlement', id] as const,
};

/**
 * What wages read: scans (recorded and undone elsewhere), people (names, departments) and departments.
 * Adjustments change wages; a settlement also freezes scans (the scan data page shows them settled).
 */
export const WAGE_RESOURCES = ['wages', 'scans', 'users', 'depts'] as const;
export const adjustmentWrite = { meta: { invalidates: ['wages'] } } as const;
export const settleWrite = { meta: { invalidates: ['wages', 'scans'] } } as const;
