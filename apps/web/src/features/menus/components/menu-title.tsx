import type { MenuDto } from '@gbo/contracts';
import { menuIcon } from '@/components/menu-icon';

/** An icon's room, kept by menus without one too: titles at one depth line up under their parent. */
const ICON_SLOT = { display: 'inline-block', width: 14, marginInlineEnd: 8 } as const;

/** A menu's icon and title; inline, so a narrow cell cuts the title. */
export function MenuTitle({ menu }: { menu: Pick<MenuDto, 'icon' | 'title'> }) {
  return (
    <>
      <span style={ICON_SLOT}>{menu.icon && menuIcon(menu.icon)}</span>
      {menu.title}
    </>
  );
}
