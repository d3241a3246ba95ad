import type { ScanLookup } from '@gbo/contracts';
import { type Claim, type ClaimTarget, claims, leftOnPhone } from '@/features/scan/utils/outbox';
import type { AnsweredScan, QueuedScan } from '@/features/scan/utils/scan-queue';

type Process = ScanLookup['processes'][number];

/** The scans sent from the outbox since the lookup shown was answered: it does not count them yet. */
export function sentSince(results: readonly AnsweredScan[], lookupAt: number): Claim[] {
  return results.flatMap((result) =>
    result.outcome === 'recorded' && result.answeredAt > lookupAt
      ? [{ ...result.entry, bundleId: result.answer.bundleId, qty: result.answer.qty }]
      : [],
  );
}

/** Why the phone refuses a scan itself: what it already holds of the process leaves too little. */
export type PhoneRefusal =
  { kind: 'heldAll' } | { kind: 'heldNone'; held: number } | { kind: 'heldSome'; left: number; held: number };

/**
 * Whether the phone may take `qty` (undefined: all that is left) of the process: no more than is left once
 * the outbox (`kept`: read afresh, as the queue holds it now) and what was sent since the lookup count.
 * `remaining` is the lookup's, undefined for a ticket not looked up. `queued` says scans of the process wait
 * in the outbox: a new one then queues behind them, to arrive after them.
 */
export function checkOnPhone({
  kept,
  sent,
  target,
  remaining,
  qty,
}: {
  kept: readonly Claim[];
  sent: readonly Claim[];
  target: ClaimTarget;
  remaining: number | undefined;
  qty: number | undefined;
}): { refusal?: PhoneRefusal; queued: boolean } {
  const keptOfIt = kept.filter((claim) => claims(claim, target));
  const queued = keptOfIt.length > 0;
  const heldNow = [...keptOfIt, ...sent.filter((claim) => claims(claim, target))];
  if (heldNow.length === 0) return { queued: false };
  // A ticket not looked up takes all that is left: a second scan of it can only be refused.
  if (remaining === undefined) return { refusal: { kind: 'heldAll' }, queued };
  const { left, held } = leftOnPhone(remaining, heldNow, target);
  if (held === 'all') return { refusal: { kind: 'heldAll' }, queued };
  if (left === 0) return { refusal: { kind: 'heldNone', held }, queued };
  if (qty !== undefined && qty > left) return { refusal: { kind: 'heldSome', left, held }, queued };
  return { queued };
}

/**
 * The scan of a process of the ticket as the phone keeps and sends it, with a new request id; without
 * `bundle` the ticket could not be looked up (no network) and the server checks it when it arrives.
 */
export function newScan({
  ticket,
  process,
  bundle,
  qty,
  owner,
  madeAt,
  requestId,
}: {
  ticket: string;
  process: Process;
  bundle: ScanLookup['bundle'] | undefined;
  qty: number | undefined;
  owner: string;
  madeAt: Date;
  requestId: string;
}): QueuedScan {
  return {
    requestId,
    ticket,
    ...(bundle && { bundleId: bundle.id }),
    processId: process.processId,
    ...(qty !== undefined && { qty }),
    owner,
    queuedAt: madeAt.toISOString(),
    label: { bundleNo: bundle?.bundleNo, styleNo: bundle?.styleNo, processName: process.name },
  };
}
