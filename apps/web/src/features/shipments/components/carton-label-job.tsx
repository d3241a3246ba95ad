import type { PrintJob } from '@gbo/contracts';
import { PrintJobState } from '@/components/print-job-state';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import { jobProblem } from '@/features/shipments/utils/carton-job-problem';
import { usePrintJob } from '@/lib/lookups/label-printers';

/** The carton labels' job on the printer, as it goes: queued, sending, sent, or failed with the error. */
export function CartonLabelJob({ queued }: { queued: PrintJob }) {
  const { t } = useShipmentsTranslation();
  const job = usePrintJob(queued) ?? queued;
  return (
    <PrintJobState
      testId="carton-job"
      status={job.status}
      line={t('cartonLabels.job', { id: job.id, printer: job.printerName, labels: job.labels })}
      statusText={t(`cartonLabels.statuses.${job.status}`)}
      problem={jobProblem(t, job)}
    />
  );
}
