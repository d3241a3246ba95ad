import type { QcInspection, QcInspectionInput } from '@gbo/contracts';
import type { UseStore } from 'idb-keyval';
import {
  type Outbox,
  type OutboxEntry,
  type OutboxResult,
  openOutbox,
  type SendOutcome,
} from '@/lib/outbox/outbox-store';

/** An inspection kept on the phone until the server has answered it (made offline, or got no answer). */
export interface QueuedInspection extends OutboxEntry {
  /** What is sent, its request id included. */
  input: QcInspectionInput;
  /** What the inspector saw when making it, to show while it waits. */
  label: { bundleNo: number; styleNo: string; checkpoint: string };
}

export type QcSendOutcome = SendOutcome<QcInspection>;
export type QcQueueResult = OutboxResult<QueuedInspection, QcInspection>;
export type QcQueue = Outbox<QueuedInspection>;

/** Its own database beside the scan page's: a phone may serve both pages, each sends only its own. */
export const QC_QUEUE_DB = 'gbo-qc-queue';
/** The Background Sync tag of the inspections' outbox. */
export const QC_SYNC_TAG = 'gbo-qc-outbox';

export const openQcQueue = (store?: UseStore): QcQueue =>
  openOutbox<QueuedInspection>(QC_QUEUE_DB, 'inspections', store);
