import type { MenuVo } from '@gbo/contracts';
import { api } from '@/lib/http';

/** The signed-in member's menu tree, built from the menus their roles grant (buttons excluded). */
export const getMenus = () => api.get<MenuVo[]>('/api/menus/build');
