import type { Dept } from '@gbo/contracts';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { ListColumn } from '@/components/list-column';
import { ListTable } from '@/components/list-table';
import type { ListView } from '@/components/use-list-view';
import { DeptActions } from '@/features/depts/components/dept-actions';
import { useDeptsTranslation } from '@/features/depts/hooks/use-depts-translation';
import { shiftText, toPercent } from '@/features/depts/utils/dept-form';
import { type DeptRow, descendantIds, expandableIds } from '@/features/depts/utils/dept-tree';
import { formatDateTime } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';

/** The departments list's columns. */
export function useDeptColumns(): ListColumn<DeptRow>[] {
  const { t } = useDeptsTranslation();
  return [
    { key: 'name', title: t('columns.name'), width: 240, grow: true, render: (dept) => dept.name },
    { key: 'deptSort', title: t('columns.sort'), width: 80, align: 'end', render: (dept) => dept.deptSort },
    {
      key: 'enabled',
      title: t('columns.status'),
      width: 110,
      render: (dept) => (
        <Tag color={dept.enabled ? 'success' : 'error'}>
          {dept.enabled ? t('status.enabled') : t('status.disabled')}
        </Tag>
      ),
    },
    {
      key: 'shift',
      title: t('columns.shift'),
      width: 170,
      render: (dept) => (dept.shift ? shiftText(dept.shift, t('columns.minutes')) : '—'),
    },
    {
      key: 'target',
      title: t('columns.target'),
      width: 90,
      align: 'end',
      render: (dept) => (dept.targetEfficiency === null ? '—' : `${toPercent(dept.targetEfficiency)} %`),
    },
    {
      key: 'createTime',
      title: t('columns.createTime'),
      width: 160,
      render: (dept) => formatDateTime(dept.createTime),
    },
  ];
}

interface DeptTableProps {
  view: ListView<DeptRow>;
  rows: DeptRow[] | undefined;
  list: Dept[] | undefined;
  loading: boolean;
  filtered: boolean;
  onAddChild: (parent: Dept) => void;
  onEdit: (dept: Dept) => void;
}

/** The departments as a tree, every level open unless the user folds it. */
export function DeptTable({ view, rows, list, loading, filtered, onAddChild, onEdit }: DeptTableProps) {
  const { t } = useDeptsTranslation();
  const mayAct = usePermissionGuard(['admin', 'dept:add', 'dept:edit', 'dept:del']);
  const mayAdd = usePermissionGuard(['admin', 'dept:add']);
  // Folded rows are remembered rather than open ones, so new data arrives unfolded.
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const expanded = useMemo(() => expandableIds(rows ?? []).filter((id) => !folded.has(id)), [rows, folded]);

  const toggle = (open: boolean, row: DeptRow) =>
    setFolded((current) => {
      const next = new Set(current);
      if (open) next.delete(row.id);
      else next.add(row.id);
      return next;
    });

  return (
    <ListTable<DeptRow>
      view={view}
      page={rows && { content: rows, totalElements: list?.length ?? 0 }}
      loading={loading}
      tree={{ expandedKeys: expanded, onExpand: toggle }}
      emptyText={t(filtered ? 'empty.filtered' : mayAdd ? 'empty.noneAdd' : 'empty.none')}
      rowActions={
        mayAct
          ? (dept) => (
              <DeptActions
                dept={dept}
                below={descendantIds(list ?? [], dept.id).length}
                onAddChild={onAddChild}
                onEdit={onEdit}
              />
            )
          : undefined
      }
    />
  );
}
