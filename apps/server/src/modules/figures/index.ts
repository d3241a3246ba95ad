/**
 * The read side of the figures' public face: it owns no table, never writes, and holds the queries that join
 * several modules' tables to show them (dashboard, production grid, finished and shipped pieces, wage totals,
 * a scan as the API shows it).
 */
export { createFigures, type Figures } from './service';
export type { BedProgress, RecentBed, WorkerOutput, WorkerScope } from './dashboard';
export type { MemberCard } from './people';
export type { DayRecord, RosterRow, WorkerDay, WorkerHour } from './attendance';
export type { DisputeRow } from './disputes';
export { slowestProcess } from './slowest';
export type { FinishedCell } from './pieces';
export type { DefectLineRow, InspectionFilter, InspectionRow, SummaryRow } from './quality';
export type { AdjustmentExportRow, AdjustmentRow, SettlementLineRow, SettlementRow, WageRow } from './wages';
// Read inside another module's transaction, under a lock that module holds (the cutting room's bundle lock).
export { mostScannedOfBundle } from './pieces';
export { type RawScanRow, type ScanRow, selectScans, toScanRow } from './scan-rows';
