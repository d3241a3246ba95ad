import { PlusOutlined } from '@ant-design/icons';
import type { Customer } from '@gbo/contracts';
import { Button, Card } from 'antd';
import { type ReactNode, useState } from 'react';
import type { ListColumn } from '@/components/list-column';
import { KeywordFilter } from '@/components/keyword-filter';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import type { Paging } from '@/components/paged-table';
import { useListView } from '@/components/use-list-view';
import { useCustomers } from '@/features/customers/api/customers';
import { CustomerActions } from '@/features/customers/components/customer-actions';
import {
  CustomerFormDialog,
  type CustomerFormTarget,
} from '@/features/customers/components/customer-form-dialog';
import { useCustomersTranslation } from '@/features/customers/hooks/use-customers-translation';
import { formatDateTime } from '@/lib/format';
import { usePermissionGuard } from '@/lib/permission';
import { Permission } from '@/lib/permission-guard';

const FIRST_PAGE: Paging = { page: 0, size: 10 };

function useCustomerColumns(): ListColumn<Customer>[] {
  const { t } = useCustomersTranslation();
  return [
    { key: 'name', title: t('columns.name'), width: 180, fixed: 'start', render: (row) => row.name },
    { key: 'contact', title: t('columns.contact'), width: 110, render: (row) => row.contact },
    { key: 'phone', title: t('columns.phone'), width: 140, render: (row) => row.phone },
    { key: 'address', title: t('columns.address'), width: 200, grow: true, render: (row) => row.address },
    { key: 'note', title: t('columns.note'), width: 160, render: (row) => row.note },
    {
      key: 'createTime',
      title: t('columns.createTime'),
      width: 150,
      render: (row) => formatDateTime(row.createTime),
    },
  ];
}

interface CustomersPageProps {
  /** List-wide tools the app adds beside Refresh (an import, which refreshes the list by what it invalidates). */
  extraActions?: ReactNode;
}

/** The factory's customers (the styles name them): search, add, edit, delete while unused. */
export function CustomersPage({ extraActions }: CustomersPageProps = {}) {
  const { t } = useCustomersTranslation();
  const [blurry, setBlurry] = useState('');
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [target, setTarget] = useState<CustomerFormTarget>();
  const view = useListView('customers', useCustomerColumns());
  const { data, isFetching, refetch } = useCustomers({ ...paging, ...(blurry && { blurry }) });
  const mayAct = usePermissionGuard(['admin', 'customer:edit', 'customer:del']);
  const mayAdd = usePermissionGuard(['admin', 'customer:add']);

  return (
    <ListPage>
      <KeywordFilter
        name="customer-search"
        label={t('search.keyword')}
        onSearch={(text) => {
          setBlurry(text);
          setPaging((current) => ({ ...current, page: 0 }));
        }}
      />
      <Card size="small">
        <ListToolbar
          view={view}
          onRefresh={() => void refetch()}
          refreshing={isFetching}
          extra={extraActions}
        >
          <Permission roles={['admin', 'customer:add']}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
              {t('actions.add')}
            </Button>
          </Permission>
        </ListToolbar>
        <ListTable<Customer>
          view={view}
          page={data}
          loading={isFetching}
          paging={paging}
          onPagingChange={setPaging}
          totalText={(count) => t('table.total', { count })}
          emptyText={t(blurry ? 'empty.filtered' : mayAdd ? 'empty.noneAdd' : 'empty.none')}
          rowActions={
            mayAct
              ? (customer) => (
                  <CustomerActions
                    customer={customer}
                    onEdit={(row) => setTarget({ mode: 'edit', customer: row })}
                  />
                )
              : undefined
          }
        />
      </Card>
      <CustomerFormDialog target={target} onClose={() => setTarget(undefined)} />
    </ListPage>
  );
}
