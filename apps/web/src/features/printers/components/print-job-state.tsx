import type { PrintJob } from '@gbo/contracts';
import { Alert, Flex, Typography } from 'antd';
import { usePrintJob } from '@/features/printers/api/printers';
import { PrintJobTag } from '@/features/printers/components/print-job-tag';
import { usePrintersTranslation } from '@/features/printers/hooks/use-printers-translation';
import { formatDateTime } from '@/lib/format';

/** A job as the server last told it, read again every few seconds until it is sent, failed or cancelled. */
export function PrintJobState({ queued }: { queued: PrintJob }) {
  const { t } = usePrintersTranslation();
  const job = usePrintJob(queued.id).data ?? queued;
  return (
    <Flex vertical gap="small" role="status" aria-live="polite">
      <div>
        <PrintJobTag status={job.status} /> {job.subject}
      </div>
      {job.status === 'failed' && job.lastError && <Alert type="error" showIcon title={job.lastError} />}
      {job.status === 'queued' && job.nextAttemptTime && (
        <Typography.Text type="secondary">
          {t('jobs.nextAttempt', { time: formatDateTime(job.nextAttemptTime) })}
        </Typography.Text>
      )}
      {job.status !== 'sent' && job.status !== 'cancelled' && (
        <Typography.Text type="secondary">{t('test.hint')}</Typography.Text>
      )}
    </Flex>
  );
}
