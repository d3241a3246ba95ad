import {
  type BedInProgress,
  DASHBOARD_BEDS,
  DASHBOARD_DAYS,
  DASHBOARD_TOP_WORKERS,
  type Dashboard,
  type DashboardMine,
  type DashboardOutput,
  type DashboardProduction,
  type DashboardQuality,
  DASHBOARD_WORST_PROCESSES,
  type DashboardShipping,
  type OutputFigure,
  PROCESS_STAGES,
  type ProcessStage,
} from '@gbo/contracts';
import type { Db } from '../../db/client';
import { inReadSnapshot } from '../../db/read-snapshot';
import { factoryToday } from '../../lib/work-date';
import { type AuthContext, hasAnyAuthority } from '../../lib/auth-context';
import type { DeptService } from '../depts';
import type { FactoryService } from '../factory';
import { type Figures, slowestProcess, type WorkerScope } from '../figures';
import { paidByThePiece } from '../scans';
import { type DashboardCalendar, dashboardCalendar } from './calendar';
import { createNotShippedCounter } from './not-shipped';

// The home dashboard owns no table: it reads its figures through the read side (modules/figures), and decides
// here who sees what:
// - everyone signed in may ask; each part is there only for those allowed to see it, null otherwise;
// - everyone's output (pieces, money, top workers): scan:list or wage:list, within the caller's data scope
//   (a line supervisor: their departments' people), money included (they see rates);
// - one's own output: whoever is paid by the piece (scan:self); money only where they see rates (scan:list,
//   scan:add or wage:list, or the factory shows rates to workers), as the scan page decides;
// - production (pieces per stage today, the beds scanned most recently with their completion and slowest
//   process): work:list, as the production grid, whose figures are the beds', not people's;
// - shipping (confirmed orders this month, finished pieces not shipped): shipment:list.
// So a worker sees only their own figures, and someone of the office without any of these permissions (a
// personnel clerk, say) sees none: the page greets them and says the figures are for production, payroll
// and shipping roles. The figures are read in one snapshot (inReadSnapshot).

const OUTPUT_READERS = ['scan:list', 'wage:list'];
const RATE_READERS = ['scan:list', 'scan:add', 'wage:list'];
const PRODUCTION_READERS = ['work:list'];
const SHIPPING_READERS = ['shipment:list'];
/** Who sees today's quality on the dashboard. */
const QUALITY_READERS = ['qc:list'];

/** Beds cut longer ago than this are not looked at for "in progress" (bounds the look-up by beds). */
const BEDS_WITHIN_DAYS = 180;
/**
 * The beds in progress shown have this many bundles between them at most (the first one whatever its size):
 * their completion reads every scan of theirs, about 12 per bundle. Five beds of a few hundred bundles each
 * are all shown; of the 5,000-bundle beds of the benchmark, two.
 */
const BEDS_MAX_BUNDLES = 10_000;
/** The background count groups every bundle of the factory: memory enough not to spill them. */
const COUNT_MEMORY = { workMemMb: 64 };

const figure = (qty: number, amount: string, money: boolean): OutputFigure => ({
  qty,
  amount: money ? amount : null,
});

/** The bed's slowest process, as the production grid names it. */
function slowestOf(
  processes: { seq: number; name: string; stage: string; doneQty: number }[],
): BedInProgress['slowest'] {
  const slowest = slowestProcess(processes);
  return (
    slowest && {
      seq: slowest.seq,
      name: slowest.name,
      stage: slowest.stage as ProcessStage,
      doneQty: slowest.doneQty,
    }
  );
}

export function createDashboardService({
  db,
  figures,
  factory,
  depts,
  onNotShippedCounted,
  log,
}: {
  db: Db;
  /** The data scope: which departments' figures the caller sees. */
  depts: Pick<DeptService, 'visibleDepts'>;
  figures: Figures;
  factory: FactoryService;
  /** A new count of a factory's finished pieces not shipped is ready (its dashboards should fetch again). */
  onNotShippedCounted: (factoryId: number) => void;
  log: { error(object: object, message: string): void };
}) {
  /** Output of some people: per day, today, yesterday, the month, and (unless one person's) the top workers. */
  async function outputOf(
    auth: AuthContext,
    calendar: DashboardCalendar,
    scope: WorkerScope,
    money: boolean,
  ) {
    const days = new Map(
      (
        await figures.outputByDay(
          auth.factoryId,
          { from: calendar.days[0] ?? calendar.today, to: calendar.today },
          scope,
        )
      ).map((row) => [row.day, row]),
    );
    const dayFigure = (day: string) => {
      const row = days.get(day);
      return figure(row?.qty ?? 0, row?.amount ?? '0.00', money);
    };
    const month = await figures.outputOfPeriod(
      auth.factoryId,
      { from: calendar.monthStart, to: calendar.today },
      scope,
    );
    const mine: DashboardMine = {
      today: dayFigure(calendar.today),
      yesterday: dayFigure(calendar.yesterday),
      month: figure(month.qty, month.amount, money),
      days: calendar.days.map((day) => ({ day, ...dayFigure(day) })),
    };
    return mine;
  }

  async function topOf(auth: AuthContext, period: { from: string; to: string }, scope: WorkerScope) {
    return (await figures.topWorkers(auth.factoryId, period, scope, DASHBOARD_TOP_WORKERS)).map((row) => ({
      workerId: row.workerId,
      name: row.name,
      qty: row.qty,
      amount: row.amount,
    }));
  }

  async function everyonesOutput(auth: AuthContext, calendar: DashboardCalendar): Promise<DashboardOutput> {
    const visible = await depts.visibleDepts(auth);
    const scope: WorkerScope = visible === 'all' ? { kind: 'factory' } : { kind: 'depts', deptIds: visible };
    return {
      scope: visible === 'all' ? 'factory' : 'depts',
      ...(await outputOf(auth, calendar, scope, true)),
      topToday: await topOf(auth, { from: calendar.today, to: calendar.today }, scope),
      topMonth: await topOf(auth, { from: calendar.monthStart, to: calendar.today }, scope),
    };
  }

  async function ownOutput(auth: AuthContext, calendar: DashboardCalendar, held: string[]) {
    const memberId = auth.memberId as number;
    const money =
      hasAnyAuthority(held, RATE_READERS) ||
      (auth.showRatesToWorkers ?? (await factory.getSettings(auth, auth.factoryId)).showRatesToWorkers);
    return outputOf(auth, calendar, { kind: 'worker', workerId: memberId }, money);
  }

  async function production(auth: AuthContext, calendar: DashboardCalendar): Promise<DashboardProduction> {
    const byStage = new Map(
      (await figures.piecesByStage(auth.factoryId, calendar.today)).map((row) => [row.stage, row.qty]),
    );
    let bundles = 0;
    const beds = (
      await figures.recentBeds(auth.factoryId, calendar.today, BEDS_WITHIN_DAYS, DASHBOARD_BEDS)
    ).filter((bed, i) => {
      bundles += bed.bundles;
      return i === 0 || bundles <= BEDS_MAX_BUNDLES;
    });
    const progress = new Map(
      (
        await figures.bedProgress(
          auth.factoryId,
          beds.map((bed) => bed.cutOrderId),
        )
      ).map((row) => [row.cutOrderId, row]),
    );
    return {
      stages: PROCESS_STAGES.map((stage) => ({ stage, qty: byStage.get(stage) ?? 0 })),
      cutOrders: beds.map((bed) => {
        const figures = progress.get(bed.cutOrderId);
        return {
          cutOrderId: bed.cutOrderId,
          styleId: bed.styleId,
          styleNo: bed.styleNo,
          styleName: bed.styleName,
          bedNo: bed.bedNo,
          qty: figures?.qty ?? 0,
          finishedQty: figures?.finishedQty ?? 0,
          lastScanAt: bed.lastScanAt.toISOString(),
          slowest: slowestOf(figures?.processes ?? []),
        };
      }),
    };
  }

  /** Today's first inspections: DHU over the factory, and the processes with the most defects per hundred. */
  async function quality(auth: AuthContext, calendar: DashboardCalendar): Promise<DashboardQuality> {
    const period = { from: calendar.today, to: calendar.today };
    const [day] = await figures.qualitySummary(auth.factoryId, { ...period, groupBy: 'day' }, false);
    const processes = await figures.qualitySummary(auth.factoryId, { ...period, groupBy: 'process' }, false);
    return {
      inspected: day?.inspected ?? 0,
      defects: day?.defects ?? 0,
      dhu: day?.dhu ?? '0.00',
      rework: day?.rework ?? 0,
      worstProcesses: processes
        .filter((row) => row.defects > 0)
        .slice(0, DASHBOARD_WORST_PROCESSES)
        .map(({ name, inspected, defects, dhu }) => ({ name, inspected, defects, dhu })),
    };
  }

  async function shipping(auth: AuthContext, calendar: DashboardCalendar) {
    const month = await figures.shippedInPeriod(auth.factoryId, {
      from: calendar.monthStart,
      to: calendar.monthEnd,
    });
    return { monthOrders: month.orders, monthQty: month.qty };
  }

  /** Everything the caller may see, for the factory signed in to, on its calendar. */
  async function get(auth: AuthContext): Promise<Dashboard> {
    const held = await auth.authorities();
    const sees = {
      output: hasAnyAuthority(held, OUTPUT_READERS),
      mine: auth.memberId !== null && paidByThePiece(held),
      production: hasAnyAuthority(held, PRODUCTION_READERS),
      shipping: hasAnyAuthority(held, SHIPPING_READERS),
      quality: hasAnyAuthority(held, QUALITY_READERS),
    };
    // The slow count runs on its own (not in this request's snapshot), kept between requests.
    const notShippedCount = sees.shipping ? await notShipped.get(auth.factoryId) : null;
    const answer = await inReadSnapshot(db, async () => {
      const calendar = dashboardCalendar(await factoryToday(db, auth.timeZone), DASHBOARD_DAYS);
      return {
        calendar,
        output: sees.output ? await everyonesOutput(auth, calendar) : null,
        mine: sees.mine ? await ownOutput(auth, calendar, held) : null,
        production: sees.production ? await production(auth, calendar) : null,
        shipping: sees.shipping ? await shipping(auth, calendar) : null,
        quality: sees.quality ? await quality(auth, calendar) : null,
      };
    });
    const shippingPart: DashboardShipping | null = answer.shipping && {
      ...answer.shipping,
      notShippedQty: notShippedCount?.qty ?? null,
      notShippedAsOf: notShippedCount?.asOf.toISOString() ?? null,
    };
    return {
      today: answer.calendar.today,
      yesterday: answer.calendar.yesterday,
      monthStart: answer.calendar.monthStart,
      timeZone: auth.timeZone,
      output: answer.output,
      mine: answer.mine,
      production: answer.production,
      shipping: shippingPart,
      quality: answer.quality,
    };
  }

  /**
   * Finished pieces not shipped of a factory: per style × colour × size, finished (every process done) less
   * shipped by confirmed orders, a cell shipped beyond its finished pieces counting 0. Reads every active
   * bundle's kept finished pieces and every confirmed shipment line of the factory.
   */
  async function countNotShipped(factoryId: number): Promise<number> {
    return inReadSnapshot(
      db,
      async () => {
        const key = (cell: { styleId: number; colour: string; size: string }) =>
          `${cell.styleId}\u0000${cell.colour}\u0000${cell.size}`;
        const shippedCells = new Map(
          (await figures.shippedCells(factoryId)).map((cell) => [key(cell), cell.qty]),
        );
        let qty = 0;
        for (const cell of await figures.finishedCells(factoryId))
          qty += Math.max(0, cell.qty - (shippedCells.get(key(cell)) ?? 0));
        return qty;
      },
      COUNT_MEMORY,
    );
  }

  const notShipped = createNotShippedCounter({ count: countNotShipped, onCounted: onNotShippedCounted, log });

  return {
    get,
    /** A factory's figures changed: the next request recounts what is not shipped (in the background). */
    changed: notShipped.changed,
    /** Waits for background counts (before the database closes). */
    settled: notShipped.settled,
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
