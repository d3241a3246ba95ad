import type { MenuDto } from '@gbo/contracts';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenusBelow } from '@/features/menus/api/menus';
import { menuTitleIn } from '@/lib/menu-title';

/** What deleting the menus takes with it: for one, the menus and buttons below it, counted by the server. */
export function DeleteMenusSummary({ menus }: { menus: readonly MenuDto[] }) {
  const { t } = useTranslation('menus');
  const [only] = menus;
  if (menus.length !== 1 || !only) return t('confirm.selected', { count: menus.length });
  return <OneMenuSummary menu={only} />;
}

function OneMenuSummary({ menu }: { menu: MenuDto }) {
  const { t, i18n } = useTranslation('menus');
  const { data: below } = useMenusBelow(menu.id);
  if (below === undefined) return <Spin size="small" />;
  const title = menuTitleIn(i18n.language, menu);
  return below > 0 ? t('confirm.withChildren', { title, count: below }) : t('confirm.one', { title });
}
