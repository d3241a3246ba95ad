import { styleInputSchema } from '@gbo/contracts';
import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { customers, depts, factories, memberRoles, members, menus, users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { createDefaultRoles, type DefaultRoleCode } from '../modules/roles';
import { insertStyle } from '../modules/styles';
import { ensureCatalogue } from './catalogue';
import { seedDemoBed } from './demo-cutting';
import { seedDemoShipment } from './demo-shipping';

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
    // Customers and styles; it answers each style's id by its number (PL2408's is the one to cut bed 1 from).
    const styleIds = await seedDemoStyles(tx, factoryIds);
    // Bed 1 of PL2408 cut: its 36 bundles hold tickets 36001–36036.
    await seedDemoBed(tx, factoryIds.get('NB') as number, styleIds.get('PL2408') as number);
    // The worked example's shipment of PL2408's finished XL and 2XL, confirmed: 272 pieces in 16 cartons.
    await seedDemoShipment(tx, factoryIds.get('NB') as number, styleIds.get('PL2408') as number);
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
  const catalogue = await tx.select({ id: menus.id, permission: menus.permission }).from(menus);
  return { deptIds, roleIds: await createDefaultRoles(tx, factoryId, catalogue) };
}

// ─── Customers and styles (docs/domain.md §4) ────────────────────────────────────────────────────────────────

type DemoCustomer = { name: string; contact: string; phone: string; address: string };

const DEMO_CUSTOMERS: Record<FactoryCode, DemoCustomer[]> = {
  NB: [
    {
      name: '杭州优衫贸易',
      contact: '陈经理',
      phone: '0571-86752301',
      address: '浙江省杭州市滨江区江南大道588号',
    },
    {
      name: '宁波衣佳服饰',
      contact: '周小姐',
      phone: '0574-87261588',
      address: '浙江省宁波市海曙区中山西路126号',
    },
  ],
  HZ: [
    {
      name: '织里童衣坊',
      contact: '沈先生',
      phone: '0572-3126608',
      address: '浙江省湖州市吴兴区织里镇珍贝路38号',
    },
  ],
};

/** A process: name, rate (yuan a piece), stage, and a size's own rate where it differs. */
type DemoProcess = [string, string, 'sewing' | 'finishing' | 'packing', Record<string, string>?];

/** Order quantities: per colour, one number per size in the style's size order. */
type DemoStyle = {
  factory: FactoryCode;
  customer: string;
  styleNo: string;
  name: string;
  orderNo: string;
  /** Days from the seeding to delivery. */
  deliveryInDays: number;
  sizes: string[];
  orderQty: Record<string, number[]>;
  overcutPct: string;
  processes: DemoProcess[];
};

export const DEMO_STYLES: DemoStyle[] = [
  {
    factory: 'NB',
    customer: '杭州优衫贸易',
    styleNo: 'PL2408',
    name: '男士珠地短袖POLO',
    orderNo: 'DD-2408-001',
    deliveryInDays: 45,
    sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
    orderQty: {
      黑色: [38, 78, 78, 76, 38, 36],
      白色: [28, 58, 58, 58, 28, 28],
      藏青: [24, 48, 48, 48, 24, 24],
    },
    overcutPct: '5',
    processes: [
      ['合肩', '0.12', 'sewing'],
      ['做门筒', '0.40', 'sewing'],
      ['上门筒', '0.60', 'sewing'],
      ['上领', '0.45', 'sewing', { '3XL': '0.50' }],
      ['压后领贴', '0.25', 'sewing'],
      ['上袖', '0.35', 'sewing'],
      ['埋夹(拷侧缝)', '0.40', 'sewing'],
      ['冚袖口', '0.25', 'sewing'],
      ['冚脚', '0.25', 'sewing'],
      ['锁眼钉扣', '0.20', 'finishing'],
      ['剪线查衫', '0.20', 'finishing'],
      ['大烫包装', '0.35', 'packing'],
    ],
  },
  {
    factory: 'NB',
    customer: '宁波衣佳服饰',
    styleNo: 'TS2409',
    name: '男士圆领短袖T恤',
    orderNo: 'DD-2409-003',
    deliveryInDays: 60,
    sizes: ['S', 'M', 'L', 'XL'],
    orderQty: {
      白色: [60, 120, 120, 60],
      黑色: [50, 100, 100, 50],
      麻灰: [30, 60, 60, 30],
    },
    overcutPct: '3',
    processes: [
      ['合肩', '0.10', 'sewing'],
      ['上领', '0.30', 'sewing'],
      ['上袖', '0.30', 'sewing'],
      ['埋夹', '0.35', 'sewing'],
      ['冚袖口冚脚', '0.30', 'sewing'],
      ['剪线包装', '0.25', 'packing'],
    ],
  },
  {
    factory: 'HZ',
    customer: '织里童衣坊',
    styleNo: 'KD2410',
    name: '儿童连帽卫衣',
    orderNo: 'ZL-2410-012',
    deliveryInDays: 50,
    sizes: ['110', '120', '130', '140'],
    orderQty: { 粉色: [40, 60, 60, 40], 天蓝: [40, 60, 60, 40] },
    overcutPct: '4',
    processes: [
      ['合肩', '0.15', 'sewing'],
      ['上帽', '0.60', 'sewing'],
      ['上袖', '0.40', 'sewing'],
      ['埋夹', '0.45', 'sewing'],
      ['上罗纹', '0.50', 'sewing'],
      ['剪线包装', '0.30', 'packing'],
    ],
  },
];

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Each factory's customers and styles; answers each style's id by its number. */
async function seedDemoStyles(tx: Tx, factoryIds: Map<FactoryCode, number>): Promise<Map<string, number>> {
  const customerIds = new Map<string, number>();
  for (const [code, list] of Object.entries(DEMO_CUSTOMERS) as [FactoryCode, DemoCustomer[]][]) {
    for (const customer of list) {
      const [row] = await tx
        .insert(customers)
        .values({ factoryId: factoryIds.get(code) as number, ...customer })
        .returning({ id: customers.id });
      if (row) customerIds.set(customer.name, row.id);
    }
  }
  const styleIds = new Map<string, number>();
  for (const style of DEMO_STYLES) {
    const colours = Object.keys(style.orderQty);
    // Through the API's own input shape, so the seed is held to what a clerk could enter.
    const input = styleInputSchema.parse({
      styleNo: style.styleNo,
      name: style.name,
      customerId: customerIds.get(style.customer),
      orderNo: style.orderNo,
      deliveryDate: dayFromNow(style.deliveryInDays),
      colours,
      sizes: style.sizes,
      orderQty: colours.flatMap((colour) =>
        style.sizes.map((size, i) => ({ colour, size, qty: style.orderQty[colour]?.[i] ?? 0 })),
      ),
      overcutPct: style.overcutPct,
      processes: style.processes.map(([name, rate, stage, sizeRates]) => ({ name, rate, stage, sizeRates })),
    });
    styleIds.set(style.styleNo, await insertStyle(tx, factoryIds.get(style.factory) as number, input));
  }
  return styleIds;
}
