import { UndoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ScanFeedback } from '@/features/scan/components/scan-feedback';
import styles from '@/features/scan/components/scan-page.module.css';
import { useScanTranslation } from '@/features/scan/hooks/use-scan-translation';
import type { Feedback } from '@/features/scan/utils/feedback';
import type { UndoTarget } from '@/features/scan/utils/outbox';
import type { QueuedScan } from '@/features/scan/utils/scan-queue';

interface LastOutcomeProps {
  feedback: Feedback | undefined;
  /** What "Undo last scan" would take back, if anything. */
  undoable: UndoTarget | undefined;
  undoDetail: (target: UndoTarget) => string;
  onUndo: (target: UndoTarget) => void;
  /** The queued scan on its way now: its undo waits for the answer. */
  sending: QueuedScan | undefined;
}

/**
 * The last action's outcome with "Undo last scan": inside a success, else as a big button of its own naming
 * the scan it takes back.
 */
export function LastOutcome({ feedback, undoable, undoDetail, onUndo, sending }: LastOutcomeProps) {
  const { t } = useScanTranslation();
  return (
    <>
      {feedback && (
        // Stays in sight under the bar while the worker scrolls down the processes.
        <div className={styles.feedbackSlot}>
          <ScanFeedback feedback={feedback}>
            {feedback.tone === 'success' && undoable && (
              <Button
                ghost
                className={styles.feedbackUndo}
                icon={<UndoOutlined />}
                onClick={() => onUndo(undoable)}
                title={undoDetail(undoable)}
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
          className={`${styles.bigButton} ${styles.undoButton}`}
          icon={<UndoOutlined />}
          loading={undoable.kind === 'queued' && undoable.entry.requestId === sending?.requestId}
          onClick={() => onUndo(undoable)}
        >
          {t('undo.button')} · {undoDetail(undoable)}
        </Button>
      )}
    </>
  );
}
