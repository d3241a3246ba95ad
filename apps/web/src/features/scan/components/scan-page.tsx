import { OWN_UNDO_MINUTES, type Scan, type ScanLookup } from '@gbo/contracts';
import { UndoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, type InputRef, Skeleton } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  scanKeys,
  sendScan,
  useRecordScanMutation,
  useScans,
  useTicketLookup,
  useUndoScan,
} from '@/features/scan/api/scans';
import { BundleCard, OfflineProcesses } from '@/features/scan/components/bundle-card';
import { PendingScans } from '@/features/scan/components/pending-scans';
import { ScanFeedback } from '@/features/scan/components/scan-feedback';
import { ScanHeader } from '@/features/scan/components/scan-header';
import styles from '@/features/scan/components/scan-page.module.css';
import { TicketInput } from '@/features/scan/components/ticket-input';
import { TodayScans } from '@/features/scan/components/today-scans';
import { useHardwareScanner } from '@/features/scan/hooks/use-hardware-scanner';
import { useScanQueue } from '@/features/scan/hooks/use-scan-queue';
import { useScanTranslation } from '@/features/scan/hooks/use-scan-translation';
import { type Feedback, vibrateFor } from '@/features/scan/utils/feedback';
import { newRequestId } from '@/features/scan/utils/request-id';
import {
  openScanQueue,
  type QueuedScan,
  type QueueResult,
  type ScanQueue,
} from '@/features/scan/utils/scan-queue';
import { workDays } from '@/features/scan/utils/work-days';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { useSessionStore } from '@/lib/session-store';

// The camera and its QR decoder download only when the worker opens the camera.
const CameraScanner = lazy(async () => ({
  default: (await import('@/features/scan/components/camera-scanner')).CameraScanner,
}));

/** Today's scans shown: more than a worker makes in a day. */
const TODAY_PAGE_SIZE = 200;
const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** How often the undo button checks that its scan is still within the worker's 30 minutes. */
const UNDO_CHECK_MS = 15_000;

/** The time, updated every `interval` ms. */
function useNow(interval: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}

type Process = ScanLookup['processes'][number];

interface ScanPageProps {
  onSignOut: () => void;
  /** The phone's queue; tests hand in their own. */
  queue?: ScanQueue;
}

/**
 * The worker's scan page (`/scan`): look a ticket up (camera, typed, or a hardware scanner), tap the process
 * done, see it counted; scans made without a network wait on the phone and are sent once it is back.
 */
export function ScanPage({ onSignOut, queue: givenQueue }: ScanPageProps) {
  const { t } = useScanTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const user = useSessionStore((state) => state.user);
  const factory = useSessionStore((state) => state.factory);
  const timeZone = factory?.timeZone ?? DEFAULT_TIME_ZONE;
  const owner = `${factory?.factoryId ?? 0}:${user?.id ?? 0}`;
  const queue = useMemo(() => givenQueue ?? openScanQueue(), [givenQueue]);

  const [ticket, setTicket] = useState<string>();
  const [qty, setQty] = useState<number>();
  const [feedback, setFeedback] = useState<Feedback>();
  const [lastScan, setLastScan] = useState<Scan>();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<InputRef>(null);

  const lookup = useTicketLookup(ticket);
  // The last bundle looked up: its bed's processes are offered for a ticket the network cannot check.
  const [lastLookup, setLastLookup] = useState<ScanLookup>();
  if (lookup.data && lookup.data !== lastLookup) setLastLookup(lookup.data);
  const recordScan = useRecordScanMutation();
  const undo = useUndoScan();
  const { today, monthStart } = workDays(timeZone);
  const todayScans = useScans({ from: today, to: today, page: 0, size: TODAY_PAGE_SIZE });
  const monthScans = useScans({ from: monthStart, to: today, page: 0, size: 1 });

  const show = useCallback((next: Feedback) => {
    setFeedback(next);
    vibrateFor(next.tone);
  }, []);

  const scanDetail = (scan: Pick<Scan, 'bundleNo' | 'processName' | 'qty'>) =>
    t('feedback.scanDetail', { bundleNo: scan.bundleNo, process: scan.processName, qty: scan.qty });

  const onResults = (answered: QueueResult[]) => {
    void queryClient.invalidateQueries({ queryKey: scanKeys.all });
    const failed = answered.find((result) => result.outcome === 'failed');
    const last = answered.at(-1);
    if (failed) show({ tone: 'error', title: t('feedback.refused'), detail: failed.message });
    else if (last && last.outcome !== 'failed')
      show({
        tone: 'success',
        title: last.outcome === 'undone' ? t('feedback.undone') : t('feedback.recorded'),
        detail: scanDetail(last.scan),
      });
  };

  const { pending, results, online, enqueue, flush, dismiss } = useScanQueue({
    owner,
    queue,
    send: ({ ticket: queuedTicket, processId, qty: queuedQty, requestId }) =>
      sendScan({ ticket: queuedTicket, processId, qty: queuedQty, requestId }),
    onResults,
  });

  const focusTicket = useHardwareScanner(inputRef);

  const lookUp = (next: string) => {
    setQty(undefined);
    setFeedback(undefined);
    if (next === ticket) void lookup.refetch();
    else setTicket(next);
  };

  // A refusal of the lookup (unknown ticket, another factory's) buzzes like any other.
  const lookupFailedAt = lookup.isError ? lookup.errorUpdatedAt : 0;
  useEffect(() => {
    if (lookupFailedAt) vibrateFor('error');
  }, [lookupFailedAt]);

  /** Records a process of the ticket; without `bundle` the ticket could not be looked up (no network). */
  const record = async (process: Process, bundle?: ScanLookup['bundle']) => {
    if (!ticket) return;
    const entry: QueuedScan = {
      requestId: newRequestId(),
      ticket,
      processId: process.processId,
      ...(qty !== undefined && { qty }),
      owner,
      queuedAt: new Date().toISOString(),
      label: { bundleNo: bundle?.bundleNo, styleNo: bundle?.styleNo, processName: process.name },
    };
    const queued = async (sendNow: boolean) => {
      await enqueue(entry, { sendNow });
      show({ tone: 'pending', title: t('feedback.queued'), detail: t('feedback.queuedDetail') });
    };
    try {
      setBusy(true);
      if (!navigator.onLine) return await queued(true);
      const outcome = await recordScan.mutateAsync({
        ticket,
        processId: process.processId,
        qty: entry.qty,
        requestId: entry.requestId,
      });
      if (outcome.kind === 'unreachable') return await queued(false);
      if (outcome.kind === 'refused')
        return show({ tone: 'error', title: t('feedback.refused'), detail: outcome.message });
      setLastScan(outcome.scan);
      setQty(undefined);
      show({
        tone: 'success',
        title: outcome.replayed ? t('feedback.replayed') : t('feedback.recorded'),
        detail: scanDetail(outcome.scan),
      });
    } finally {
      setBusy(false);
      focusTicket();
    }
  };

  const now = useNow(UNDO_CHECK_MS);
  // The last scan the worker may still undo: the one just made, else today's newest valid one.
  const newestValid = todayScans.data?.content.find((scan) => scan.status === 'valid');
  const undoable = [lastScan, newestValid].find(
    (scan): scan is Scan =>
      scan !== undefined &&
      scan.status === 'valid' &&
      !scan.settled &&
      now - new Date(scan.scanTime).getTime() < OWN_UNDO_MINUTES * 60_000,
  );

  const confirmUndo = (scan: Scan) =>
    modal.confirm({
      title: t('undo.confirm'),
      content: scanDetail(scan),
      okText: t('undo.ok'),
      okButtonProps: { danger: true },
      cancelText: t('undo.cancel'),
      onOk: async () => {
        if (!navigator.onLine) {
          show({ tone: 'error', title: t('feedback.undoFailed'), detail: t('feedback.undoOffline') });
          return;
        }
        try {
          await undo.mutateAsync(scan.id);
          setLastScan(undefined);
          show({ tone: 'info', title: t('feedback.undone'), detail: scanDetail(scan) });
        } catch (error) {
          show({ tone: 'error', title: t('feedback.undoFailed'), detail: errorMessage(error) });
        } finally {
          focusTicket();
        }
      },
    });

  return (
    <div className={styles.page}>
      <ScanHeader name={user?.name} online={online} pending={pending.length} onSignOut={onSignOut} />
      <main className={styles.body}>
        <div className={styles.main}>
          <section className={styles.panel}>
            <TicketInput
              inputRef={inputRef}
              onLookUp={lookUp}
              cameraOpen={cameraOpen}
              onToggleCamera={() => setCameraOpen((open) => !open)}
              loading={lookup.isFetching}
            />
            {cameraOpen && (
              <div style={{ marginTop: 12 }}>
                <Suspense fallback={<Skeleton.Image active style={{ width: '100%', height: 240 }} />}>
                  <CameraScanner
                    onDetected={(text) => {
                      setCameraOpen(false);
                      vibrateFor('success');
                      lookUp(text);
                    }}
                  />
                </Suspense>
              </div>
            )}
          </section>
          {feedback && (
            // Stays in sight under the bar while the worker scrolls down the processes.
            <div className={styles.feedbackSlot}>
              <ScanFeedback feedback={feedback}>
                {feedback.tone === 'success' && undoable && (
                  <Button
                    ghost
                    className={styles.feedbackUndo}
                    icon={<UndoOutlined />}
                    onClick={() => void confirmUndo(undoable)}
                  >
                    {t('undo.button')}
                  </Button>
                )}
              </ScanFeedback>
            </div>
          )}
          {undoable && feedback?.tone !== 'success' && (
            <Button
              size="large"
              danger
              block
              className={styles.bigButton}
              icon={<UndoOutlined />}
              onClick={() => void confirmUndo(undoable)}
            >
              {t('undo.button')} · {scanDetail(undoable)}
            </Button>
          )}
          <LookupResult
            lookup={lookup}
            ticket={ticket}
            lastLookup={lastLookup}
            qty={qty}
            onQtyChange={setQty}
            onRecord={(process, bundle) => void record(process, bundle)}
            busy={busy}
          />
        </div>
        <div className={styles.side}>
          <PendingScans
            pending={pending}
            results={results}
            online={online}
            onSendNow={() => void flush()}
            onDismiss={dismiss}
          />
          <TodayScans today={todayScans.data} month={monthScans.data?.totals} timeZone={timeZone} />
        </div>
      </main>
    </div>
  );
}

interface LookupResultProps {
  lookup: ReturnType<typeof useTicketLookup>;
  ticket: string | undefined;
  /** The last bundle looked up, whose bed's processes a ticket that cannot be checked may take. */
  lastLookup: ScanLookup | undefined;
  qty: number | undefined;
  onQtyChange: (qty: number | undefined) => void;
  /** Records a process; `bundle` is absent for a ticket that could not be looked up. */
  onRecord: (process: Process, bundle?: ScanLookup['bundle']) => void;
  busy: boolean;
}

/** The looked-up bundle, the lookup's refusal, or nothing before the first ticket. */
function LookupResult({ lookup, ticket, lastLookup, qty, onQtyChange, onRecord, busy }: LookupResultProps) {
  const { t } = useScanTranslation();
  // No answer, or none asked for: TanStack Query holds a lookup back while the browser says it is offline.
  const paused = lookup.isPending && lookup.fetchStatus === 'paused';
  if (lookup.isError || paused) {
    const status = paused ? undefined : errorStatus(lookup.error);
    return status === undefined ? (
      <>
        <ScanFeedback
          feedback={{ tone: 'error', title: t('feedback.noNetwork'), detail: t('feedback.noNetworkDetail') }}
        />
        {ticket && lastLookup && lastLookup.bundle.status === 'active' && (
          <OfflineProcesses
            ticket={ticket}
            lastLookup={lastLookup}
            busy={busy}
            onRecord={(process) => onRecord(process)}
          />
        )}
      </>
    ) : (
      <ScanFeedback
        feedback={{ tone: 'error', title: t('feedback.notFound'), detail: errorMessage(lookup.error) }}
      />
    );
  }
  if (lookup.isLoading)
    return (
      <section className={styles.panel} aria-label={t('bundle.looking')}>
        <Skeleton active />
      </section>
    );
  const found = lookup.data;
  if (!found) return null;
  return (
    <BundleCard
      lookup={found}
      qty={qty}
      onQtyChange={onQtyChange}
      onRecord={(process) => onRecord(process, found.bundle)}
      busy={busy}
    />
  );
}
