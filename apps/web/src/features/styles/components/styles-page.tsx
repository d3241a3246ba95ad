import { PlusOutlined } from '@ant-design/icons';
import type { StyleSummary } from '@gbo/contracts';
import { Button, Card } from 'antd';
import { type ReactNode, useState } from 'react';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import type { Paging } from '@/components/paged-table';
import { useListView } from '@/components/use-list-view';
import { useStyles } from '@/features/styles/api/styles';
import { StyleActions } from '@/features/styles/components/style-actions';
import { useStyleColumns } from '@/features/styles/components/style-columns';
import { StyleDrawer, type StyleDrawerTarget } from '@/features/styles/components/style-drawer';
import { type StyleFilter, StylesSearch } from '@/features/styles/components/styles-search';
import { useStylesTranslation } from '@/features/styles/hooks/use-styles-translation';
import { usePermissionGuard } from '@/lib/permission';
import { Permission } from '@/lib/permission-guard';

const FIRST_PAGE: Paging = { page: 0, size: 10 };

interface StylesPageProps {
  /** List-wide tools the app adds beside Refresh (an import, which refreshes the list by what it invalidates). */
  extraActions?: ReactNode;
}

/** The factory's styles: their colours, sizes, order and processes with piece rates; add, edit, delete. */
export function StylesPage({ extraActions }: StylesPageProps = {}) {
  const { t } = useStylesTranslation();
  const [filter, setFilter] = useState<StyleFilter>({});
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [target, setTarget] = useState<StyleDrawerTarget>();
  const view = useListView('styles', useStyleColumns());
  const { data, isFetching, refetch } = useStyles({ ...paging, ...filter });
  const mayAct = usePermissionGuard(['admin', 'style:edit', 'style:del']);
  const mayAdd = usePermissionGuard(['admin', 'style:add']);
  const edit = (style: StyleSummary) => setTarget({ mode: 'edit', id: style.id, styleNo: style.styleNo });

  return (
    <ListPage>
      <StylesSearch
        onSearch={(next) => {
          setFilter(next);
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
          <Permission roles={['admin', 'style:add']}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
              {t('actions.add')}
            </Button>
          </Permission>
        </ListToolbar>
        <ListTable<StyleSummary>
          view={view}
          page={data}
          loading={isFetching}
          paging={paging}
          onPagingChange={setPaging}
          totalText={(count) => t('table.total', { count })}
          emptyText={t(
            Object.keys(filter).length > 0 ? 'empty.filtered' : mayAdd ? 'empty.noneAdd' : 'empty.none',
          )}
          rowActions={mayAct ? (style) => <StyleActions style={style} onEdit={edit} /> : undefined}
        />
      </Card>
      <StyleDrawer target={target} onClose={() => setTarget(undefined)} />
    </ListPage>
  );
}
