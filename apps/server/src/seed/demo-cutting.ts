import { cutOrderInputSchema, type SavedCutOrder } from '@gbo/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { members, users } from '../db/schema';
import { createCutOrderService } from '../modules/cut-orders';
import { createFactoryService } from '../modules/factory';
import { recordScan, scanRefusalOf, undoScan } from '../modules/scans';
import { createStyleService } from '../modules/styles';
import { createPrinterService } from '../modules/printers';

/** The cutting clerk who generates the demo bed. */
const CLERK_MOBILE = '13900000002';

/**
 * Bed 1 of PL2408 in Ningbo, the worked example of docs/domain.md §4 (855 pieces in 36 bundles, tickets
 * 36001–36036), generated through the cut-order service as the clerk would, cut two days ago, and its
 * first two days of scans (seedDemoScans).
 */
export async function seedDemoBed(tx: Tx, factoryId: number, styleId: number) {
  const db = tx as unknown as Db;
  const [clerk] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, CLERK_MOBILE));
  if (!clerk) throw new Error(`no demo clerk ${CLERK_MOBILE}`);
  const service = createCutOrderService({
    db,
    printers: createPrinterService({ db }),
    // The answer's QR codes are not kept: no secret is needed to seed.
    secret: 'seed',
    styles: createStyleService({ db }),
    factory: createFactoryService({ db }),
  });
  const body = cutOrderInputSchema.parse({
    styleId,
    bedNo: 1,
    cutDate: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
    markerName: 'MK-PL2408-A',
    markerLength: '6.80',
    ratio: ['S', 'M', 'L', 'XL', '2XL', '3XL'].map((size, i) => ({ size, ratio: [1, 2, 2, 2, 1, 1][i] })),
    lays: [
      { colour: '黑色', layers: 40, dyeLot: 'G2408-11', shade: 'A' },
      { colour: '白色', layers: 30, dyeLot: 'G2408-12', shade: 'A' },
      { colour: '藏青', layers: 25, dyeLot: 'G2408-13', shade: 'B' },
    ],
    maxPlies: 30,
  });
  const auth = {
    sessionId: 0,
    userId: clerk.id,
    factoryId,
    memberId: null,
    platformAdmin: false,
    minAppVersion: null,
    timeZone: 'Asia/Shanghai',
    authorities: async () => [],
  };
  const saved = await service.generate(auth, body);
  if (saved.totalBundles !== 36 || saved.bundles[0]?.ticketNo !== 36001)
    throw new Error('the demo bed did not come out as the worked example');
  await seedDemoScans(db, factoryId, saved, await service.processesOf(factoryId, saved.id));
}

const TIME_ZONE = 'Asia/Shanghai';

/** `days` ago on Ningbo's calendar at `time` on its wall clock (always in the past for days ≥ 1). */
function shanghaiAt(days: number, time: string): Date {
  const day = new Date(Date.now() - days * 86_400_000).toLocaleDateString('en-CA', { timeZone: TIME_ZONE });
  return new Date(`${day}T${time}:00+08:00`);
}

/** One demo scan: worker (by mobile), bundle number, process seq, pieces, days ago and time of day. */
type DemoScan = [worker: string, bundleNo: number, seq: number, qty: number, days: number, time: string];

const w = (n: number) => `139000000${n}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** `HH:MM` of a number of minutes since midnight. */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Runs of full scans: one worker, one process, these bundles, one every `every` minutes from `from` (`HH:MM`). */
const run = (
  worker: number,
  seq: number,
  bundleNos: number[],
  days: number,
  from: string,
  every = 12,
): DemoScan[] => {
  const [hours = 0, minutes = 0] = from.split(':').map(Number);
  return bundleNos.map((bundleNo, i) => [
    w(worker),
    bundleNo,
    seq,
    0,
    days,
    clock(hours * 60 + minutes + i * every),
  ]);
};

/**
 * The bundles of the first delivery (demo-shipping.ts), sizes XL and 2XL (bundles 21–32), finished through
 * all twelve processes yesterday afternoon, each worker two processes: a shipment ships finished pieces only.
 * Within the shift (08:00–17:00 on Ningbo's clock, as the board and efficiency by hour show work), three
 * minutes past the workers' own runs of bundles 9 and 10 at the hour and 12 past.
 */
export const SHIPPED_BUNDLES = range(21, 32);
const FINISHING: DemoScan[] = range(1, 12).flatMap((seq) =>
  run(11 + ((seq - 1) % 6), seq, SHIPPED_BUNDLES, 1, seq <= 6 ? '14:03' : '15:03', 5),
);

/**
 * Production of the demo bed by Ningbo's workers on the two days before today (Asia/Shanghai): the tests
 * scan today, and bundles 1–8 and 33 (the scan tests' own) are left alone. The day before yesterday holds
 * only the worked example of docs/domain.md §4, moved to bundles 9 and 34 (the same sizes' twins): 合肩 20 ×
 * 0.12 = 2.40, 做门筒 20 × 0.40 = 8.00, 上门筒 12 of 20 × 0.60 = 7.20 (8 left), and 上领 of a 3XL bundle
 * 20 × 0.50 = 10.00: 27.60 that day; the duplicate 合肩 of bundle 9 is refused. Yesterday the line carried
 * on: bundle 10 went through all twelve processes, others part of the way, one mistaken scan was undone by
 * the supervisor, and in the afternoon the line finished the XL and 2XL bundles for the first delivery
 * (FINISHING). A qty of 0 means what remains.
 */
const DEMO_SCANS: DemoScan[] = [
  [w(13), 9, 1, 20, 2, '09:12'],
  [w(11), 9, 2, 20, 2, '09:40'],
  [w(12), 9, 3, 12, 2, '10:05'],
  [w(12), 34, 4, 20, 2, '14:20'],
  ...run(13, 1, range(10, 20), 1, '08:00'),
  ...run(11, 2, range(10, 16), 1, '09:00'),
  [w(12), 9, 3, 0, 1, '08:35'],
  ...run(12, 3, range(10, 14), 1, '10:00'),
  ...run(14, 4, [9, 10, 11, 12], 1, '11:00'),
  [w(14), 13, 4, 10, 1, '11:50'],
  ...run(15, 5, [9, 10], 1, '13:00'),
  ...run(15, 6, [9, 10], 1, '14:00'),
  ...run(15, 7, [9, 10], 1, '15:00'),
  ...run(16, 8, [9, 10], 1, '13:00'),
  ...run(16, 9, [9, 10], 1, '14:00'),
  ...run(16, 10, [9, 10], 1, '15:00'),
  ...run(16, 11, [9, 10], 1, '16:00'),
  ...run(16, 12, [10], 1, '16:30'),
  ...FINISHING,
];

/** The mistaken scan the supervisor undid: 上领 of bundle 14, before its 上门筒 was even done. */
const UNDONE: DemoScan = [w(14), 14, 4, 20, 1, '11:58'];
const SUPERVISOR = '13900000003';

async function seedDemoScans(
  db: Db,
  factoryId: number,
  bed: SavedCutOrder,
  processes: { id: number; seq: number; rate: string; sizeRates: Record<string, string> }[],
) {
  const people = await db
    .select({ id: members.id, mobile: users.mobile })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.factoryId, factoryId));
  const memberOf = new Map(people.map((p) => [p.mobile, p.id]));
  const bundleOf = new Map(bed.bundles.map((b) => [b.bundleNo, b]));
  const processOf = new Map(processes.map((p) => [p.seq, p]));
  const done = new Map<string, number>();
  let n = 0;
  const record = async ([mobile, bundleNo, seq, qty, days, time]: DemoScan) => {
    const worker = memberOf.get(mobile);
    const bundle = bundleOf.get(bundleNo);
    const process = processOf.get(seq);
    if (worker === undefined || !bundle || !process) throw new Error(`bad demo scan ${bundleNo}/${seq}`);
    const key = `${bundleNo}/${seq}`;
    const pieces = qty || bundle.qty - (done.get(key) ?? 0);
    // In a savepoint: the database's scan guard refuses by raising, which would end the seed's transaction.
    const row = await db
      .transaction((savepoint) =>
        recordScan(savepoint, {
          factoryId,
          ticketNo: bundle.ticketNo,
          processId: process.id,
          workerId: worker,
          recordedBy: worker,
          qty: pieces,
          requestId: `demo-scan-${++n}`,
          timeZone: TIME_ZONE,
          scanTime: shanghaiAt(days, time).toISOString(),
        }),
      )
      .catch((error: unknown) => {
        if (scanRefusalOf(error) === undefined) throw error;
        return null;
      });
    const id = row?.id ?? null;
    if (id === null) return null;
    done.set(key, (done.get(key) ?? 0) + pieces);
    return id;
  };
  for (const scan of DEMO_SCANS)
    if ((await record(scan)) === null) throw new Error(`demo scan ${scan.join(' ')} was refused`);
  // The worked example's duplicate: 合肩 of bundle 9 again, refused (nothing is left).
  if ((await record([w(13), 9, 1, 20, 2, '09:30'])) !== null)
    throw new Error('the duplicate demo scan was recorded');
  const undone = await record(UNDONE);
  if (undone === null || !(await undoScan(db, factoryId, undone, memberOf.get(SUPERVISOR) ?? null)))
    throw new Error('the undone demo scan could not be undone');
}
