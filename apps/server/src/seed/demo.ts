import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { depts, factories, memberRoles, members, users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { createDefaultRoles, type DefaultRoleCode } from '../modules/roles/default-roles';
import { ensureCatalogue } from './catalogue';

export const DEMO_PASSWORD = 'Demo@2026';

export const DEMO_FACTORIES = [
  { code: 'NB', name: 'Demo Garment Co. – Ningbo', address: '88 Yinxian Avenue, Yinzhou District, Ningbo' },
  { code: 'HZ', name: 'Demo Garment Co. – Huzhou', address: '16 Renmin Road, Wuxing District, Huzhou' },
] as const;

type FactoryCode = (typeof DEMO_FACTORIES)[number]['code'];
const DEPTS = ['Office', 'Cutting', 'Sewing line 1', 'Sewing line 2', 'Finishing', 'QC', 'Packing'] as const;
type DeptName = (typeof DEPTS)[number];

type DemoPerson = {
  mobile: string;
  name: string;
  platformAdmin?: boolean;
  memberships: { factory: FactoryCode; jobNumber: string; dept: DeptName; role: DefaultRoleCode }[];
};

const WORKER_NAMES = [
  'Zhang Min',
  'Liu Yang',
  'Chen Jing',
  'Yang Li',
  'Zhao Lei',
  'Huang Yan',
  'Zhou Qiang',
  'Wu Xia',
  'Xu Lin',
  'Sun Hui',
];

/** The demo people named in the README; every one signs in with DEMO_PASSWORD. */
export const DEMO_PEOPLE: DemoPerson[] = [
  { mobile: '13800000000', name: 'Platform Operator', platformAdmin: true, memberships: [] },
  {
    mobile: '13900000001',
    name: 'Wang Fang',
    memberships: [
      { factory: 'NB', jobNumber: 'A001', dept: 'Office', role: 'admin' },
      { factory: 'HZ', jobNumber: 'A001', dept: 'Office', role: 'admin' },
    ],
  },
  {
    mobile: '13900000002',
    name: 'Li Na',
    memberships: [{ factory: 'NB', jobNumber: 'C001', dept: 'Cutting', role: 'cutting_clerk' }],
  },
  {
    mobile: '13900000003',
    name: 'Zhang Wei',
    memberships: [{ factory: 'NB', jobNumber: 'S001', dept: 'Sewing line 1', role: 'line_supervisor' }],
  },
  ...WORKER_NAMES.map((name, i) => {
    const n = i + 11;
    // Workers 11–16 sew in Ningbo (two lines), 17–20 in Huzhou.
    const factory: FactoryCode = n <= 16 ? 'NB' : 'HZ';
    const dept: DeptName = n <= 13 || n >= 17 ? 'Sewing line 1' : 'Sewing line 2';
    return {
      mobile: `139000000${n}`,
      name,
      memberships: [{ factory, jobNumber: `W0${n}`, dept, role: 'worker' as const }],
    };
  }),
];

/** Fills an empty database with the demo organisation; does nothing when any user exists. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  // Each account gets its own salt, even though the demo password is the same.
  const passwordHashes = await Promise.all(DEMO_PEOPLE.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    await ensureCatalogue(tx);
    const factoryIds = new Map<FactoryCode, number>();
    for (const factory of DEMO_FACTORIES) {
      const [row] = await tx
        .insert(factories)
        .values({ ...factory, totalNumber: 200, endTime: sql`now() + interval '1 year'` })
        .returning({ id: factories.id });
      if (!row) throw new Error('factory insert returned nothing');
      factoryIds.set(factory.code, row.id);
    }
    const structure = new Map<FactoryCode, Awaited<ReturnType<typeof seedFactoryStructure>>>();
    for (const [code, id] of factoryIds) structure.set(code, await seedFactoryStructure(tx, id));

    for (const [i, person] of DEMO_PEOPLE.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          mobile: person.mobile,
          name: person.name,
          passwordHash: passwordHashes[i] as string,
          platformAdmin: person.platformAdmin ?? false,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      for (const membership of person.memberships) {
        const factoryId = factoryIds.get(membership.factory);
        const ids = structure.get(membership.factory);
        if (factoryId === undefined || !ids) throw new Error(`unknown demo factory ${membership.factory}`);
        const [member] = await tx
          .insert(members)
          .values({
            factoryId,
            userId: user.id,
            jobNumber: membership.jobNumber,
            deptId: ids.deptIds.get(membership.dept),
          })
          .returning({ id: members.id });
        if (!member) throw new Error('member insert returned nothing');
        await tx
          .insert(memberRoles)
          .values({ factoryId, memberId: member.id, roleId: ids.roleIds.get(membership.role) as number });
      }
    }
  });
  return true;
}

async function seedFactoryStructure(tx: Tx, factoryId: number) {
  const deptIds = new Map<DeptName, number>();
  for (const [i, name] of DEPTS.entries()) {
    const [row] = await tx
      .insert(depts)
      .values({ factoryId, name, sort: i + 1 })
      .returning({ id: depts.id });
    if (row) deptIds.set(name, row.id);
  }
  return { deptIds, roleIds: await createDefaultRoles(tx, factoryId) };
}
