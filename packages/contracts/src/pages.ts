// No zod here: the web app's router reads this list, and the login page must not carry zod (menus.ts has the
// schemas).

/** The page ids the server's menus may name, each a page module of the web app. */
export const PAGE_COMPONENTS = [
  'bundle/create',
  'bundle/add',
  'bundle/style',
  'bundle/customer',
  'work/list',
  'work/detail',
  'work/wage',
  'work/quality',
  'work/attendance',
  'work/efficiency',
  'work/board',
  'work/dispute',
  'bill/out',
  'system/user',
  'system/role',
  'system/menu',
  'system/dept',
  'system/dict',
  'system/factory',
  'system/printer',
  'monitor/log',
  'monitor/online',
  'monitor/backup',
  'monitor/server',
] as const;
export type PageComponent = (typeof PAGE_COMPONENTS)[number];
