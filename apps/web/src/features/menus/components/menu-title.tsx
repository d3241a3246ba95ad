import type { MenuDto } from '@gbo/contracts';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '@/components/menu-icon';
import { menuTitleIn } from '@/lib/menu-title';

/** An icon's room, kept by menus without one too: titles at one depth line up under their parent. */
const ICON_SLOT = { display: 'inline-block', width: 14, marginInlineEnd: 8 } as const;

/** A menu's icon and its title in the UI's language; inline, so a narrow cell cuts the title. */
export function MenuTitle({ menu }: { menu: Pick<MenuDto, 'icon' | 'title' | 'titleZh'> }) {
  const { i18n } = useTranslation();
  return (
    <>
      <span style={ICON_SLOT}>{menu.icon && menuIcon(menu.icon)}</span>
      {menuTitleIn(i18n.language, menu)}
    </>
  );
}
