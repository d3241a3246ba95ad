import type { AttendanceRow } from '@gbo/contracts';
import { App } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useClearAttendance } from '@/features/attendance/api/attendance';
import { useAttendanceTranslation } from '@/features/attendance/hooks/use-attendance-translation';
import { clearedInput, hasRecord, workerLabel } from '@/features/attendance/utils/attendance';

/** A day's Edit, and Clear (asking first) when it has a record kept; for attendance:edit only. */
export function AttendanceActions({
  row,
  onEdit,
}: {
  row: AttendanceRow;
  onEdit: (row: AttendanceRow) => void;
}) {
  const { t } = useAttendanceTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useClearAttendance();
  const name = workerLabel(row);
  const day = row.workDate;
  return (
    <RowActions
      name={`${name} ${day}`}
      actions={[
        { key: 'edit', label: t('edit.action'), onClick: () => onEdit(row) },
        {
          key: 'clear',
          label: t('clear.action'),
          danger: true,
          hidden: !hasRecord(row),
          confirm: { title: t('clear.title', { name, day }), content: t('clear.content') },
          onClick: () =>
            mutateAsync(clearedInput(row)).then(
              () => void message.success(t('clear.done', { name, day })),
              () => undefined,
            ),
        },
      ]}
    />
  );
}
