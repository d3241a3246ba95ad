import type { PrintJob } from '@gbo/contracts';
import { Button, Modal } from 'antd';
import { PrintJobState } from '@/features/printers/components/print-job-state';
import { usePrintersTranslation } from '@/features/printers/hooks/use-printers-translation';

/** The job of a test print, followed until it is sent or fails. */
export function TestPrintDialog({ job, onClose }: { job: PrintJob | undefined; onClose: () => void }) {
  const { t } = usePrintersTranslation();
  return (
    <Modal
      open={job !== undefined}
      title={t('test.title', { name: job?.printerName ?? '' })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('test.close')}</Button>}
      destroyOnHidden
    >
      {job && <PrintJobState queued={job} />}
    </Modal>
  );
}
