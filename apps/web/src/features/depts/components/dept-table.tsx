import type { Dept } from '@gbo/contracts';
import { Empty, Table, type TableProps, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { DeptActions } from '@/features/depts/components/dept-actions';
import { useDeptsTranslation } from '@/features/depts/hooks/use-depts-translation';
import { type DeptRow, descendantIds, expandableIds } from '@/features/depts/utils/dept-tree';
import { formatDateTime } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';

interface DeptTableProps {
  rows: DeptRow[] | undefined;
  list: Dept[] | undefined;
  loading: boolean;
  filtered: boolean;
  onAddChild: (parent: Dept) => void;
  onEdit: (dept: Dept) => void;
}

/** The departments as a tree table, every level open unless the user folds it. */
export function DeptTable({ rows, list, loading, filtered, onAddChild, onEdit }: DeptTableProps) {
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

  const columns: NonNullable<TableProps<DeptRow>['columns']> = [
    { key: 'name', dataIndex: 'name', title: t('columns.name') },
    { key: 'deptSort', dataIndex: 'deptSort', title: t('columns.sort'), align: 'end' },
    {
      key: 'enabled',
      title: t('columns.status'),
      render: (_, dept) => (
        <Tag color={dept.enabled ? 'success' : 'error'}>
          {dept.enabled ? t('status.enabled') : t('status.disabled')}
        </Tag>
      ),
    },
    {
      key: 'createTime',
      title: t('columns.createTime'),
      render: (_, dept) => formatDateTime(dept.createTime),
    },
  ];
  if (mayAct) {
    columns.push({
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'end',
      render: (_, dept) => (
        <DeptActions
          dept={dept}
          below={descendantIds(list ?? [], dept.id).length}
          onAddChild={onAddChild}
          onEdit={onEdit}
        />
      ),
    });
  }

  return (
    <Table<DeptRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{ expandedRowKeys: expanded, onExpand: toggle }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(filtered ? 'empty.filtered' : mayAdd ? 'empty.noneAdd' : 'empty.none')}
          />
        ),
      }}
    />
  );
}
