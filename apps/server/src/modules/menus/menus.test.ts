import type { MenuDto, MenuVo } from '@gbo/contracts';
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { menus, roleMenus, roles } from '../../db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function build(mobile: string, factoryId = 1) {
  const token = await t.login(mobile, factoryId);
  const response = await t.app.inject({ url: '/api/menus/build', headers: { authorization: token } });
  expect(response.statusCode).toBe(200);
  return response.json<MenuVo[]>();
}

/** 'Title > Child' for every page, to compare whole trees at a glance. */
const pages = (tree: MenuVo[]) =>
  tree.flatMap((dir) => (dir.children ?? []).map((page) => `${dir.meta?.title} > ${page.meta?.title}`));

describe('GET /api/menus/build', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/menus/build' })).statusCode).toBe(401);
  });

  it('gives the platform operator every page, including the platform screens', async () => {
    const tree = await build('13800000000');
    expect(pages(tree)).toEqual(
      expect.arrayContaining([
        'System > Menus',
        'System > Factories',
        'System > Label printers',
        'Monitor > Backups',
        'Monitor > Server',
      ]),
    );
    expect(pages(tree)).toHaveLength(24);
  });

  it('gives a factory administrator every page but the platform screens', async () => {
    const tree = await build('13900000001');
    expect(tree.map((dir) => dir.path)).toEqual(['/bundle', '/work', '/bill', '/system', '/monitor']);
    expect(pages(tree)).not.toContain('System > Menus');
    expect(pages(tree)).not.toContain('System > Factories');
    expect(pages(tree)).toContain('System > Label printers');
    expect(pages(tree)).toContain('Production > Quality inspections');
    expect(pages(tree)).toContain('Production > Line boards');
    expect(pages(tree)).toHaveLength(20);
  });

  it('gives each role its own pages, with their directories, and never buttons', async () => {
    expect(pages(await build('13900000002'))).toEqual([
      'Cutting room > Bundle numbering',
      'Cutting room > Add bundle data',
      'Cutting room > Styles',
      'Cutting room > Customers',
      'Production > Bundle production detail',
    ]);
    expect(pages(await build('13900000003'))).toEqual([
      'Production > Bundle production detail',
      'Production > Scan data detail',
      'Production > Attendance',
      'Production > Efficiency',
      'Production > Pay questions',
    ]);
    // A worker's role holds one button (scan:self, of the scan data page): it opens no page, nor its directory.
    expect(await build('13900000011')).toEqual([]);
    const all = JSON.stringify(await build('13900000001'));
    expect(all).not.toContain('Add user'); // a button title
  });

  it('gives every menu its Chinese title beside its English one, whatever the request’s language', async () => {
    const tree = await build('13900000001');
    const production = tree.find((dir) => dir.meta?.title === 'Production');
    expect(production?.meta).toMatchObject({ title: 'Production', titleZh: '生产管理' });
    const wages = production?.children?.find((page) => page.meta?.title === 'Wages');
    expect(wages?.meta).toMatchObject({ title: 'Wages', titleZh: '工资' });
    const everyMeta = tree
      .flatMap((dir) => [dir, ...(dir.children ?? [])])
      .flatMap((menu) => menu.meta ?? []);
    expect(everyMeta.filter((meta) => !meta.titleZh)).toEqual([]);
  });

  it('follows grants: a menu granted to a role appears in its members’ sidebar', async () => {
    const [worker] = await t.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.factoryId, 1), eq(roles.code, 'worker')));
    const [page] = await t.database.db
      .select({ id: menus.id })
      .from(menus)
      .where(eq(menus.component, 'bill/out'));
    await t.database.db
      .insert(roleMenus)
      .values({ factoryId: 1, roleId: worker?.id ?? 0, menuId: page?.id ?? 0 });
    expect(pages(await build('13900000011'))).toEqual(['Shipping > Shipment orders']);
  });

  it('reads the grants of the factory the session is in', async () => {
    // The administrator is a member of both factories; Huzhou's worker role got nothing above.
    const huzhouWorker = await build('13900000017', 2);
    expect(huzhouWorker).toEqual([]);
  });
});

describe('GET /api/menus/grantable', () => {
  const titles = (tree: MenuDto[]): string[] =>
    tree.flatMap((node) => [node.title, ...titles(node.children ?? [])]);

  it('gives a factory administrator the catalogue with buttons, but not the platform’s screens', async () => {
    const admin = await t.login('13900000001', 1);
    const response = await t.app.inject({ url: '/api/menus/grantable', headers: { authorization: admin } });
    expect(response.statusCode).toBe(200);
    const all = titles(response.json<MenuDto[]>());
    expect(all).toEqual(
      expect.arrayContaining(['System', 'Users', 'Add user', 'Scan data detail', 'Undo a scan']),
    );
    expect(all).not.toContain('Factories');
    expect(all).not.toContain('Register factory');
    expect(all).not.toContain('Menus');
  });

  it('gives the platform operator everything, and refuses members without roles:list', async () => {
    const operator = await t.login('13800000000', 1);
    const all = titles(
      (await t.app.inject({ url: '/api/menus/grantable', headers: { authorization: operator } })).json(),
    );
    expect(all).toEqual(expect.arrayContaining(['Factories', 'Menus']));
    const clerk = await t.login('13900000002', 1);
    expect(
      (await t.app.inject({ url: '/api/menus/grantable', headers: { authorization: clerk } })).statusCode,
    ).toBe(403);
  });
});

describe('migration 0013', () => {
  /** The migration's statement that fills the Chinese titles (after the column is added). */
  const fill = fs
    .readFileSync(new URL('../../../drizzle/0013_menu_titles_zh.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')[1];

  it('gives the seeded menus of an existing database their Chinese titles, but not a renamed one', async () => {
    if (!fill) throw new Error('the migration has no fill statement');
    const rolledBack = new Error('rolled back');
    const after = await t.database.db
      .transaction(async (tx) => {
        // A database from before the migration: no Chinese titles, and one menu an administrator renamed.
        await tx.update(menus).set({ titleZh: null });
        await tx.update(menus).set({ title: 'Staff roles' }).where(eq(menus.title, 'Roles'));
        await tx.execute(sql.raw(fill));
        // The menus later migrations added (0018's label printers, 0019's quality, 0021's attendance,
        // efficiency and line boards, 0022's pay questions, 0025's backups and server, 0027's factory export)
        // came with their Chinese titles.
        const rows = await tx
          .select({ title: menus.title, titleZh: menus.titleZh })
          .from(menus)
          .where(
            sql`coalesce(${menus.permission}, '') not similar to '(printer|qc|attendance|efficiency|board|dispute|backup|server):%|factory:export'`,
          );
        throw Object.assign(rolledBack, { rows });
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
        return (error as Error & { rows: { title: string; titleZh: string | null }[] }).rows;
      });
    const zh = new Map(after.map((row) => [row.title, row.titleZh]));
    expect(zh.get('Wages')).toBe('工资');
    expect(zh.get('Add cutting bed')).toBe('新增床次');
    expect(zh.get('Add bundle data')).toBe('新增扎号数据');
    expect(zh.get('Staff roles')).toBeNull();
    expect(after.filter((row) => row.titleZh === null).map((row) => row.title)).toEqual(['Staff roles']);
  });
});

/** Runs menu statements of a migration on a database without the menus of `permissions`: it gets them as the seed gives them. */
async function expectMigrationSeedsAsNew(statements: string[], permissions: string[]) {
  const added = sql`${menus.permission} in ${permissions}`;
  const shape = (tx: typeof t.database.db) =>
    tx
      .select({
        title: menus.title,
        titleZh: menus.titleZh,
        type: menus.type,
        component: menus.component,
        path: menus.path,
        icon: menus.icon,
        permission: menus.permission,
        sort: menus.sort,
        parent: sql<string>`(select p.title from menus p where p.id = ${menus.pid})`,
      })
      .from(menus)
      .where(added)
      .orderBy(menus.permission);
  const seeded = await shape(t.database.db);
  expect(seeded).toHaveLength(permissions.length);
  const rolledBack = new Error('rolled back');
  const migrated = await t.database.db
    .transaction(async (tx) => {
      // A database from before the migration: none of them (the buttons go with their page).
      await tx.delete(menus).where(added);
      for (const statement of statements) await tx.execute(sql.raw(statement));
      // Run twice: it adds nothing the second time.
      for (const statement of statements) await tx.execute(sql.raw(statement));
      throw Object.assign(rolledBack, { rows: await shape(tx) });
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
      return (error as Error & { rows: typeof seeded }).rows;
    });
  expect(migrated).toEqual(seeded);
}

const statementsOf = (file: string) =>
  fs
    .readFileSync(new URL(`../../../drizzle/${file}`, import.meta.url), 'utf8')
    .split('--> statement-breakpoint');

describe('migration 0025', () => {
  it('gives a database seeded before it the backups and server pages, as a new one is seeded', async () => {
    await expectMigrationSeedsAsNew(statementsOf('0025_backups_and_server_menus.sql'), [
      'backup:list',
      'backup:add',
      'backup:restore',
      'backup:del',
      'server:list',
    ]);
  });
});

describe('migration 0027', () => {
  it('gives a database seeded before it the factory export button, as a new one is seeded', async () => {
    // Its last statement; the ones before make the exports' table.
    const statements = statementsOf('0027_factory_exports.sql');
    await expectMigrationSeedsAsNew(statements.slice(-1), ['factory:export']);
  });
});
