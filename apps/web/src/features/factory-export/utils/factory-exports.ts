import { FACTORY_EXPORT_AREAS, type FactoryExport } from '@gbo/contracts';

/** Whether any export is still being written: the list is asked for again until none is. */
export const anyRunning = (exports: readonly Pick<FactoryExport, 'status'>[] | undefined) =>
  exports?.some((item) => item.status === 'running') ?? false;

/** The running export, if one is (at most one runs per factory). */
export const runningExport = (exports: readonly FactoryExport[] | undefined) =>
  exports?.find((item) => item.status === 'running');

/**
 * A running export's progress in whole percent: the areas written of all of them, and half an area for the
 * one being written (how many rows it has is not known ahead). Never 100 before it is done.
 */
export function exportPercent(item: Pick<FactoryExport, 'areasDone' | 'area'>): number {
  const total = FACTORY_EXPORT_AREAS.length;
  const done = Math.min(item.areasDone, total) + (item.area && item.areasDone < total ? 0.5 : 0);
  return Math.min(99, Math.floor((done / total) * 100));
}

/** A count of rows with thousands separators, as every screen writes counts: 1,234,000. */
export const formatRows = (rows: number) => rows.toLocaleString('en-US');
