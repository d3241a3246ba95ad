import type { PrintJob, PrintJobStatus } from '@gbo/contracts';
import { Flex, Tag, Typography } from 'antd';
import { ProblemAlert } from '@/components/problem-text';
import { useLabelJob } from '@/features/cutting/api/label-printers';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { jobProblem } from '@/features/cutting/utils/label-job-problem';

const COLOUR: Record<PrintJobStatus, string> = {
  queued: 'blue',
  sending: 'gold',
  sent: 'green',
  failed: 'red',
  cancelled: 'default',
};

/** The tickets' job on the label printer, as it goes: queued, sending, sent, or failed with the printer's error. */
export function LabelJobState({ queued }: { queued: PrintJob }) {
  const { t } = useCuttingTranslation();
  const job = useLabelJob(queued) ?? queued;
  const problem = jobProblem(t, job);
  return (
    <Flex vertical gap="small" role="status" aria-live="polite" data-testid="label-job">
      <Typography.Text>
        {t('tickets.printer.job', { id: job.id, printer: job.printerName, labels: job.labels })}{' '}
        <Tag color={COLOUR[job.status]}>{t(`tickets.printer.statuses.${job.status}`)}</Tag>
      </Typography.Text>
      {problem && <ProblemAlert {...problem} />}
    </Flex>
  );
}
