import { MENU_TYPES, type PageComponent } from '@gbo/contracts';
import { count } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { dictDetails, dicts, menus } from '../db/schema';

type ButtonSeed = { title: string; permission: string };
type PageSeed = {
  title: string;
  componentName: string;
  path: string;
  component: PageComponent;
  icon: string;
  permission: string;
  buttons?: ButtonSeed[];
  /** Granted to platform operators only, never to a factory's own roles. */
  platformOnly?: boolean;
};
type DirectorySeed = { title: string; path: string; icon: string; pages: PageSeed[] };

const crud = (subject: string, noun: string): ButtonSeed[] => [
  { title: `Add ${noun}`, permission: `${subject}:add` },
  { title: `Edit ${noun}`, permission: `${subject}:edit` },
  { title: `Delete ${noun}`, permission: `${subject}:del` },
];

/**
 * The menu catalogue every installation starts with: the business areas of the spec's route table and the
 * system screens, each page with its permission string and its buttons (eladmin's type-2 menus).
 */
export const MENU_CATALOGUE: DirectorySeed[] = [
  {
    title: 'Cutting room',
    path: 'bundle',
    icon: 'tools',
    pages: [
      {
        title: 'Bundle numbering',
        componentName: 'BundleCreate',
        path: 'create',
        component: 'bundle/create',
        icon: 'database',
        permission: 'bundle:list',
        buttons: [...crud('bundle', 'cutting bed'), { title: 'Print tickets', permission: 'bundle:print' }],
      },
      {
        title: 'Add bundle data',
        componentName: 'BundleAdd',
        path: 'add',
        component: 'bundle/add',
        icon: 'param',
        permission: 'bundle:add',
      },
      {
        title: 'Styles',
        componentName: 'Style',
        path: 'style',
        component: 'bundle/style',
        icon: 'skill',
        permission: 'style:list',
        buttons: crud('style', 'style'),
      },
      {
        title: 'Customers',
        componentName: 'Customer',
        path: 'customer',
        component: 'bundle/customer',
        icon: 'peoples',
        permission: 'customer:list',
        buttons: crud('customer', 'customer'),
      },
    ],
  },
  {
    title: 'Production',
    path: 'work',
    icon: 'monitor',
    pages: [
      {
        title: 'Bundle production detail',
        componentName: 'WorkList',
        path: 'list',
        component: 'work/list',
        icon: 'timing',
        permission: 'work:list',
      },
      {
        title: 'Scan data detail',
        componentName: 'WorkDetail',
        path: 'detail',
        component: 'work/detail',
        icon: 'sqlMonitor',
        permission: 'scan:list',
        buttons: [
          { title: 'Record a scan', permission: 'scan:add' },
          { title: 'Undo a scan', permission: 'scan:undo' },
          { title: 'Export scans', permission: 'scan:export' },
          { title: 'Scan own tickets (paid by the piece)', permission: 'scan:self' },
        ],
      },
      {
        title: 'Wages',
        componentName: 'WorkWage',
        path: 'wage',
        component: 'work/wage',
        icon: 'alipay',
        permission: 'wage:list',
        buttons: [
          { title: 'Edit wage adjustments', permission: 'wage:edit' },
          { title: 'Settle wages', permission: 'wage:settle' },
          { title: 'Export payroll', permission: 'wage:export' },
        ],
      },
    ],
  },
  {
    title: 'Shipping',
    path: 'bill',
    icon: 'deploy',
    pages: [
      {
        title: 'Shipment orders',
        componentName: 'BillOut',
        path: 'out',
        component: 'bill/out',
        icon: 'backup',
        permission: 'shipment:list',
        buttons: [
          ...crud('shipment', 'shipment order'),
          { title: 'Print', permission: 'shipment:print' },
          { title: 'Confirm shipment order', permission: 'shipment:confirm' },
          { title: 'Void shipment order', permission: 'shipment:void' },
          { title: 'Export shipment orders', permission: 'shipment:export' },
        ],
      },
    ],
  },
  {
    title: 'System',
    path: 'system',
    icon: 'system',
    pages: [
      {
        title: 'Users',
        componentName: 'User',
        path: 'user',
        component: 'system/user',
        icon: 'user',
        permission: 'user:list',
        buttons: crud('user', 'user'),
      },
      {
        title: 'Roles',
        componentName: 'Role',
        path: 'role',
        component: 'system/role',
        icon: 'role',
        permission: 'roles:list',
        buttons: crud('roles', 'role'),
      },
      {
        title: 'Departments',
        componentName: 'Dept',
        path: 'dept',
        component: 'system/dept',
        icon: 'dept',
        permission: 'dept:list',
        buttons: crud('dept', 'department'),
      },
      {
        title: 'Dictionaries',
        componentName: 'Dict',
        path: 'dict',
        component: 'system/dict',
        icon: 'dictionary',
        permission: 'dict:list',
        buttons: crud('dict', 'dictionary'),
      },
      {
        title: 'Menus',
        componentName: 'Menu',
        path: 'menu',
        component: 'system/menu',
        icon: 'menu',
        permission: 'menu:list',
        buttons: crud('menu', 'menu'),
        platformOnly: true,
      },
      {
        title: 'Factories',
        componentName: 'Factory',
        path: 'factory',
        component: 'system/factory',
        icon: 'factory',
        permission: 'factory:list',
        buttons: [
          { title: 'Register factory', permission: 'factory:add' },
          { title: 'Edit factory', permission: 'factory:edit' },
        ],
        platformOnly: true,
      },
    ],
  },
  {
    title: 'Monitor',
    path: 'monitor',
    icon: 'log',
    pages: [
      {
        title: 'Audit log',
        componentName: 'Log',
        path: 'log',
        component: 'monitor/log',
        icon: 'log',
        permission: 'log:list',
      },
      {
        title: 'Online users',
        componentName: 'OnlineUser',
        path: 'online',
        component: 'monitor/online',
        icon: 'monitor',
        permission: 'online:list',
        buttons: [{ title: 'Kick out', permission: 'online:kick' }],
      },
    ],
  },
];

/** Dictionaries the product reads (labels for stored values). */
export const DICT_CATALOGUE: {
  name: string;
  description: string;
  details: [value: string, label: string][];
}[] = [
  {
    name: 'user_status',
    description: 'Whether a member may sign in',
    details: [
      ['true', 'Enabled'],
      ['false', 'Disabled'],
    ],
  },
  {
    name: 'process_stage',
    description: 'The stage of production a process belongs to',
    details: [
      ['cutting', 'Cutting'],
      ['sewing', 'Sewing'],
      ['finishing', 'Finishing'],
      ['packing', 'Packing'],
    ],
  },
  {
    name: 'shipment_status',
    description: 'The state of a shipment order',
    details: [
      ['draft', 'Draft'],
      ['confirmed', 'Confirmed'],
      ['void', 'Void'],
    ],
  },
  {
    name: 'scan_status',
    description: 'The state of a scan record',
    details: [
      ['valid', 'Valid'],
      ['undone', 'Undone'],
    ],
  },
];

/** Installs the menu and dictionary catalogues on a database that has none; later starts leave them as edited. */
export async function ensureCatalogue(db: DbOrTx): Promise<void> {
  const [menuCount] = await db.select({ n: count() }).from(menus);
  if ((menuCount?.n ?? 0) === 0) await insertMenus(db);
  const [dictCount] = await db.select({ n: count() }).from(dicts);
  if ((dictCount?.n ?? 0) === 0) await insertDicts(db);
}

async function insertMenus(db: DbOrTx) {
  for (const [d, directory] of MENU_CATALOGUE.entries()) {
    const [dir] = await db
      .insert(menus)
      .values({
        type: MENU_TYPES.directory,
        title: directory.title,
        path: directory.path,
        icon: directory.icon,
        sort: (d + 1) * 10,
      })
      .returning({ id: menus.id });
    if (!dir) throw new Error('menu insert returned nothing');
    for (const [p, page] of directory.pages.entries()) {
      const [row] = await db
        .insert(menus)
        .values({
          pid: dir.id,
          type: MENU_TYPES.menu,
          title: page.title,
          componentName: page.componentName,
          component: page.component,
          path: page.path,
          icon: page.icon,
          permission: page.permission,
          sort: p + 1,
          cache: true,
        })
        .returning({ id: menus.id });
      if (!row) throw new Error('menu insert returned nothing');
      const buttons = page.buttons ?? [];
      if (buttons.length > 0) {
        await db.insert(menus).values(
          buttons.map((button, b) => ({
            pid: row.id,
            type: MENU_TYPES.button,
            title: button.title,
            permission: button.permission,
            sort: b + 1,
          })),
        );
      }
    }
  }
}

async function insertDicts(db: DbOrTx) {
  for (const dict of DICT_CATALOGUE) {
    const [row] = await db
      .insert(dicts)
      .values({ name: dict.name, description: dict.description })
      .returning({ id: dicts.id });
    if (!row) throw new Error('dict insert returned nothing');
    await db
      .insert(dictDetails)
      .values(dict.details.map(([value, label], i) => ({ dictId: row.id, value, label, sort: i + 1 })));
  }
}

/** Permission strings that only platform operators hold. */
export const PLATFORM_PERMISSIONS: ReadonlySet<string> = new Set(
  MENU_CATALOGUE.flatMap((directory) => directory.pages)
    .filter((page) => page.platformOnly)
    .flatMap((page) => [page.permission, ...(page.buttons ?? []).map((button) => button.permission)]),
);
