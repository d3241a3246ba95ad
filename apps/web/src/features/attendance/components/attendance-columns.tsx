import type { AttendanceRow } from '@gbo/contracts';
import { shiftMinutes } from '@gbo/contracts';
import { Tooltip, Typography } from 'antd';
import type { ListColumn } from '@/components/list-column';
import { SourceTag } from '@/features/attendance/components/source-tag';
import { useAttendanceTranslation } from '@/features/attendance/hooks/use-attendance-translation';
import { formatMinutes, shiftParts, workerLabel } from '@/features/attendance/utils/attendance';
import { formatDateTime } from '@/lib/format';

/** The attended minutes, as minutes and h:mm, with the worker's shift on hover. */
function Attended({ row }: { row: AttendanceRow }) {
  const { t } = useAttendanceTranslation();
  const { hours, breaks } = shiftParts(row.shift);
  const minutes = shiftMinutes(row.shift);
  const shift = breaks ? t('shift', { hours, breaks, minutes }) : t('shiftNoBreaks', { hours, minutes });
  return (
    <Tooltip title={shift}>
      <Typography.Text style={{ textDecoration: 'underline dotted' }} aria-label={shift}>
        {t('attended', { minutes: row.attendedMinutes, hours: formatMinutes(row.attendedMinutes) })}
      </Typography.Text>
    </Tooltip>
  );
}

/** The attendance list's columns, newest day first (the API's order); the worker heads a phone's card. */
export function useAttendanceColumns(): ListColumn<AttendanceRow>[] {
  const { t } = useAttendanceTranslation();
  return [
    {
      key: 'worker',
      title: t('columns.worker'),
      width: 150,
      fixed: 'start',
      card: 'title',
      render: workerLabel,
    },
    { key: 'dept', title: t('columns.dept'), width: 120, render: (row) => row.deptName },
    { key: 'workDate', title: t('columns.workDate'), width: 110, render: (row) => row.workDate },
    { key: 'clockIn', title: t('columns.clockIn'), width: 90, render: (row) => row.clockIn },
    { key: 'clockOut', title: t('columns.clockOut'), width: 90, render: (row) => row.clockOut },
    { key: 'minutes', title: t('columns.minutes'), width: 90, align: 'end', render: (row) => row.minutes },
    {
      key: 'attended',
      title: t('columns.attended'),
      width: 150,
      align: 'end',
      render: (row) => <Attended row={row} />,
    },
    { key: 'source', title: t('columns.source'), width: 140, render: (row) => <SourceTag row={row} /> },
    { key: 'qty', title: t('columns.qty'), width: 90, align: 'end', render: (row) => row.qty },
    {
      key: 'updated',
      title: t('columns.updated'),
      width: 180,
      grow: true,
      render: (row) =>
        row.updateTime &&
        t('updated', { name: row.updatedByName ?? '', time: formatDateTime(row.updateTime) }),
    },
  ];
}
