import type { Dispute, DisputeItem, DisputeStatus } from '@gbo/contracts';
import type { DisputeListQuery } from '@/features/disputes/api/disputes';

/** The status filter: one status, or every question. */
export type StatusFilter = DisputeStatus | 'all';

/** The list's filters as the bar holds them: open questions when the page opens. */
export interface DisputeFilters {
  status: StatusFilter;
  deptId?: number;
}

export const INITIAL_FILTERS: DisputeFilters = { status: 'open' };

/** The filters as `GET api/disputes` takes them: "all" and an empty department are left out. */
export function toListQuery(
  { status, deptId }: DisputeFilters,
  paging: { page: number; size: number },
): DisputeListQuery {
  return {
    ...(status === 'all' ? {} : { status }),
    ...(deptId === undefined ? {} : { deptId }),
    ...paging,
  };
}

/** "Li Lei (W012)", or the name alone without a job number. */
export const workerLabel = (row: Pick<Dispute, 'workerName' | 'jobNumber'>) =>
  row.jobNumber ? `${row.workerName} (${row.jobNumber})` : row.workerName;

/** The line of pay questioned, as the worker's pay page shows it: "ST-100 · Collar · 0.35". */
export const itemLabel = (item: Pick<DisputeItem, 'styleNo' | 'processName' | 'rate'>) =>
  [item.styleNo, item.processName, item.rate].filter((part) => part !== null && part !== '').join(' · ');
