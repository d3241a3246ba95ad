import type { MenuVo } from '@gbo/contracts';
import { create } from 'zustand';
import type { AppRoute } from '@/layout/routes/app-route';
import { menuRoutes } from '@/layout/routes/menu-routes';
import { shellRoutes } from '@/layout/routes/shell-routes';

/** The signed-in user's routes (upstream's permission store), filled from `api/menus/build` after sign-in. */
interface MenuState {
  /** The server's menus, flattened: the routes the router adds. */
  menuRoutes: AppRoute[];
  /** The shell's pages and the flattened menus: what the header search and the affixed tabs read. */
  routes: AppRoute[];
  /** The shell's pages and the menus with their nesting: what the sidebar shows. */
  sidebarRoutes: AppRoute[];
  setMenus: (menus: readonly MenuVo[]) => void;
}

export const useMenuStore = create<MenuState>()((set) => ({
  menuRoutes: [],
  routes: shellRoutes,
  sidebarRoutes: shellRoutes,
  setMenus: (menus) => {
    const flattened = menuRoutes(menus, { flatten: true });
    set({
      menuRoutes: flattened,
      routes: [...shellRoutes, ...flattened],
      sidebarRoutes: [...shellRoutes, ...menuRoutes(menus, { flatten: false })],
    });
  },
}));
