import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { MenuDto } from '@gbo/contracts';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordFilter } from '@/components/keyword-filter';
import { ListPage } from '@/components/list-page';
import { ListTable } from '@/components/list-table';
import { ListToolbar } from '@/components/list-toolbar';
import { RowActions } from '@/components/row-actions';
import { useConfirm } from '@/components/use-confirm';
import { useListView } from '@/components/use-list-view';
import { type MenuListQuery, useDeleteMenus, useMenus } from '@/features/menus/api/menus';
import { DeleteMenusSummary } from '@/features/menus/components/delete-menus-summary';
import { useMenuColumns } from '@/features/menus/components/menu-columns';
import { MenuFormDialog } from '@/features/menus/components/menu-form-dialog';
import { menuTitleIn } from '@/lib/menu-title';
import { usePermissionGuard } from '@/lib/permission';
import { Permission } from '@/lib/permission-guard';

const FIRST_PAGE: MenuListQuery = { page: 0, size: 10 };

type Editing = { menu?: MenuDto } | undefined;

/** eladmin's menu screen: the menu tree (or a title search), with its add, edit and delete actions. */
export function MenusPage() {
  const { t, i18n } = useTranslation('menus');
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [query, setQuery] = useState<MenuListQuery>(FIRST_PAGE);
  const { data, isFetching, refetch } = useMenus(query);
  const [selected, setSelected] = useState<MenuDto[]>([]);
  const [editing, setEditing] = useState<Editing>();
  const remove = useDeleteMenus();
  const view = useListView('menus', useMenuColumns());
  const mayEdit = usePermissionGuard(['admin', 'menu:edit']);
  const mayDelete = usePermissionGuard(['admin', 'menu:del']);

  const deleteMenus = (menus: readonly MenuDto[]) =>
    remove.mutateAsync(menus.map((menu) => menu.id)).then(() => {
      setSelected((current) => current.filter((menu) => !menus.includes(menu)));
      void message.success(t('message.deleted', { count: menus.length }));
    });
  const confirmDelete = (menus: readonly MenuDto[]) =>
    confirm({
      title: t('confirm.title'),
      content: <DeleteMenusSummary menus={menus} />,
      okText: t('confirm.ok'),
      danger: true,
      cancelText: t('confirm.cancel'),
      onOk: () => deleteMenus(menus),
    });

  const rowActions = (menu: MenuDto) => (
    <RowActions
      name={menuTitleIn(i18n.language, menu)}
      actions={[
        { key: 'edit', label: t('action.edit'), hidden: !mayEdit, onClick: () => setEditing({ menu }) },
        {
          key: 'delete',
          label: t('action.delete'),
          hidden: !mayDelete,
          danger: true,
          confirm: { title: t('confirm.title'), content: <DeleteMenusSummary menus={[menu]} /> },
          onClick: () => deleteMenus([menu]),
        },
      ]}
    />
  );

  return (
    <ListPage>
      <KeywordFilter
        name="menu-search"
        label={t('search.label')}
        onSearch={(blurry) => setQuery({ ...FIRST_PAGE, size: query.size, blurry })}
      />
      <Card size="small">
        <ListToolbar view={view} onRefresh={() => void refetch()} refreshing={isFetching}>
          <Permission roles={['admin', 'menu:add']}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
              {t('toolbar.add')}
            </Button>
          </Permission>
          <Permission roles={['admin', 'menu:del']}>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              disabled={selected.length === 0}
              onClick={() => void confirmDelete(selected)}
            >
              {t('toolbar.delete')}
            </Button>
          </Permission>
        </ListToolbar>
        <ListTable<MenuDto>
          view={view}
          page={data}
          loading={isFetching}
          paging={query}
          onPagingChange={(paging) => setQuery({ ...query, ...paging })}
          emptyText={query.blurry ? t('empty.noMatch', { text: query.blurry }) : t('empty.none')}
          selection={{
            selectedKeys: selected.map((menu) => menu.id),
            onChange: setSelected,
            label: (menu) => t('select', { title: menu.title }),
          }}
          rowActions={mayEdit || mayDelete ? rowActions : undefined}
        />
      </Card>
      <MenuFormDialog
        open={editing !== undefined}
        menu={editing?.menu}
        onClose={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
