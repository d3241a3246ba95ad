import { Modal } from 'antd';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';

export interface TicketPrintDialogProps {
  open: boolean;
  onClose: () => void;
  /** Print this cut order's bundles (all, a range or picked numbers)… */
  cutOrderId?: number;
  /** …or these bundles. */
  bundleIds?: number[];
}

/** Prints bundle tickets: the template, which bundles, whether to list the processes. */
export function TicketPrintDialog({ open, onClose }: TicketPrintDialogProps) {
  const { t } = useCuttingTranslation();
  return <Modal open={open} title={t('tickets.title')} okText={t('tickets.print')} onCancel={onClose} />;
}
