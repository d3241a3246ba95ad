import { MENU_TYPES } from '@gbo/contracts';
import { count } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { dictDetails, dicts, menus } from '../db/schema';
import { MENU_CATALOGUE } from '../lib/permissions';

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
        titleZh: directory.titleZh,
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
          titleZh: page.titleZh,
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
            titleZh: button.titleZh,
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
