import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DayRangePicker } from '@/components/day-picker';
import { DeptSelect } from '@/components/dept-select';
import { FilterBar } from '@/components/filter-bar';
import { PersonSelect } from '@/components/person-select';
import { useDeptOptions } from '@/lib/lookups/depts';
import type { Period } from '@/lib/work-days';

const DAY_FORMAT = 'YYYY-MM-DD';

/** A period's filters as a list's API takes them; a department and a worker only when chosen. */
export interface PeriodFilters extends Period {
  deptId?: number;
  workerId?: number;
}

interface FilterValues {
  period?: [Dayjs, Dayjs];
  deptId?: number;
  workerId?: number;
}

const toRange = ({ from, to }: Period): [Dayjs, Dayjs] => [dayjs(from), dayjs(to)];

interface PeriodFilterBarProps {
  /** The form's name: antd prefixes field ids with it. */
  name: string;
  /** The period the page opened with, which Reset goes back to. */
  initial: Period;
  onSearch: (filters: PeriodFilters) => void;
  /** The longest period the API takes, in days (both ends included). */
  maxDays: number;
  /** No day after this one may be chosen (today: no work after it). */
  lastDay?: string;
  /** Quick picks beside the calendar (this month, last week…). */
  presets?: readonly { label: string; period: Period }[];
  /** Under the period, e.g. "At most 31 days at a time". */
  periodHelp?: string;
  /** A worker filter too, after the department. */
  withWorker?: boolean;
}

/**
 * A period of work dates (required, at most `maxDays`), the department (for who may read the tree) and,
 * when asked for, the worker; each applies as soon as it changes.
 */
export function PeriodFilterBar({
  name,
  initial,
  onSearch,
  maxDays,
  lastDay,
  presets,
  periodHelp,
  withWorker = false,
}: PeriodFilterBarProps) {
  const { t } = useTranslation();
  const depts = useDeptOptions();
  const end = lastDay === undefined ? undefined : dayjs(lastDay);
  return (
    <FilterBar<FilterValues>
      name={name}
      initialValues={{ period: toRange(initial) }}
      instant={['period', 'deptId', 'workerId']}
      onSearch={({ period, deptId, workerId }) => {
        const [from, to] = period ?? toRange(initial);
        const days = { from: from.format(DAY_FORMAT), to: to.format(DAY_FORMAT) };
        onSearch(withWorker ? { ...days, deptId, workerId } : { ...days, deptId });
      }}
    >
      <Form.Item
        name="period"
        label={t('periodFilter.period')}
        extra={periodHelp}
        rules={[{ required: true, message: t('periodFilter.periodRequired') }]}
      >
        <DayRangePicker
          allowClear={false}
          format={DAY_FORMAT}
          placeholder={[t('periodFilter.from'), t('periodFilter.to')]}
          style={{ width: '100%' }}
          presets={presets?.map(({ label, period }) => ({ label, value: toRange(period) }))}
          // No work after the last day; at most `maxDays` (both ends included) from the first day chosen.
          disabledDate={(day, info) =>
            Boolean(end && day.isAfter(end, 'day')) ||
            Boolean(info?.from && Math.abs(day.diff(info.from, 'day')) >= maxDays)
          }
        />
      </Form.Item>
      {(depts.data || depts.isLoading) && (
        <Form.Item name="deptId" label={t('periodFilter.dept')}>
          <DeptSelect placeholder={t('periodFilter.anyDept')} />
        </Form.Item>
      )}
      {withWorker && (
        <Form.Item name="workerId" label={t('periodFilter.worker')}>
          <PersonSelect placeholder={t('periodFilter.anyWorker')} />
        </Form.Item>
      )}
    </FilterBar>
  );
}
