import { isWebLink, MENU_TYPES, type MenuCreate, type MenuDto, type MenuType } from '@gbo/contracts';
import { menuTitleIn } from '@/lib/menu-title';

/** The menu form's fields, as the form holds them. `visible` is the inverse of the menu's `hidden`. */
export interface MenuFormValues {
  type: MenuType;
  /** The title in English, which every menu has. */
  title: string;
  /** The title in Chinese; blank shows the English one in Chinese. */
  titleZh?: string | null;
  icon?: string | null;
  iFrame: boolean;
  cache: boolean;
  visible: boolean;
  permission?: string | null;
  path?: string | null;
  menuSort: number;
  componentName?: string | null;
  component?: string | null;
  /** 0 is the top level (eladmin's form default). */
  pid: number;
}

export type MenuField = Exclude<keyof MenuFormValues, 'type' | 'title' | 'titleZh' | 'menuSort' | 'pid'>;

/**
 * The optional fields the form shows for a type, as eladmin's menu form does: buttons are only a title, a
 * permission and a place; directories have no permission of their own; only a page menu that is not an
 * external link names a component, and only a page menu is kept alive.
 */
export function visibleMenuFields(type: MenuType, iFrame: boolean): ReadonlySet<MenuField> {
  const fields = new Set<MenuField>();
  if (type !== MENU_TYPES.button) fields.add('icon').add('iFrame').add('visible').add('path');
  if (type !== MENU_TYPES.directory) fields.add('permission');
  if (type === MENU_TYPES.menu) {
    fields.add('cache');
    if (!iFrame) fields.add('componentName').add('component');
  }
  return fields;
}

/** The field rules that need no server, each the key of its message; undefined when the field is fine. */
export function menuFieldProblem(
  field: 'path' | 'component',
  values: Pick<MenuFormValues, 'type' | 'iFrame' | 'path' | 'component'>,
): 'required' | 'webLink' | undefined {
  const shown = visibleMenuFields(values.type, values.iFrame);
  if (!shown.has(field)) return undefined;
  const text = values[field]?.trim() ?? '';
  if (!text) return 'required';
  if (field === 'path' && values.iFrame && !isWebLink(text)) return 'webLink';
  return undefined;
}

const blankToNull = (text: string | null | undefined) => text?.trim() || null;

/** The request body: what the type does not show is cleared, so a button keeps no stale path or component. */
export function toMenuRequest(values: MenuFormValues): MenuCreate {
  const shown = visibleMenuFields(values.type, values.iFrame);
  const text = (field: 'icon' | 'permission' | 'path' | 'componentName' | 'component') =>
    shown.has(field) ? blankToNull(values[field]) : null;
  return {
    type: values.type,
    title: values.title.trim(),
    titleZh: blankToNull(values.titleZh),
    pid: values.pid || null,
    icon: text('icon'),
    permission: text('permission'),
    path: text('path'),
    componentName: text('componentName'),
    component: text('component'),
    menuSort: values.menuSort,
    iFrame: shown.has('iFrame') && values.iFrame,
    cache: shown.has('cache') && values.cache,
    hidden: shown.has('visible') && !values.visible,
  };
}

/** The form's starting values: a new menu (under `pid`, as eladmin's defaults), or an existing one. */
export function toMenuFormValues(menu?: MenuDto, pid = 0): MenuFormValues {
  if (!menu) {
    return {
      type: MENU_TYPES.directory,
      title: '',
      iFrame: false,
      cache: false,
      visible: true,
      menuSort: 999,
      pid,
    };
  }
  return {
    type: menu.type === 1 || menu.type === 2 ? menu.type : MENU_TYPES.directory,
    title: menu.title,
    titleZh: menu.titleZh,
    icon: menu.icon,
    iFrame: menu.iFrame,
    cache: menu.cache,
    visible: !menu.hidden,
    permission: menu.permission,
    path: menu.path,
    menuSort: menu.menuSort,
    componentName: menu.componentName,
    component: menu.component,
    pid: menu.pid ?? 0,
  };
}

/** Tree-select nodes in antd's simple mode: one flat list linked by `pId`. */
export interface ParentNode {
  id: number;
  pId: number;
  value: number;
  title: string;
  isLeaf: boolean;
  disabled: boolean;
}

/** Flattens menus (nested or one level) into parent-picker nodes, titled in `language`; a button cannot be a parent. */
export function toParentNodes(menus: readonly MenuDto[], language: string): ParentNode[] {
  return menus.flatMap((menu) => [
    {
      id: menu.id,
      pId: menu.pid ?? 0,
      value: menu.id,
      title: menuTitleIn(language, menu),
      isLeaf: menu.subCount === 0 || menu.type === MENU_TYPES.button,
      disabled: menu.type === MENU_TYPES.button,
    },
    ...toParentNodes(menu.children ?? [], language),
  ]);
}
