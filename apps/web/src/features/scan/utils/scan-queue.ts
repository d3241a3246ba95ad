import type { Scan } from '@gbo/contracts';
import type { UseStore } from 'idb-keyval';
import {
  type Outbox,
  type OutboxEntry,
  type OutboxResult,
  openOutbox,
  type SendOutcome as OutboxSendOutcome,
} from '@/lib/outbox/outbox-store';
import type { Answered } from '@/lib/outbox/use-outbox';

/** A scan kept on the phone until the server has answered it (made offline, or its request got no answer). */
export interface QueuedScan extends OutboxEntry {
  ticket: string;
  /** The looked-up bundle's id; absent for a ticket the network could not check (or kept by an older version). */
  bundleId?: number;
  processId: number;
  /** Absent: what remains (the server decides when it receives it). */
  qty?: number;
  /** What the worker saw when making it, to show while it waits. */
  label: { bundleNo?: number; styleNo?: string; processName: string };
}

/** How the server answered one scan sent. */
export type SendOutcome = OutboxSendOutcome<Scan>;

/** What became of a queued scan once the server answered. */
export type QueueResult = OutboxResult<QueuedScan, Scan>;

/** A queued scan the server answered, and when (the phone's clock). */
export type AnsweredScan = Answered<QueuedScan, Scan>;

/** The scan page's outbox (lib/outbox). */
export type ScanQueue = Outbox<QueuedScan>;

export const SCAN_QUEUE_DB = 'gbo-scan-queue';

/** The phone's queue of scans: IndexedDB, or memory where the browser has none. */
export const openScanQueue = (store?: UseStore): ScanQueue =>
  openOutbox<QueuedScan>(SCAN_QUEUE_DB, 'scans', store);
