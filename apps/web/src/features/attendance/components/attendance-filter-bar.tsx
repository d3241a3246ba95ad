import { MAX_ATTENDANCE_DAYS } from '@gbo/contracts';
import { PeriodFilterBar } from '@/components/period-filter-bar';
import type { AttendanceListQuery } from '@/features/attendance/api/attendance';
import { useAttendanceTranslation } from '@/features/attendance/hooks/use-attendance-translation';

/** The list's filters: the days (both included) and, when chosen, a department and a worker. */
export type AttendanceFilters = Omit<AttendanceListQuery, 'page' | 'size'>;

/** Days (at most 31, today when the page opens), department and worker; each applies as soon as it changes. */
export function AttendanceFilterBar({
  initial,
  onSearch,
}: {
  initial: AttendanceFilters;
  onSearch: (filters: AttendanceFilters) => void;
}) {
  const { t } = useAttendanceTranslation();
  return (
    <PeriodFilterBar
      name="attendance-search"
      initial={initial}
      onSearch={onSearch}
      maxDays={MAX_ATTENDANCE_DAYS}
      lastDay={initial.to}
      periodHelp={t('filter.maxDays', { max: MAX_ATTENDANCE_DAYS })}
      withWorker
    />
  );
}
