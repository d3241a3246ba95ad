import { ADMIN_AUTHORITY } from '@gbo/contracts';
import type { DbOrTx } from '../../db/client';
import { roleMenus, roles } from '../../db/schema';
import { PLATFORM_PERMISSIONS } from '../../lib/permissions';

export type DefaultRoleCode = 'admin' | 'cutting_clerk' | 'line_supervisor' | 'worker';

type DefaultRole = {
  code: DefaultRoleCode;
  name: string;
  description: string;
  dataScope: 'all' | 'dept';
  /**
   * Permission strings of the granted pages and buttons; 'everything' is every menu but the platform's and
   * scan:self (who is paid by the piece: an administrator is not, unless granted it on purpose).
   */
  grants: 'everything' | string[];
};

/** Grants 'everything' leaves out: scan:self makes its holder paid by the piece. */
const NOT_FOR_EVERYONE = new Set(['scan:self']);

/** The roles a new factory starts with; its administrator may edit them or add others. */
export const DEFAULT_ROLES: DefaultRole[] = [
  {
    code: ADMIN_AUTHORITY,
    name: 'Administrator',
    description: 'Manages the factory: people, roles, settings and every business screen',
    dataScope: 'all',
    grants: 'everything',
  },
  {
    code: 'cutting_clerk',
    name: 'Cutting clerk',
    description: 'Cutting beds, bundles and bundle tickets',
    dataScope: 'all',
    grants: [
      'bundle:list',
      'bundle:add',
      'bundle:edit',
      'bundle:del',
      'bundle:print',
      'style:list',
      'style:add',
      'style:edit',
      'style:del',
      'customer:list',
      'customer:add',
      'customer:edit',
      'customer:del',
      'work:list',
    ],
  },
  {
    code: 'line_supervisor',
    name: 'Line supervisor',
    description:
      "Follows a sewing line's production, scans, attendance and efficiency; records scans for workers",
    dataScope: 'dept',
    grants: [
      'work:list',
      'scan:list',
      'scan:add',
      'scan:undo',
      'scan:export',
      'attendance:list',
      'attendance:edit',
      'efficiency:list',
      'dispute:list',
      'dispute:answer',
    ],
  },
  {
    code: 'worker',
    name: 'Worker',
    description: 'Scans bundle tickets for the processes they finish',
    dataScope: 'dept',
    // A button of the scan data page: it opens no page, and makes its holder one who is paid by the piece.
    grants: ['scan:self'],
  },
];

/** A menu as a grant sees it. */
export type GrantableMenu = { id: number; permission: string | null };

/**
 * Creates the default roles of a factory with their grants from the menu catalogue (the menus module's);
 * returns each role's id by code.
 */
export async function createDefaultRoles(
  db: DbOrTx,
  factoryId: number,
  catalogue: GrantableMenu[],
): Promise<Map<DefaultRoleCode, number>> {
  const ids = new Map<DefaultRoleCode, number>();
  for (const role of DEFAULT_ROLES) {
    const [row] = await db
      .insert(roles)
      .values({
        factoryId,
        code: role.code,
        name: role.name,
        description: role.description,
        dataScope: role.dataScope,
      })
      .returning({ id: roles.id });
    if (!row) throw new Error('role insert returned nothing');
    ids.set(role.code, row.id);
    const granted =
      role.grants === 'everything'
        ? catalogue.filter(
            (menu) =>
              !menu.permission ||
              (!PLATFORM_PERMISSIONS.has(menu.permission) && !NOT_FOR_EVERYONE.has(menu.permission)),
          )
        : catalogue.filter((menu) => menu.permission !== null && role.grants.includes(menu.permission));
    if (granted.length > 0) {
      await db
        .insert(roleMenus)
        .values(granted.map((menu) => ({ factoryId, roleId: row.id, menuId: menu.id })));
    }
  }
  return ids;
}
