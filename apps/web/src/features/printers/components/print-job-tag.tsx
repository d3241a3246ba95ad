import type { PrintJob } from '@gbo/contracts';
import { Tag } from 'antd';
import { usePrintersTranslation } from '@/features/printers/hooks/use-printers-translation';
import { JOB_STATUS_COLOUR } from '@/features/printers/utils/job-status';

/** A job's status as a coloured tag. */
export function PrintJobTag({ status }: Pick<PrintJob, 'status'>) {
  const { t } = usePrintersTranslation();
  return <Tag color={JOB_STATUS_COLOUR[status]}>{t(`statuses.${status}`)}</Tag>;
}
