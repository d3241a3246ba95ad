import { MAX_EFFICIENCY_DAYS } from '@gbo/contracts';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DayRangePicker } from '@/components/day-picker';
import { DeptSelect } from '@/components/dept-select';
import { FilterBar } from '@/components/filter-bar';
import { useEfficiencyTranslation } from '@/features/efficiency/hooks/use-efficiency-translation';
import { lastWeek, lastWeeks, type Period, thisWeek } from '@/features/efficiency/utils/efficiency';
import { useDeptOptions } from '@/lib/lookups/depts';

const DAY_FORMAT = 'YYYY-MM-DD';

/** The figures' filters: the period and, when chosen, a department. */
export interface EfficiencyFilters extends Period {
  deptId?: number;
}

interface FilterValues {
  period?: [Dayjs, Dayjs];
  deptId?: number;
}

const toRange = ({ from, to }: Period): [Dayjs, Dayjs] => [dayjs(from), dayjs(to)];

/** The period (this week when the page opens; at most a year) and the department; both apply at once. */
export function EfficiencyFilterBar({
  initial,
  today,
  onSearch,
}: {
  initial: EfficiencyFilters;
  today: string;
  onSearch: (filters: EfficiencyFilters) => void;
}) {
  const { t } = useEfficiencyTranslation();
  const depts = useDeptOptions();
  const end = dayjs(today);
  return (
    <FilterBar<FilterValues>
      name="efficiency-search"
      initialValues={{ period: toRange(initial) }}
      instant={['period', 'deptId']}
      onSearch={({ period, deptId }) => {
        const [from, to] = period ?? toRange(initial);
        onSearch({ from: from.format(DAY_FORMAT), to: to.format(DAY_FORMAT), deptId });
      }}
    >
      <Form.Item
        name="period"
        label={t('filter.period')}
        rules={[{ required: true, message: t('filter.periodRequired') }]}
      >
        <DayRangePicker
          allowClear={false}
          format={DAY_FORMAT}
          placeholder={[t('filter.from'), t('filter.to')]}
          style={{ width: '100%' }}
          presets={[
            { label: t('filter.thisWeek'), value: toRange(thisWeek(today)) },
            { label: t('filter.lastWeek'), value: toRange(lastWeek(today)) },
            { label: t('filter.last8Weeks'), value: toRange(lastWeeks(today, 8)) },
          ]}
          // No work after today; at most a year (both ends included) from the first day chosen.
          disabledDate={(day, info) =>
            day.isAfter(end, 'day') ||
            Boolean(info?.from && Math.abs(day.diff(info.from, 'day')) >= MAX_EFFICIENCY_DAYS)
          }
        />
      </Form.Item>
      {(depts.data || depts.isLoading) && (
        <Form.Item name="deptId" label={t('filter.dept')}>
          <DeptSelect placeholder={t('filter.anyDept')} />
        </Form.Item>
      )}
    </FilterBar>
  );
}
