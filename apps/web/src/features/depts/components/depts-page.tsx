import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { ListPage } from '@/components/list-page';
import { ListToolbar } from '@/components/list-toolbar';
import { useListView } from '@/components/use-list-view';
import type { DeptFilter } from '@/features/depts/api/depts-keys';
import { useDeptRows } from '@/features/depts/api/get-depts';
import { DeptFormDialog } from '@/features/depts/components/dept-form-dialog';
import { DeptSearch } from '@/features/depts/components/dept-search';
import { DeptTable, useDeptColumns } from '@/features/depts/components/dept-table';
import { useDeptsTranslation } from '@/features/depts/hooks/use-depts-translation';
import type { DeptFormTarget } from '@/features/depts/utils/dept-form';
import { Permission } from '@/lib/permission-guard';

/** The factory's departments (eladmin's system/dept) as a tree: search, add, add below, edit, delete. */
export function DeptsPage() {
  const { t } = useDeptsTranslation();
  const [filter, setFilter] = useState<DeptFilter>({});
  const [target, setTarget] = useState<DeptFormTarget>();
  const view = useListView('depts', useDeptColumns());
  const { data, isFetching, refetch } = useDeptRows(filter);

  return (
    <ListPage>
      <DeptSearch onSearch={setFilter} />
      <Card size="small">
        <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching}>
          <Permission roles={['admin', 'dept:add']}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
              {t('actions.add')}
            </Button>
          </Permission>
          <Typography.Text type="secondary">
            {data ? t('table.total', { count: data.list.length }) : ''}
          </Typography.Text>
        </ListToolbar>
        <DeptTable
          view={view}
          rows={data?.rows}
          list={data?.list}
          loading={isFetching}
          filtered={Object.keys(filter).length > 0}
          onAddChild={(parent) => setTarget({ mode: 'add', parent })}
          onEdit={(dept) => setTarget({ mode: 'edit', dept })}
        />
      </Card>
      <DeptFormDialog target={target} onClose={() => setTarget(undefined)} />
    </ListPage>
  );
}
