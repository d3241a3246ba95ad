import { Alert, Button, Flex } from 'antd';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import type { lineCounts } from '@/features/production/utils/record-scans';

interface RecordScansFooterProps {
  counts: ReturnType<typeof lineCounts>;
  toSend: number;
  canSend: boolean;
  sending: boolean;
  onSend: () => void;
  onClose: () => void;
}

/** What was recorded and refused so far, and the dialog's buttons. */
export function RecordScansFooter({
  counts,
  toSend,
  canSend,
  sending,
  onSend,
  onClose,
}: RecordScansFooterProps) {
  const { t } = useProductionTranslation();
  return (
    <>
      {counts.recorded + counts.refused > 0 && (
        <Alert
          type={counts.refused > 0 ? 'warning' : 'success'}
          title={t('record.summary', {
            recorded: counts.recorded,
            pieces: counts.pieces,
            refused: counts.refused,
          })}
        />
      )}
      <Flex justify="end" gap="small" wrap>
        <Button onClick={onClose}>{t('record.close')}</Button>
        <Button type="primary" loading={sending} disabled={!canSend} onClick={onSend}>
          {toSend > 0 ? t('record.submit', { count: toSend }) : t('record.submitNone')}
        </Button>
      </Flex>
    </>
  );
}
