import { sqlStateOf } from './db-errors';

// The numbers the database's rules and the TypeScript that works with them share, defined once here. The
// migrations that wrote the rules (already applied, so never edited) spell the same numbers: db-rules.unit.test.ts
// reads their SQL and fails when the two disagree. docs/architecture.md, "Where each rule lives", says why each
// rule is where it is.

/**
 * The factory's wage lock: a transaction-scoped advisory lock keyed (WAGE_LOCK_KEY, factory id). A settlement
 * and the adjustment writes take it alone (wages module); the scans_guard trigger (migrations 0009 and 0015) takes it
 * shared before every scan, so scans go on side by side but none slips into a period being settled.
 */
export const WAGE_LOCK_KEY = 74_812_001;

/**
 * A worker's pay questions lock: a transaction-scoped advisory lock keyed (DISPUTE_LOCK_KEY, member id), taken
 * by a new question, so two sent at once count each other against the most a worker may have open.
 */
export const DISPUTE_LOCK_KEY = 74_812_002;

/**
 * A factory's import lock: a transaction-scoped advisory lock keyed (IMPORT_LOCK_KEY, factory id), taken by an
 * import's write before it plans, so two imports of one factory write one after the other (two files adding
 * the same style numbers in another order would otherwise deadlock on the unique index).
 */
export const IMPORT_LOCK_KEY = 74_812_003;

/**
 * The SQLSTATEs the scans_guard and scans_never_deleted triggers (migration 0009) refuse a write with (class GB,
 * "garment back office"; S for scans), and what each means.
 */
export const SCAN_GUARD_CODES = {
  /** The scan's bundle is void (or gone): a void bundle takes no scans. */
  GBS01: 'bundleNotActive',
  /** The scan would pass the bundle's quantity for its process (or takes nothing: no pieces remain). */
  GBS02: 'overQuantity',
  /** The scan's work day is in a period a wage settlement paid for its worker. */
  GBS03: 'daySettled',
  /** A delete on scans: a scan is undone, never deleted. */
  GBS04: 'neverDeleted',
} as const;

export type ScanRefusal = (typeof SCAN_GUARD_CODES)[keyof typeof SCAN_GUARD_CODES];

/** Why the scan guard refused a write, or undefined when the error is not the guard's. */
export function scanRefusalOf(error: unknown): ScanRefusal | undefined {
  const code = sqlStateOf(error);
  return code !== undefined && code in SCAN_GUARD_CODES
    ? SCAN_GUARD_CODES[code as keyof typeof SCAN_GUARD_CODES]
    : undefined;
}

/**
 * The SQLSTATEs the qc_inspections_guard trigger (migration 0019) refuses a write with (class GB; Q for
 * quality), and what each means.
 */
export const QC_GUARD_CODES = {
  /** The inspection's bundle is void (or gone). */
  GBQ01: 'bundleNotActive',
  /** First inspections at a checkpoint would count more pieces than the bundle has. */
  GBQ02: 'overInspected',
  /** A re-inspection would check more pieces than the checkpoint has in rework. */
  GBQ03: 'overRework',
  /** An undo of a first inspection whose rework was re-inspected since. */
  GBQ04: 'reworkRechecked',
  /** A delete, or a change other than an undo. */
  GBQ05: 'onlyUndone',
} as const;

export type QcRefusal = (typeof QC_GUARD_CODES)[keyof typeof QC_GUARD_CODES];

/** Why the inspection guard refused a write, or undefined when the error is not the guard's. */
export function qcRefusalOf(error: unknown): QcRefusal | undefined {
  const code = sqlStateOf(error);
  return code !== undefined && code in QC_GUARD_CODES
    ? QC_GUARD_CODES[code as keyof typeof QC_GUARD_CODES]
    : undefined;
}

/**
 * The installation's backup lock: a session-level advisory lock (BACKUP_LOCK_KEY) held on a connection of its
 * own while a backup is made, so that one backup runs at a time across server processes (the schedule fires
 * in each of them).
 */
export const BACKUP_LOCK_KEY = 74_812_004;

/**
 * The installation's maintenance lock: a session-level advisory lock (MAINTENANCE_LOCK_KEY) held by the
 * process restoring a backup. Every other process stays in maintenance while it is held and restarts once it
 * is not: when the restore has finished, or when the restoring process has died.
 */
export const MAINTENANCE_LOCK_KEY = 74_812_005;
