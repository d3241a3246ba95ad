import { MAX_WAGE_PERIOD_DAYS } from '@gbo/contracts';
import { PeriodFilterBar } from '@/components/period-filter-bar';
import type { WageParams } from '@/features/wages/api/wage-keys';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';
import { lastDays, lastMonth, type Period, thisMonth } from '@/features/wages/utils/period';

interface WageFilterBarProps {
  /** The period the page opened with (this month so far), which Reset goes back to. */
  initial: Period;
  today: string;
  onSearch: (params: WageParams) => void;
}

/**
 * The period (work dates, both included; quick picks this month, last month, the last 7 days) and the
 * department; both apply as soon as they change.
 */
export function WageFilterBar({ initial, today, onSearch }: WageFilterBarProps) {
  const { t } = useWagesTranslation();
  return (
    <PeriodFilterBar
      name="wage-search"
      initial={initial}
      onSearch={onSearch}
      maxDays={MAX_WAGE_PERIOD_DAYS}
      lastDay={today}
      presets={[
        { label: t('filter.thisMonth'), period: thisMonth(today) },
        { label: t('filter.lastMonth'), period: lastMonth(today) },
        { label: t('filter.last7Days'), period: lastDays(today, 7) },
      ]}
    />
  );
}
