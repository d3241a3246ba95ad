import { MAX_WAGE_PERIOD_DAYS } from '@gbo/contracts';
import { Form, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DayRangePicker } from '@/components/day-picker';
import { FilterBar } from '@/components/filter-bar';
import { useDeptOptions } from '@/lib/lookups/depts';
import type { WageParams } from '@/features/wages/api/wage-keys';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';
import { lastDays, lastMonth, type Period, thisMonth } from '@/features/wages/utils/period';

const DAY_FORMAT = 'YYYY-MM-DD';

interface WageFilterValues {
  period: [Dayjs, Dayjs];
  deptId?: number;
}

const toRange = ({ from, to }: Period): [Dayjs, Dayjs] => [dayjs(from), dayjs(to)];

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
  const depts = useDeptOptions();
  const end = dayjs(today);
  return (
    <FilterBar<WageFilterValues>
      name="wage-search"
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
            { label: t('filter.thisMonth'), value: toRange(thisMonth(today)) },
            { label: t('filter.lastMonth'), value: toRange(lastMonth(today)) },
            { label: t('filter.last7Days'), value: toRange(lastDays(today, 7)) },
          ]}
          // No work after today; at most a year (both ends included) from the first day chosen.
          disabledDate={(day, info) =>
            day.isAfter(end, 'day') ||
            Boolean(info?.from && Math.abs(day.diff(info.from, 'day')) >= MAX_WAGE_PERIOD_DAYS)
          }
        />
      </Form.Item>
      {(depts.data || depts.isLoading) && (
        <Form.Item name="deptId" label={t('filter.dept')}>
          <TreeSelect
            placeholder={t('filter.anyDept')}
            treeData={depts.data}
            loading={depts.isLoading}
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
          />
        </Form.Item>
      )}
    </FilterBar>
  );
}
