import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bundles, cutOrderProcesses, cutOrders, scans, styles } from '../../db/schema';
import { moneyText } from '../../lib/money-sql';
import { memberNameOf } from '../people';

// A scan as the API shows it: with its bundle, the bundle's bed and style, the snapshot process and the
// people's names. The scans module reads its scans through this (the list, and the answer of the one statement
// that records a scan); the joins are the read side's, so the scans module's own SQL touches only its tables.

/** A member's name as the factory knows them. */
const memberName = (memberId: PgColumn) => memberNameOf(scans.factoryId, memberId);

export type ScanRow = {
  id: number;
  bundleId: number;
  bundleNo: number;
  ticketNo: number;
  styleNo: string;
  bedNo: number;
  colour: string;
  size: string;
  processId: number;
  processName: string;
  seq: number;
  qty: number;
  rate: string;
  amount: string;
  workerId: number;
  workerName: string | null;
  recordedBy: number;
  recordedByName: string | null;
  workDate: string;
  scanTime: Date;
  status: 'valid' | 'undone';
  settled: boolean;
  undoneAt: Date | null;
  undoneByName: string | null;
};

const scanColumns = {
  id: scans.id,
  bundleId: scans.bundleId,
  bundleNo: bundles.bundleNo,
  ticketNo: bundles.ticketNo,
  styleNo: styles.styleNo,
  bedNo: cutOrders.bedNo,
  colour: bundles.colour,
  size: bundles.size,
  processId: scans.processId,
  processName: cutOrderProcesses.name,
  seq: cutOrderProcesses.seq,
  qty: scans.qty,
  rate: scans.rate,
  amount: moneyText(scans.amount),
  workerId: scans.workerId,
  workerName: memberName(scans.workerId),
  recordedBy: scans.recordedBy,
  recordedByName: memberName(scans.recordedBy),
  workDate: sql`${scans.workDate}::text`,
  scanTime: scans.scanTime,
  status: scans.status,
  settled: sql`${scans.settlementId} is not null`,
  undoneAt: scans.undoneAt,
  undoneByName: memberName(scans.undoneBy),
};

/**
 * A scan as the API shows it, read from `source` under the name "scans" (the table, or the rows an insert
 * returned): with its bundle, the bundle's bed and style, and the snapshot process, by name.
 */
export const selectScans = (source: SQL) => sql`select ${sql.join(
  Object.entries(scanColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
)}
  from ${source}
  join bundles on bundles.factory_id = scans.factory_id and bundles.id = scans.bundle_id
  join cut_orders on cut_orders.factory_id = bundles.factory_id and cut_orders.id = bundles.cut_order_id
  join styles on styles.factory_id = bundles.factory_id and styles.id = bundles.style_id
  join cut_order_processes on cut_order_processes.factory_id = scans.factory_id
    and cut_order_processes.id = scans.process_id`;

/** A row of `selectScans` as the drivers answer it: bigints as text, timestamps as text or dates. */
export type RawScanRow = Omit<ScanRow, BigintField | 'scanTime' | 'undoneAt' | 'status'> &
  Record<BigintField, number | string> & {
    scanTime: Date | string;
    undoneAt: Date | string | null;
    status: string;
  };
type BigintField = 'id' | 'bundleId' | 'ticketNo' | 'processId' | 'workerId' | 'recordedBy';

const instant = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export const toScanRow = (r: RawScanRow): ScanRow => ({
  ...r,
  id: Number(r.id),
  bundleId: Number(r.bundleId),
  ticketNo: Number(r.ticketNo),
  processId: Number(r.processId),
  workerId: Number(r.workerId),
  recordedBy: Number(r.recordedBy),
  scanTime: instant(r.scanTime),
  undoneAt: r.undoneAt === null ? null : instant(r.undoneAt),
  status: r.status === 'undone' ? 'undone' : 'valid',
});
