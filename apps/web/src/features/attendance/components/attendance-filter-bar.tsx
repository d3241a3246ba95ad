import { MAX_ATTENDANCE_DAYS } from '@gbo/contracts';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DayRangePicker } from '@/components/day-picker';
import { DeptSelect } from '@/components/dept-select';
import { FilterBar } from '@/components/filter-bar';
import { PersonSelect } from '@/components/person-select';
import type { AttendanceListQuery } from '@/features/attendance/api/attendance';
import { useAttendanceTranslation } from '@/features/attendance/hooks/use-attendance-translation';
import { useDeptOptions } from '@/lib/lookups/depts';

const DAY_FORMAT = 'YYYY-MM-DD';

/** The list's filters: the days (both included) and, when chosen, a department and a worker. */
export type AttendanceFilters = Omit<AttendanceListQuery, 'page' | 'size'>;

interface FilterValues {
  days?: [Dayjs, Dayjs];
  deptId?: number;
  workerId?: number;
}

/** Days (at most 31, today when the page opens), department and worker; each applies as soon as it changes. */
export function AttendanceFilterBar({
  initial,
  onSearch,
}: {
  initial: AttendanceFilters;
  onSearch: (filters: AttendanceFilters) => void;
}) {
  const { t } = useAttendanceTranslation();
  const depts = useDeptOptions();
  const initialDays: [Dayjs, Dayjs] = [dayjs(initial.from), dayjs(initial.to)];
  return (
    <FilterBar<FilterValues>
      name="attendance-search"
      initialValues={{ days: initialDays }}
      instant={['days', 'deptId', 'workerId']}
      onSearch={({ days, deptId, workerId }) => {
        const [from, to] = days ?? initialDays;
        onSearch({ from: from.format(DAY_FORMAT), to: to.format(DAY_FORMAT), deptId, workerId });
      }}
    >
      <Form.Item
        name="days"
        label={t('filter.days')}
        extra={t('filter.maxDays', { max: MAX_ATTENDANCE_DAYS })}
        rules={[{ required: true, message: t('filter.daysRequired') }]}
      >
        <DayRangePicker
          allowClear={false}
          format={DAY_FORMAT}
          placeholder={[t('filter.from'), t('filter.to')]}
          style={{ width: '100%' }}
          // At most 31 days (both ends included) from the first day chosen.
          disabledDate={(day, info) =>
            Boolean(info?.from && Math.abs(day.diff(info.from, 'day')) >= MAX_ATTENDANCE_DAYS)
          }
        />
      </Form.Item>
      {(depts.data || depts.isLoading) && (
        <Form.Item name="deptId" label={t('filter.dept')}>
          <DeptSelect placeholder={t('filter.any')} />
        </Form.Item>
      )}
      <Form.Item name="workerId" label={t('filter.worker')}>
        <PersonSelect placeholder={t('filter.any')} />
      </Form.Item>
    </FilterBar>
  );
}
