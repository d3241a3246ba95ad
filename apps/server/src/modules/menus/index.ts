/** The menus module's public face. */
export { menuRoutes } from './routes';
export { createMenuService, MENU_MESSAGES, type MenuService } from './service';
