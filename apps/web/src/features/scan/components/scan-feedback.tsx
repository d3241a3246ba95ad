import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from '@/features/scan/components/scan-page.module.css';
import type { Feedback } from '@/features/scan/utils/feedback';

const ICONS: Record<Feedback['tone'], ReactNode> = {
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  pending: <ClockCircleFilled />,
  info: <InfoCircleFilled />,
};

/** The last action's outcome, big and coloured, read out by screen readers as it changes. */
export function ScanFeedback({ feedback, children }: { feedback: Feedback; children?: ReactNode }) {
  return (
    <section
      className={`${styles.feedback} ${styles[feedback.tone]}`}
      role={feedback.tone === 'error' ? 'alert' : 'status'}
      data-tone={feedback.tone}
    >
      <span className={styles.feedbackIcon} aria-hidden>
        {ICONS[feedback.tone]}
      </span>
      <div className={styles.feedbackText}>
        <p className={styles.feedbackTitle}>{feedback.title}</p>
        {feedback.detail && <p className={styles.feedbackDetail}>{feedback.detail}</p>}
        {children}
      </div>
    </section>
  );
}
