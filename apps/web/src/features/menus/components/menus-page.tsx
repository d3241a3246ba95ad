import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { MenuDto } from '@gbo/contracts';
import { App, Button, Card, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/components/list-toolbar';
import { menuIcon } from '@/components/menu-icon';
import { PagedTable } from '@/components/paged-table';
import { getMenuBranchIds, type MenuListQuery, useDeleteMenus, useMenus } from '@/features/menus/api/menus';
import { MenuFormDialog } from '@/features/menus/components/menu-form-dialog';
import { formatDateTime } from '@/lib/format';
import { Permission } from '@/lib/permission-guard';

const FIRST_PAGE: MenuListQuery = { page: 0, size: 10 };

type Editing = { menu?: MenuDto } | undefined;

/** eladmin's menu screen: the menu tree (or a title search), with its add, edit and delete actions. */
export function MenusPage() {
  const { t } = useTranslation('menus');
  const { modal, message } = App.useApp();
  const [query, setQuery] = useState<MenuListQuery>(FIRST_PAGE);
  const { data, isFetching, refetch } = useMenus(query);
  const [selected, setSelected] = useState<MenuDto[]>([]);
  const [editing, setEditing] = useState<Editing>();
  const remove = useDeleteMenus();
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));

  const confirmDelete = async (menus: MenuDto[]) => {
    const [only] = menus;
    let content = t('confirm.selected', { count: menus.length });
    if (menus.length === 1 && only) {
      const below = (await getMenuBranchIds(only.id)).length - 1;
      content =
        below > 0
          ? t('confirm.withChildren', { title: only.title, count: below })
          : t('confirm.one', { title: only.title });
    }
    modal.confirm({
      title: t('confirm.title'),
      content,
      okText: t('confirm.ok'),
      okButtonProps: { danger: true },
      cancelText: t('confirm.cancel'),
      onOk: () =>
        remove.mutateAsync(menus.map((menu) => menu.id)).then(() => {
          setSelected([]);
          void message.success(t('message.deleted', { count: menus.length }));
        }),
    });
  };

  const columns: TableColumnsType<MenuDto> = [
    {
      title: t('column.title'),
      dataIndex: 'title',
      render: (title: string, menu) => (
        <Space size="small">
          {menu.icon && menuIcon(menu.icon)}
          {title}
        </Space>
      ),
    },
    {
      title: t('type.label'),
      dataIndex: 'type',
      render: (type: 0 | 1 | 2) => <Tag>{t(`type.${type}`)}</Tag>,
    },
    { title: t('column.sort'), dataIndex: 'menuSort', align: 'right' },
    { title: t('column.permission'), dataIndex: 'permission' },
    { title: t('column.component'), dataIndex: 'component' },
    { title: t('column.iFrame'), dataIndex: 'iFrame', render: yesNo },
    { title: t('column.cache'), dataIndex: 'cache', render: yesNo },
    { title: t('column.hidden'), dataIndex: 'hidden', render: yesNo },
    { title: t('column.createTime'), dataIndex: 'createTime', render: formatDateTime },
    {
      title: t('column.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, menu) => (
        <Space size="small">
          <Permission roles={['admin', 'menu:edit']}>
            <Button
              size="small"
              icon={<EditOutlined aria-hidden />}
              aria-label={t('action.editLabel', { title: menu.title })}
              onClick={() => setEditing({ menu })}
            />
          </Permission>
          <Permission roles={['admin', 'menu:del']}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('action.deleteLabel', { title: menu.title })}
              onClick={() => void confirmDelete([menu])}
            />
          </Permission>
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <ListToolbar
        searchLabel={t('search.label')}
        searchPlaceholder={t('search.placeholder')}
        onSearch={(blurry) => setQuery({ ...FIRST_PAGE, size: query.size, blurry })}
        onRefresh={() => void refetch()}
      >
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
      <PagedTable<MenuDto>
        columns={columns}
        page={data}
        loading={isFetching}
        paging={query}
        onPagingChange={(paging) => setQuery({ ...query, ...paging })}
        emptyText={query.blurry ? t('empty.noMatch', { text: query.blurry }) : t('empty.none')}
        rowSelection={{
          selectedRowKeys: selected.map((menu) => menu.id),
          onChange: (_, rows) => setSelected(rows),
        }}
      />
      <MenuFormDialog
        open={editing !== undefined}
        menu={editing?.menu}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
