import type { Scan, ScanLookup } from '@gbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  scanKeys,
  sendScan,
  useRecordScanMutation,
  useScans,
  useTicketLookup,
} from '@/features/scan/api/scans';
import type { PhoneHolds } from '@/features/scan/components/bundle-card';
import { useScanFeedback } from '@/features/scan/hooks/use-scan-feedback';
import { useScanTranslation } from '@/features/scan/hooks/use-scan-translation';
import { keepLookup, keptLookup } from '@/features/scan/utils/kept-figures';
import { type ClaimTarget, claims, type MadeScan } from '@/features/scan/utils/outbox';
import { checkOnPhone, newScan, type PhoneRefusal, sentSince } from '@/features/scan/utils/phone-check';
import { openScanQueue, type QueueResult, type ScanQueue } from '@/features/scan/utils/scan-queue';
import { DEFAULT_TIME_ZONE } from '@/lib/format';
import { workDays } from '@/lib/work-days';
import { holdUpdate } from '@/lib/app-update';
import { useOutbox } from '@/lib/outbox/use-outbox';
import { newRequestId } from '@/lib/request-id';
import { useSessionStore } from '@/lib/session-store';

/** Today's scans shown: more than a worker makes in a day. */
const TODAY_PAGE_SIZE = 200;
/** The scan page's name among those holding an update back (lib/app-update.ts). */
const UPDATE_HOLD = 'scan';
/** The Background Sync tag of the scan outbox: the browser fires it once the network is back. */
export const SCAN_SYNC_TAG = 'gbo-scan-outbox';

type Process = ScanLookup['processes'][number];

/**
 * The scan page's model: the ticket looked up and the pieces to record, the phone's outbox and what it holds
 * against the bundle shown, the scans made here (for undo), and the worker's figures. The page's queries are
 * all here (undo is hooks/use-undo-last-scan.ts); the rules are the pure functions of utils/outbox.ts and
 * utils/phone-check.ts.
 */
export function useScanForm({
  queue: givenQueue,
  focusTicket,
}: {
  queue?: ScanQueue;
  focusTicket: () => void;
}) {
  const { t } = useScanTranslation();
  const queryClient = useQueryClient();
  const user = useSessionStore((state) => state.user);
  const factory = useSessionStore((state) => state.factory);
  const timeZone = factory?.timeZone ?? DEFAULT_TIME_ZONE;
  const owner = `${factory?.factoryId ?? 0}:${user?.id ?? 0}`;
  const queue = useMemo(() => givenQueue ?? openScanQueue(), [givenQueue]);

  const [ticket, setTicket] = useState<string>();
  const [qty, setQty] = useState<number>();
  // The scans recorded from this page, with when they were made: "Undo last scan" takes the latest back.
  const [made, setMade] = useState<MadeScan[]>([]);
  // Scans on their way right now (a state for the cards, a ref against a second tap before they re-render).
  const [inFlight, setInFlight] = useState<ClaimTarget[]>([]);
  const inFlightRef = useRef<ClaimTarget[]>([]);

  const lookup = useTicketLookup(ticket);
  // The last bundle looked up: its bed's processes are offered for a ticket the network cannot check.
  // Kept on the phone too, so the page reopened offline still offers them.
  const [lastLookup, setLastLookup] = useState<ScanLookup | undefined>(() => keptLookup(owner));
  if (lookup.data && lookup.data !== lastLookup) setLastLookup(lookup.data);
  useEffect(() => {
    if (lookup.data) keepLookup(owner, lookup.data);
  }, [lookup.data, owner]);
  const recordScan = useRecordScanMutation();
  const { today, monthStart } = workDays(timeZone);
  const todayScans = useScans({ from: today, to: today, page: 0, size: TODAY_PAGE_SIZE }, owner);
  const monthScans = useScans({ from: monthStart, to: today, page: 0, size: 1 }, owner);

  const { feedback, show, clear, sound, setSound } = useScanFeedback(
    lookup.isError ? lookup.errorUpdatedAt : 0,
  );

  const remember = (scan: Scan, madeAt: number) =>
    setMade((earlier) => [...earlier.filter((known) => known.scan.id !== scan.id), { scan, madeAt }]);
  const forget = (scan: Scan) => setMade((earlier) => earlier.filter((known) => known.scan.id !== scan.id));

  const scanDetail = (scan: Pick<Scan, 'bundleNo' | 'processName' | 'qty'>) =>
    t('feedback.scanDetail', { bundleNo: scan.bundleNo, process: scan.processName, qty: scan.qty });

  const onResults = (answered: QueueResult[]) => {
    void queryClient.invalidateQueries({ queryKey: scanKeys.all });
    for (const result of answered)
      if (result.outcome === 'recorded') remember(result.answer, Date.parse(result.entry.queuedAt));
    const failed = answered.find((result) => result.outcome === 'failed');
    const last = answered.at(-1);
    if (failed) show({ tone: 'error', title: t('feedback.refused'), detail: failed.message });
    else if (last && last.outcome !== 'failed')
      show({
        tone: 'success',
        title: last.outcome === 'undone' ? t('feedback.undone') : t('feedback.recorded'),
        detail: scanDetail(last.answer),
      });
  };

  const outbox = useOutbox({
    owner,
    queue,
    syncTag: SCAN_SYNC_TAG,
    send: ({ ticket: queuedTicket, processId, qty: queuedQty, requestId }) =>
      sendScan({ ticket: queuedTicket, processId, qty: queuedQty, requestId }),
    onResults,
  });

  const lookUp = (next: string) => {
    setQty(undefined);
    clear();
    if (next === ticket) void lookup.refetch();
    else setTicket(next);
  };

  // What the phone holds against what the lookup shows: its outbox, and what it sent since that answer.
  const sent = sentSince(outbox.results, lookup.dataUpdatedAt);
  const holds: PhoneHolds = {
    held: [...outbox.pending, ...sent],
    sending: outbox.sending ? [...inFlight, outbox.sending] : inFlight,
  };

  // A new version of the app is not loaded while a scan is on its way (its answer would be lost to the page).
  const scanning = inFlight.length > 0 || outbox.sending !== undefined;
  useEffect(() => {
    holdUpdate(UPDATE_HOLD, scanning);
    return () => holdUpdate(UPDATE_HOLD, false);
  }, [scanning]);

  const setFlying = (next: ClaimTarget[]) => {
    inFlightRef.current = next;
    setInFlight(next);
  };

  const refusalText = (refusal: PhoneRefusal) =>
    refusal.kind === 'heldAll'
      ? t('feedback.heldAll')
      : refusal.kind === 'heldNone'
        ? t('feedback.heldNone', { held: refusal.held })
        : t('feedback.heldSome', { left: refusal.left, held: refusal.held });

  /** Records a process of the ticket; without `bundle` the ticket could not be looked up (no network). */
  const record = async (process: Process, bundle?: ScanLookup['bundle']) => {
    if (!ticket) return;
    const target: ClaimTarget = { ticket, bundleId: bundle?.id, processId: process.processId };
    const madeAt = new Date();
    const entry = newScan({ ticket, process, bundle, qty, owner, madeAt, requestId: newRequestId() });
    const queued = async (sendNow: boolean) => {
      await outbox.enqueue(entry, { sendNow });
      setQty(undefined);
      show({ tone: 'pending', title: t('feedback.queued'), detail: t('feedback.queuedDetail') });
    };
    // A second tap while the first is on its way (its button is already disabled, but may not be re-drawn yet).
    if (inFlightRef.current.some((claim) => claims(claim, target))) return;
    setFlying([...inFlightRef.current, target]);
    try {
      // The outbox read afresh, as the queue holds it now.
      const { refusal, queued: behind } = checkOnPhone({
        kept: await queue.list(owner),
        sent,
        target,
        remaining: bundle && process.remainingQty,
        qty,
      });
      if (refusal) return show({ tone: 'error', title: t('feedback.refused'), detail: refusalText(refusal) });
      // Offline, or behind a scan of the same process still on the phone: it waits its turn in the outbox.
      if (!navigator.onLine || behind) return await queued(true);
      const outcome = await recordScan.mutateAsync({
        ticket,
        processId: process.processId,
        qty: entry.qty,
        requestId: entry.requestId,
      });
      if (outcome.kind === 'unreachable') return await queued(false);
      if (outcome.kind === 'refused')
        return show({ tone: 'error', title: t('feedback.refused'), detail: outcome.message });
      remember(outcome.answer, madeAt.getTime());
      setQty(undefined);
      show({
        tone: 'success',
        title: outcome.replayed ? t('feedback.replayed') : t('feedback.recorded'),
        detail: scanDetail(outcome.answer),
      });
    } finally {
      setFlying(inFlightRef.current.filter((claim) => claim !== target));
      focusTicket();
    }
  };

  return {
    user,
    timeZone,
    ticket,
    qty,
    setQty,
    lookUp,
    lookup,
    lastLookup,
    holds,
    record,
    outbox,
    made,
    forget,
    todayScans,
    monthScans,
    feedback,
    show,
    sound,
    setSound,
    scanDetail,
  };
}

export type ScanForm = ReturnType<typeof useScanForm>;
