import type { MenuDto } from '@gbo/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@/components/list-column';
import { MenuTitle } from '@/features/menus/components/menu-title';
import { formatDateTime } from '@/lib/format';

/** The menu tree's columns. */
export function useMenuColumns(): ListColumn<MenuDto>[] {
  const { t } = useTranslation('menus');
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return [
    {
      key: 'title',
      title: t('column.title'),
      width: 220,
      grow: true,
      fixed: 'start',
      render: (menu) => <MenuTitle menu={menu} />,
    },
    {
      key: 'type',
      title: t('type.label'),
      width: 80,
      render: (menu) => <Tag>{t(`type.${menu.type as 0 | 1 | 2}`)}</Tag>,
    },
    { key: 'menuSort', title: t('column.sort'), width: 70, align: 'end', render: (menu) => menu.menuSort },
    { key: 'permission', title: t('column.permission'), width: 110, render: (menu) => menu.permission },
    { key: 'component', title: t('column.component'), width: 110, render: (menu) => menu.component },
    { key: 'iFrame', title: t('column.iFrame'), width: 95, render: (menu) => yesNo(menu.iFrame) },
    { key: 'cache', title: t('column.cache'), width: 75, render: (menu) => yesNo(menu.cache) },
    { key: 'hidden', title: t('column.hidden'), width: 75, render: (menu) => yesNo(menu.hidden) },
    {
      key: 'createTime',
      title: t('column.createTime'),
      width: 130,
      render: (menu) => formatDateTime(menu.createTime),
    },
  ];
}
