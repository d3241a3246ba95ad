import type { PrintJob } from '@gbo/contracts';
import { App } from 'antd';
import { RowActions } from '@/components/row-actions';
import { useCancelPrintJob, useRetryPrintJob } from '@/features/printers/api/printers';
import { usePrintersTranslation } from '@/features/printers/hooks/use-printers-translation';

/** A job's actions for whoever holds printer:job: Retry a failed one, Cancel a queued one (asking first). */
export function PrintJobActions({ job }: { job: PrintJob }) {
  const { t } = usePrintersTranslation();
  const { message } = App.useApp();
  const retry = useRetryPrintJob();
  const cancel = useCancelPrintJob();
  return (
    <RowActions
      name={`#${job.id}`}
      actions={[
        {
          key: 'retry',
          label: t('actions.retry'),
          hidden: job.status !== 'failed',
          onClick: () =>
            retry.mutateAsync(job.id).then(
              () => void message.success(t('messages.retried', { id: job.id })),
              () => undefined,
            ),
        },
        {
          key: 'cancel',
          label: t('actions.cancel'),
          hidden: job.status !== 'queued',
          danger: true,
          confirm: { title: t('confirm.cancelTitle', { id: job.id }), content: t('confirm.cancelContent') },
          onClick: () =>
            cancel.mutateAsync(job.id).then(
              () => void message.success(t('messages.cancelled', { id: job.id })),
              () => undefined,
            ),
        },
      ]}
    />
  );
}
