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

/**
 * The attendance list's columns, newest day first (the API's order); the worker heads a phone's card. Their
 * widths and the actions' (130) add up to 1080 px: the table fits 1366 px beside the open side menu, with
 * room for the page's scroll bar, and every header reads whole in both languages.
 */
export function useAttendanceColumns(): ListColumn<AttendanceRow>[] {
  const { t } = useAttendanceTranslation();
  return [
    {
      key: 'worker',
      title: t('columns.worker'),
      width: 135,
      fixed: 'start',
      card: 'title',
      render: workerLabel,
    },
    { key: 'dept', title: t('columns.dept'), width: 100, render: (row) => row.deptName },
    { key: 'workDate', title: t('columns.workDate'), width: 90, render: (row) => row.workDate },
    { key: 'clockIn', title: t('columns.clockIn'), width: 75, render: (row) => row.clockIn },
    { key: 'clockOut', title: t('columns.clockOut'), width: 88, render: (row) => row.clockOut },
    { key: 'minutes', title: t('columns.minutes'), width: 102, align: 'end', render: (row) => row.minutes },
    {
      key: 'attended',
      title: t('columns.attended'),
      width: 110,
      align: 'end',
      render: (row) => <Attended row={row} />,
    },
    { key: 'source', title: t('columns.source'), width: 80, render: (row) => <SourceTag row={row} /> },
    { key: 'qty', title: t('columns.qty'), width: 65, align: 'end', render: (row) => row.qty },
    {
      key: 'updated',
      title: t('columns.updated'),
      // At least this, and what the others leave: the name and time are cut with "…" (whole on hover).
      width: 105,
      grow: true,
      render: (row) =>
        row.updateTime &&
        t('updated', { name: row.updatedByName ?? '', time: formatDateTime(row.updateTime) }),
    },
  ];
}
