import type { PrintJob, PrintJobStatus } from '@gbo/contracts';
import { Flex, Tag, Typography } from 'antd';
import { ProblemAlert } from '@/components/problem-text';
import { useLabelJob } from '@/features/shipments/api/carton-labels';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import { jobProblem } from '@/features/shipments/utils/carton-job-problem';

const COLOUR: Record<PrintJobStatus, string> = {
  queued: 'blue',
  sending: 'gold',
  sent: 'green',
  failed: 'red',
  cancelled: 'default',
};

/** The carton labels' job on the printer, as it goes: queued, sending, sent, or failed with the error. */
export function CartonLabelJob({ queued }: { queued: PrintJob }) {
  const { t } = useShipmentsTranslation();
  const job = useLabelJob(queued) ?? queued;
  const problem = jobProblem(t, job);
  return (
    <Flex vertical gap="small" role="status" aria-live="polite" data-testid="carton-job">
      <Typography.Text>
        {t('cartonLabels.job', { id: job.id, printer: job.printerName, labels: job.labels })}{' '}
        <Tag color={COLOUR[job.status]}>{t(`cartonLabels.statuses.${job.status}`)}</Tag>
      </Typography.Text>
      {problem && <ProblemAlert {...problem} />}
    </Flex>
  );
}
