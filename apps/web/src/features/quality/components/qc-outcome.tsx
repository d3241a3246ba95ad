import { OWN_QC_UNDO_MINUTES, type QcInspection } from '@gbo/contracts';
import { UndoOutlined } from '@ant-design/icons';
import { Alert, App, Button } from 'antd';
import { useUndoFromPhone } from '@/features/quality/api/qc';
import styles from '@/features/quality/components/qc-page.module.css';
import type { QcForm } from '@/features/quality/hooks/use-qc-form';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';
import { dhuOf } from '@/features/quality/utils/qc-rules';
import { errorMessage } from '@/lib/api-error';
import { useNow } from '@/lib/use-now';

const ALERT_TYPES = { success: 'success', error: 'error', pending: 'warning', info: 'info' } as const;

/** Whether the last inspection may still be undone from the phone (the inspector's own 30 minutes). */
function useUndoable(last: QcForm['last']) {
  const now = useNow(15_000);
  if (!last) return false;
  if (last.kind === 'queued') return true;
  return last.inspection.status === 'valid' && now - last.madeAt < OWN_QC_UNDO_MINUTES * 60_000;
}

/**
 * The last action's outcome, big: the inspection recorded (its DHU, the rework left open at its checkpoint),
 * kept on the phone, or refused with the server's sentence; and Undo for the last inspection.
 */
export function QcOutcome({ form, reworkOpen }: { form: QcForm; reworkOpen: number | undefined }) {
  const { t } = useQualityTranslation();
  const { modal } = App.useApp();
  const undo = useUndoFromPhone();
  const { feedback, last } = form;
  const undoable = useUndoable(last);

  const inspectionText = (inspection: QcInspection) =>
    t('phone.result', {
      bundleNo: inspection.bundleNo,
      checkpoint: inspection.afterProcessName
        ? t('checkpoint.after', { process: inspection.afterProcessName })
        : t('checkpoint.final'),
      inspected: inspection.inspectedQty,
      passed: inspection.passedQty,
      failed: inspection.failedQty,
      defects: inspection.defectQty,
    });

  const confirmUndo = () => {
    if (!last) return;
    const what = last.kind === 'queued' ? form.entryText(last.entry) : inspectionText(last.inspection);
    modal.confirm({
      title: last.kind === 'queued' ? t('undo.confirmQueued') : t('undo.confirm'),
      content: what,
      okText: t('undo.ok'),
      okButtonProps: { size: 'large', danger: true, className: styles.touchButton },
      cancelText: t('undo.cancel'),
      cancelButtonProps: { size: 'large', className: styles.touchButton },
      onOk: async () => {
        try {
          if (last.kind === 'queued') {
            const outcome = await form.outbox.withdraw(last.entry.requestId);
            if (outcome !== 'removed')
              return form.setFeedback({ tone: 'error', title: t('undo.failed'), detail: t('undo.sending') });
          } else {
            if (!navigator.onLine)
              return form.setFeedback({ tone: 'error', title: t('undo.failed'), detail: t('undo.offline') });
            await undo.mutateAsync(last.inspection.id);
          }
          form.setLast(undefined);
          form.setFeedback({ tone: 'info', title: t('undo.done'), detail: what });
        } catch (error) {
          form.setFeedback({ tone: 'error', title: t('undo.failed'), detail: errorMessage(error) });
        }
      },
    });
  };

  const recorded = last?.kind === 'recorded' && feedback?.tone === 'success' ? last.inspection : undefined;
  if (!feedback && !undoable) return null;
  return (
    <section className={styles.panel} aria-label={t('phone.outcome')}>
      {feedback && (
        <Alert
          type={ALERT_TYPES[feedback.tone]}
          showIcon
          role={feedback.tone === 'error' ? 'alert' : 'status'}
          title={<strong>{feedback.title}</strong>}
          description={
            <>
              {feedback.detail && <div>{feedback.detail}</div>}
              {recorded && (
                <>
                  <div>{inspectionText(recorded)}</div>
                  <div className={styles.failed}>
                    {t('phone.dhu', { dhu: dhuOf(recorded.defectQty, recorded.inspectedQty) })}
                    {reworkOpen !== undefined && ` · ${t('phone.reworkOpen', { n: reworkOpen })}`}
                  </div>
                </>
              )}
            </>
          }
        />
      )}
      {undoable && (
        <Button
          size="large"
          danger
          block
          className={styles.bigButton}
          icon={<UndoOutlined />}
          style={{ marginTop: 8 }}
          loading={last?.kind === 'queued' && last.entry.requestId === form.outbox.sending?.requestId}
          onClick={confirmUndo}
        >
          {t('undo.button')}
        </Button>
      )}
    </section>
  );
}
