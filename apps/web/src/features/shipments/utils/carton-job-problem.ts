import { PRINT_RETRY_HOURS, type PrintJob } from '@gbo/contracts';
import type { TFunction } from 'i18next';
import type { Problem } from '@/components/problem-text';
import { formatDateTime } from '@/lib/format';

/**
 * Why a job did not go, in words: a failed job's reason, or a queued one's that the printer did not take and
 * that is tried again (when). None for a job on its way, sent, or queued again by hand.
 */
export function jobProblem(
  t: TFunction<'shipments'>,
  job: Pick<PrintJob, 'status' | 'attempts' | 'errorCode' | 'lastError' | 'nextAttemptTime'>,
): Problem | undefined {
  const why = job.errorCode
    ? t(`cartonLabels.errors.${job.errorCode}`, { hours: PRINT_RETRY_HOURS })
    : t('cartonLabels.errors.unknown');
  if (job.status === 'failed') return { type: 'error', message: why, detail: job.lastError };
  if (job.status !== 'queued' || job.attempts === 0 || !job.errorCode) return undefined;
  const message = job.nextAttemptTime
    ? t('cartonLabels.errors.retryAt', { why, time: formatDateTime(job.nextAttemptTime) })
    : t('cartonLabels.errors.retrySoon', { why });
  return { type: 'warning', message, detail: job.lastError };
}
