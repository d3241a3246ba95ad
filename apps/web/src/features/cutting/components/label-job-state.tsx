import type { PrintJob } from '@gbo/contracts';
import { PrintJobState } from '@/components/print-job-state';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { jobProblem } from '@/features/cutting/utils/label-job-problem';
import { usePrintJob } from '@/lib/lookups/label-printers';

/** The tickets' job on the label printer, as it goes: queued, sending, sent, or failed with the printer's error. */
export function LabelJobState({ queued }: { queued: PrintJob }) {
  const { t } = useCuttingTranslation();
  const job = usePrintJob(queued) ?? queued;
  return (
    <PrintJobState
      testId="label-job"
      status={job.status}
      line={t('tickets.printer.job', { id: job.id, printer: job.printerName, labels: job.labels })}
      statusText={t(`tickets.printer.statuses.${job.status}`)}
      problem={jobProblem(t, job)}
    />
  );
}
