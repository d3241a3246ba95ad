import type { Scan } from '@gbo/contracts';
import { App } from 'antd';
import { useUndoScan } from '@/features/scan/api/scans';
import styles from '@/features/scan/components/scan-page.module.css';
import { entryText } from '@/features/scan/components/pending-scans';
import type { ScanForm } from '@/features/scan/hooks/use-scan-form';
import { useScanTranslation } from '@/features/scan/hooks/use-scan-translation';
import { undoTarget, type UndoTarget } from '@/features/scan/utils/outbox';
import type { QueuedScan } from '@/features/scan/utils/scan-queue';
import { errorMessage } from '@/lib/api-error';
import { useNow } from '@/lib/use-now';

/** How often the undo button checks that its scan is still within the worker's 30 minutes. */
const UNDO_CHECK_MS = 15_000;

/**
 * "Undo last scan": the latest scan made that may still be taken back (utils/outbox.ts `undoTarget`), in
 * words, and its confirmation. A scan still on the phone is taken off it; a recorded one is undone online.
 */
export function useUndoLastScan(form: ScanForm, focusTicket: () => void) {
  const { t } = useScanTranslation();
  const { modal } = App.useApp();
  const undo = useUndoScan();
  const { outbox, show, scanDetail } = form;

  const now = useNow(UNDO_CHECK_MS);
  const undoable = undoTarget({
    pending: outbox.pending,
    made: form.made,
    today: form.todayScans.data?.content ?? [],
    now,
  });
  const undoDetail = (target: UndoTarget) =>
    target.kind === 'scan'
      ? scanDetail(target.scan)
      : t('undo.queuedDetail', { scan: entryText(t, target.entry) });

  // The undo dialog's buttons: big enough for a gloved thumb, as everything on this page.
  const dialogButton = { size: 'large', className: styles.touchButton } as const;

  /** A scan not sent yet is taken off the phone: an older recorded scan is not the one to undo. */
  const confirmWithdraw = (entry: QueuedScan) =>
    modal.confirm({
      title: t('undo.confirmQueued'),
      content: t('undo.queuedNote', { scan: entryText(t, entry) }),
      okText: t('undo.ok'),
      okButtonProps: { ...dialogButton, danger: true },
      cancelText: t('undo.cancel'),
      cancelButtonProps: dialogButton,
      onOk: async () => {
        try {
          const outcome = await outbox.withdraw(entry.requestId);
          if (outcome === 'removed')
            show({ tone: 'info', title: t('feedback.withdrawn'), detail: entryText(t, entry) });
          else show({ tone: 'error', title: t('feedback.undoFailed'), detail: t('feedback.undoSending') });
        } catch (error) {
          show({ tone: 'error', title: t('feedback.undoFailed'), detail: errorMessage(error) });
        } finally {
          focusTicket();
        }
      },
    });

  const confirmUndoScan = (scan: Scan) =>
    modal.confirm({
      title: t('undo.confirm'),
      content: scanDetail(scan),
      okText: t('undo.ok'),
      okButtonProps: { ...dialogButton, danger: true },
      cancelText: t('undo.cancel'),
      cancelButtonProps: dialogButton,
      onOk: async () => {
        if (!navigator.onLine) {
          show({ tone: 'error', title: t('feedback.undoFailed'), detail: t('feedback.undoOffline') });
          return;
        }
        try {
          await undo.mutateAsync(scan.id);
          form.forget(scan);
          show({ tone: 'info', title: t('feedback.undone'), detail: scanDetail(scan) });
        } catch (error) {
          show({ tone: 'error', title: t('feedback.undoFailed'), detail: errorMessage(error) });
        } finally {
          focusTicket();
        }
      },
    });

  const confirmUndo = (target: UndoTarget) =>
    target.kind === 'queued' ? confirmWithdraw(target.entry) : confirmUndoScan(target.scan);

  return { undoable, undoDetail, confirmUndo };
}
