import type { Db } from '../../db/client';
import * as figures from './figures';

export type { BedProgress, FinishedCell, RecentBed, WorkerOutput, WorkerScope } from './figures';

/**
 * Figures of many scans at once (the home dashboard), for other modules (app.ts). They read in the caller's
 * transaction; who may see which figures is the caller's rule.
 */
export function createScanFigures({ db }: { db: Db }) {
  return {
    /** The factory's calendar day now (`YYYY-MM-DD` in its time zone). */
    today: (timeZone: string) => figures.factoryToday(db, timeZone),
    /** Valid pieces and money per work day of a period (days without scans left out). */
    byDay: (factoryId: number, period: { from: string; to: string }, scope: figures.WorkerScope) =>
      figures.outputByDay(db, factoryId, period, scope),
    /** Valid pieces and money of a period. */
    ofPeriod: (factoryId: number, period: { from: string; to: string }, scope: figures.WorkerScope) =>
      figures.outputOfPeriod(db, factoryId, period, scope),
    /** The workers with the most valid pieces in a period. */
    topWorkers: (
      factoryId: number,
      period: { from: string; to: string },
      scope: figures.WorkerScope,
      limit: number,
    ) => figures.topWorkers(db, factoryId, period, scope, limit),
    /** Valid pieces of a work day per process stage. */
    byStage: (factoryId: number, day: string) => figures.piecesByStage(db, factoryId, day),
    /** The beds scanned most recently among those cut lately. */
    recentBeds: (factoryId: number, today: string, withinDays: number, limit: number) =>
      figures.recentlyScannedBeds(db, factoryId, today, withinDays, limit),
    /** Pieces, finished pieces and pieces per process of some beds. */
    bedProgress: (factoryId: number, cutOrderIds: number[]) =>
      figures.progressOfBeds(db, factoryId, cutOrderIds),
    /** Finished pieces of every style per colour × size (reads every scan of the factory). */
    finishedCells: (factoryId: number) => figures.finishedByStyleCell(db, factoryId),
  };
}

export type ScanFigures = ReturnType<typeof createScanFigures>;
