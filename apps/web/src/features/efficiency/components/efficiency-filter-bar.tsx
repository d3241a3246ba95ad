import { MAX_EFFICIENCY_DAYS } from '@gbo/contracts';
import { PeriodFilterBar, type PeriodFilters } from '@/components/period-filter-bar';
import { useEfficiencyTranslation } from '@/features/efficiency/hooks/use-efficiency-translation';
import { lastWeek, lastWeeks, type Period, thisWeek } from '@/features/efficiency/utils/efficiency';

/** The figures' filters: the period and, when chosen, a department. */
export type EfficiencyFilters = Omit<PeriodFilters, 'workerId'>;

/** The period (this week when the page opens; at most a year) and the department; both apply at once. */
export function EfficiencyFilterBar({
  initial,
  today,
  onSearch,
}: {
  initial: Period;
  today: string;
  onSearch: (filters: EfficiencyFilters) => void;
}) {
  const { t } = useEfficiencyTranslation();
  return (
    <PeriodFilterBar
      name="efficiency-search"
      initial={initial}
      onSearch={onSearch}
      maxDays={MAX_EFFICIENCY_DAYS}
      lastDay={today}
      presets={[
        { label: t('filter.thisWeek'), period: thisWeek(today) },
        { label: t('filter.lastWeek'), period: lastWeek(today) },
        { label: t('filter.last8Weeks'), period: lastWeeks(today, 8) },
      ]}
    />
  );
}
