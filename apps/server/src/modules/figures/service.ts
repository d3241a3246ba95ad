import type { Db } from '../../db/client';
import type { MemberFilter } from '../people';
import * as attendance from './attendance';
import * as board from './board';
import * as disputes from './disputes';
import * as dashboard from './dashboard';
import * as people from './people';
import * as pieces from './pieces';
import * as quality from './quality';
import * as wages from './wages';

// The read side of the figures: the queries that join several modules' tables to show figures (the home
// dashboard, the production grid, finished and shipped pieces, wage totals). This module owns no table and
// never writes; the figures' rules are the database's and the owners' (docs/architecture.md, "Where each
// rule lives"): a bundle's finished pieces are kept by migration 0012's triggers (bundles.finished_qty), a
// worker's day by migration 0009's (scan_day_totals), what counts as shipped is the shipments module's
// (confirmed orders). Sums are PostgreSQL's (numeric), handed on as text (moneyText).
//
// Costs: pieces and money per work day and per worker come from scan_day_totals (a row per worker and day:
// milliseconds however many scans there are); pieces per stage from the day's scans; a bed's progress from its
// scans through the scans (factory_id, process_id) INCLUDE (bundle_id, qty, status) index; finished pieces
// from the bundles' kept figures, never from the scans.

type Period = { from: string; to: string };

/**
 * The read side of the figures, for the modules that show them (services.ts builds it once): the home
 * dashboard, the production grid, shipments (finished pieces), scans (their list's people and filters) and
 * wages (totals, adjustments and settlements with their people). Every read runs in the caller's transaction
 * or snapshot; who may see which figures is the caller's rule.
 */
export function createFigures({ db }: { db: Db }) {
  return {
    // The home dashboard.
    /** Valid pieces and money per work day of a period (days without scans left out). */
    outputByDay: (factoryId: number, period: Period, scope: dashboard.WorkerScope) =>
      dashboard.outputByDay(db, factoryId, period, scope),
    /** Valid pieces and money of a period. */
    outputOfPeriod: (factoryId: number, period: Period, scope: dashboard.WorkerScope) =>
      dashboard.outputOfPeriod(db, factoryId, period, scope),
    /** The workers with the most valid pieces in a period. */
    topWorkers: (factoryId: number, period: Period, scope: dashboard.WorkerScope, limit: number) =>
      dashboard.topWorkers(db, factoryId, period, scope, limit),
    /** Valid pieces of a work day per process stage. */
    piecesByStage: (factoryId: number, day: string) => dashboard.piecesByStage(db, factoryId, day),
    /** The beds scanned most recently among those cut lately. */
    recentBeds: (factoryId: number, today: string, withinDays: number, limit: number) =>
      dashboard.recentlyScannedBeds(db, factoryId, today, withinDays, limit),
    /** Pieces, finished pieces and pieces per process of some beds. */
    bedProgress: (factoryId: number, cutOrderIds: number[]) =>
      dashboard.progressOfBeds(db, factoryId, cutOrderIds),

    // Finished and shipped pieces.
    /** Finished pieces per style × colour × size of the factory, or of one style (the bundles' kept figures). */
    finishedCells: (factoryId: number, styleId?: number) => pieces.finishedCells(db, factoryId, styleId),
    /** Confirmed orders shipped in a period, and their pieces. */
    shippedInPeriod: (factoryId: number, period: Period) => pieces.findShippedInPeriod(db, factoryId, period),
    /** Pieces shipped by confirmed orders per style × colour × size, ever. */
    shippedCells: (factoryId: number) => pieces.findShippedCells(db, factoryId),

    // The production grid.
    /** Valid pieces per (bundle, snapshot process) of these processes: flat (bundle, process, pieces) triplets. */
    doneOfProcesses: (factoryId: number, processIds: number[]) =>
      pieces.doneByBundleProcess(db, factoryId, processIds),
    /** Who did each (bundle, process) of these bundles, by name. */
    workersOfBundles: (factoryId: number, bundleIds: number[]) =>
      pieces.workersByBundleProcess(db, factoryId, bundleIds),

    // Attendance and earned minutes.
    /** A page of (person, day) pairs of a period with their attendance and pieces. */
    attendanceRoster: (
      factoryId: number,
      period: Period,
      filter: MemberFilter,
      page: { page: number; size: number },
    ) => attendance.attendanceRoster(db, factoryId, period, filter, page),
    /** Every (worker, day) of a period with valid scans or attendance: pieces, minutes earned, the record. */
    workerDays: (factoryId: number, period: Period, filter: MemberFilter) =>
      attendance.workerDays(db, factoryId, period, filter),
    /** Valid pieces and minutes earned per worker, day and hour of the factory's clock. */
    workerHours: (factoryId: number, period: Period, filter: MemberFilter) =>
      attendance.workerHours(db, factoryId, period, filter),
    /** Valid pieces and minutes earned per hour of the factory's clock, over a period and people. */
    hourTotals: (factoryId: number, period: Period, filter: MemberFilter) =>
      attendance.hourTotals(db, factoryId, period, filter),
    /** Names of members and departments, by id. */
    namesOf: (factoryId: number, ids: { workerIds: number[]; deptIds: number[] }) =>
      attendance.namesOf(db, factoryId, ids),

    // A line's board.
    /** The style a line earned most minutes on in a day, with its total SAM; null without scans. */
    styleOfTheDay: (factoryId: number, day: string, line: MemberFilter) =>
      board.styleOfTheDay(db, factoryId, day, line),
    /** A line's standard garments per hour of a day, and the style's last-process pieces. */
    outputByHour: (factoryId: number, day: string, line: MemberFilter, styleId: number | null) =>
      board.outputByHour(db, factoryId, day, line, styleId),
    /** Pieces done at each process of a style's bundles a line has in hand, and their pieces. */
    processesInHand: (factoryId: number, styleId: number, line: MemberFilter, since: string) =>
      board.processesInHand(db, factoryId, styleId, line, since),

    // Workers' questions about their pay.
    /** A page of the questions of a filter, open first, with names. */
    disputes: (
      factoryId: number,
      filter: MemberFilter & { status?: 'open' | 'answered' },
      page: { page: number; size: number },
    ) => disputes.findDisputes(db, factoryId, filter, page),

    // People and filters.
    /** A member with their name, job number and department, and whether they work here now; or null. */
    member: (factoryId: number, id: number) => people.findMember(db, factoryId, id),
    /** Whether a department of this factory exists. */
    deptExists: (factoryId: number, id: number) => people.deptExists(db, factoryId, id),
    /** The first of a scan filter's ids that names nothing of this factory, or null. */
    unknownFilterId: (factoryId: number, filter: Parameters<typeof people.unknownFilterId>[2]) =>
      people.unknownFilterId(db, factoryId, filter),

    // Wages.
    /** Per worker of a filter: valid pieces and amount (and of them what is settled) and adjustments. */
    wages: (factoryId: number, period: Period, filter: MemberFilter) =>
      wages.findWages(db, factoryId, period, filter),
    /** The sums of the wage rows of a filter (the payroll's totals row). */
    sumWages: (factoryId: number, period: Period, filter: MemberFilter) =>
      wages.sumWages(db, factoryId, period, filter),
    /** A worker's lines: style × process × rate. */
    wageItems: (factoryId: number, workerId: number, period: Period) =>
      wages.findWageItems(db, factoryId, workerId, period),
    /** A worker's pieces and amount per work date. */
    wageDays: (factoryId: number, workerId: number, period: Period) =>
      wages.findWageDays(db, factoryId, workerId, period),
    /** Adjustments whose month begins in a period, of a filter's workers, with their names. */
    adjustments: (factoryId: number, period: Period, filter: MemberFilter) =>
      wages.findAdjustments(db, factoryId, period, filter),
    /** An adjustment with its worker's name, or null. */
    adjustment: (factoryId: number, id: number) => wages.findAdjustment(db, factoryId, id),
    /** A page of settlements, newest first (only these departments' when given), and how many there are. */
    settlementPage: (factoryId: number, offset: number, limit: number, deptIds?: number[]) =>
      wages.findSettlementPage(db, factoryId, offset, limit, deptIds),
    /** A settlement with its department's name, or null. */
    settlement: (factoryId: number, id: number) => wages.findSettlement(db, factoryId, id),
    /** A settlement's lines with their workers. */
    settlementLines: (factoryId: number, settlementId: number) =>
      wages.findSettlementLines(db, factoryId, settlementId),
    /** Up to `limit` settlements after id `afterId`, oldest first (the factory's export). */
    settlementsAfter: (factoryId: number, afterId: number, limit: number) =>
      wages.findSettlementsAfter(db, factoryId, afterId, limit),
    /** Up to `limit` settlement lines after (settlement, worker) `after`, with periods and workers. */
    settlementLinesAfter: (
      factoryId: number,
      after: { settlementId: number; workerId: number } | null,
      limit: number,
    ) => wages.findSettlementLinesAfter(db, factoryId, after, limit),
    /** Up to `limit` adjustments after id `afterId`, in id order, with their workers' names. */
    adjustmentsAfter: (factoryId: number, afterId: number, limit: number) =>
      wages.findAdjustmentsAfter(db, factoryId, afterId, limit),

    // Quality.
    /** Inspections of a filter (with bundle, bed, style and names), newest first: `limit` from `offset`. */
    inspections: (factoryId: number, filter: quality.InspectionFilter, offset: number, limit: number) =>
      quality.findInspections(db, factoryId, filter, offset, limit),
    /** How many inspections a filter matches, and the pieces, defects and DHU of its valid ones. */
    sumInspections: (factoryId: number, filter: quality.InspectionFilter) =>
      quality.sumInspections(db, factoryId, filter),
    /** The defect lines of some inspections. */
    inspectionDefects: (factoryId: number, inspectionIds: readonly number[]) =>
      quality.defectsOfInspections(db, factoryId, inspectionIds),
    /** Some bundles' inspections per checkpoint (the production grid's QC marks). */
    checkpointsOfBundles: (factoryId: number, bundleIds: readonly number[]) =>
      quality.checkpointsOfBundles(db, factoryId, bundleIds),
    /** A period's quality figures per group (DHU, failed, rework, first-pass yield). */
    qualitySummary: (factoryId: number, query: Parameters<typeof quality.qualitySummary>[2], zh: boolean) =>
      quality.qualitySummary(db, factoryId, query, zh),
  };
}

export type Figures = ReturnType<typeof createFigures>;
