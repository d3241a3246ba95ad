import type { AttendanceRow } from '@gbo/contracts';
import { Card, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { useListView } from '@/components/use-list-view';
import { useAttendance } from '@/features/attendance/api/attendance';
import { AttendanceActions } from '@/features/attendance/components/attendance-actions';
import { useAttendanceColumns } from '@/features/attendance/components/attendance-columns';
import { AttendanceDialog } from '@/features/attendance/components/attendance-dialog';
import {
  AttendanceFilterBar,
  type AttendanceFilters,
} from '@/features/attendance/components/attendance-filter-bar';
import { useAttendanceTranslation } from '@/features/attendance/hooks/use-attendance-translation';
import { attendanceKey, withoutBlanks } from '@/features/attendance/utils/attendance';
import { formatDate } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';

type KeyedRow = AttendanceRow & { key: string };

/**
 * Attendance (`/work/attendance`, 考勤): every worker's days in the period (today when the page opens), the
 * minutes each counts for efficiency and where they come from; attendance:edit corrects or clears a day.
 */
export function AttendancePage() {
  const { t } = useAttendanceTranslation();
  const [initial] = useState<AttendanceFilters>(() => {
    const today = formatDate(new Date().toISOString());
    return { from: today, to: today };
  });
  const [filters, setFilters] = useState(initial);
  const [paging, setPaging] = useState({ page: 0, size: 20 });
  const [editing, setEditing] = useState<AttendanceRow>();
  const mayEdit = usePermissionGuard(['admin', 'attendance:edit']);
  const view = useListView<KeyedRow>('attendance', useAttendanceColumns());
  const { data, isFetching, refetch } = useAttendance({
    ...withoutBlanks(filters),
    from: filters.from,
    to: filters.to,
    ...paging,
  });
  const page = useMemo(
    () =>
      data && {
        ...data,
        content: data.content.map((row): KeyedRow => ({ ...row, key: attendanceKey(row) })),
      },
    [data],
  );
  const narrowed = filters.deptId !== undefined || filters.workerId !== undefined;

  return (
    <ListPage>
      <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      <AttendanceFilterBar
        initial={initial}
        onSearch={(next) => {
          setFilters(next);
          setPaging({ ...paging, page: 0 });
        }}
      />
      <Card size="small">
        <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching} />
        <ListTable<KeyedRow>
          view={view}
          rowKey="key"
          page={page}
          loading={isFetching}
          paging={paging}
          onPagingChange={setPaging}
          totalText={(count) => t('total', { count })}
          emptyText={narrowed ? t('empty.noMatch') : t('empty.none')}
          rowActions={mayEdit ? (row) => <AttendanceActions row={row} onEdit={setEditing} /> : undefined}
        />
      </Card>
      <AttendanceDialog row={editing} onClose={() => setEditing(undefined)} />
    </ListPage>
  );
}
