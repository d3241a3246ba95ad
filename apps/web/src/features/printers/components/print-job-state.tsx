import type { PrintJob } from '@gbo/contracts';
import { Flex, Typography } from 'antd';
import { ProblemAlert } from '@/components/problem-text';
import { usePrintJob } from '@/features/printers/api/printers';
import { PrintJobTag } from '@/features/printers/components/print-job-tag';
import { usePrintersTranslation } from '@/features/printers/hooks/use-printers-translation';
import { jobProblem } from '@/features/printers/utils/job-problem';

/** A job as the server last told it, read again every few seconds until it is sent, failed or cancelled. */
export function PrintJobState({ queued }: { queued: PrintJob }) {
  const { t } = usePrintersTranslation();
  const job = usePrintJob(queued.id).data ?? queued;
  const problem = jobProblem(t, job);
  return (
    <Flex vertical gap="small" role="status" aria-live="polite">
      <div>
        <PrintJobTag status={job.status} /> {job.subject}
      </div>
      {problem && <ProblemAlert {...problem} />}
      {job.status !== 'sent' && job.status !== 'cancelled' && (
        <Typography.Text type="secondary">{t('test.hint')}</Typography.Text>
      )}
    </Flex>
  );
}
