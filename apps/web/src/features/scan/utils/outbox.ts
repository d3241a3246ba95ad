import { OWN_UNDO_MINUTES, type Scan } from '@gbo/contracts';
import type { QueuedScan } from '@/features/scan/utils/scan-queue';

/**
 * A scan this phone holds against a bundle's process that the last lookup does not count yet: kept in the
 * outbox (`qty` absent: all that is left when it arrives), or sent since that lookup was answered.
 */
export type Claim = Pick<QueuedScan, 'ticket' | 'bundleId' | 'processId' | 'qty'>;

/** Which bundle a card shows: its id once looked up, else only the ticket's text (not checked offline). */
export interface ClaimTarget {
  ticket: string;
  bundleId?: number;
  processId: number;
}

/** Whether a claim is on the target's bundle and process: by the bundle's id, or else by the same ticket text. */
export function claims(claim: Claim, target: ClaimTarget): boolean {
  if (claim.processId !== target.processId) return false;
  if (claim.bundleId !== undefined && target.bundleId !== undefined)
    return claim.bundleId === target.bundleId;
  return claim.ticket === target.ticket;
}

/** What the phone holds of a process: the pieces, or 'all' once a scan of all that is left waits. */
export type Held = number | 'all';

/**
 * What a process still offers once the phone's own scans count against it: the lookup's `remaining` less what
 * the outbox holds (nothing once a scan of "all that is left" waits). The server has the last word when they
 * arrive; this only keeps the phone from offering pieces it has already taken.
 */
export function leftOnPhone(
  remaining: number,
  held: readonly Claim[],
  target: ClaimTarget,
): { left: number; held: Held } {
  const mine = held.filter((claim) => claims(claim, target));
  if (mine.some((claim) => claim.qty === undefined)) return { left: 0, held: 'all' };
  const pieces = mine.reduce((sum, claim) => sum + (claim.qty ?? 0), 0);
  return { left: Math.max(0, remaining - pieces), held: pieces };
}

/** A scan made on this phone in this session, with when it was made by the phone's clock. */
export interface MadeScan {
  scan: Scan;
  madeAt: number;
}

/** What "Undo last scan" takes back: a scan still on the phone (removed, never sent), or a recorded one. */
export type UndoTarget = { kind: 'queued'; entry: QueuedScan } | { kind: 'scan'; scan: Scan };

/**
 * The latest scan made that may still be taken back: a scan waiting on the phone always may; a recorded one
 * while valid, unsettled and within the worker's own 30 minutes. Scans made here are ordered by the phone's
 * clock (a queued scan sent later still counts from when it was made); others (made before a reload, or by
 * the office for the worker) by the server's time.
 */
export function undoTarget({
  pending,
  made,
  today,
  now,
}: {
  /** The outbox, oldest first. */
  pending: readonly QueuedScan[];
  made: readonly MadeScan[];
  /** The worker's scans of today, as the server last listed them (their status is the freshest). */
  today: readonly Scan[];
  now: number;
}): UndoTarget | undefined {
  const madeAt = new Map(made.map(({ scan, madeAt: at }) => [scan.id, at]));
  const listed = new Map(today.map((scan) => [scan.id, scan]));
  const scans = [
    ...made.map(({ scan }) => listed.get(scan.id) ?? scan),
    ...today.filter((scan) => !madeAt.has(scan.id)),
  ];
  const candidates = [
    ...scans.map((scan) => ({
      target: { kind: 'scan', scan } as const,
      at: madeAt.get(scan.id) ?? Date.parse(scan.scanTime),
    })),
    ...pending.map((entry) => ({
      target: { kind: 'queued', entry } as const,
      at: Date.parse(entry.queuedAt),
    })),
  ].sort((a, b) => b.at - a.at);
  return candidates.find(
    ({ target }) =>
      target.kind === 'queued' ||
      (target.scan.status === 'valid' &&
        !target.scan.settled &&
        now - Date.parse(target.scan.scanTime) < OWN_UNDO_MINUTES * 60_000),
  )?.target;
}
