import { Card, Flex, Typography } from 'antd';
import {
  lineBundleText,
  lineLeftText,
  LineQtyInput,
  type RecordLinesProps,
  RemoveLineButton,
} from '@/features/production/components/record-line-parts';
import { RecordLineResult } from '@/features/production/components/record-line-result';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';

/** The ticket lines as cards, on a phone. */
export function RecordLineCards({ lines, choice, problemOf, onQtyChange, onRemove }: RecordLinesProps) {
  const { t } = useProductionTranslation();
  return (
    <Flex vertical gap="small" role="list" aria-label={t('record.lines')}>
      {lines.length === 0 && <Typography.Text type="secondary">{t('record.empty')}</Typography.Text>}
      {lines.map((line) => {
        const left = lineLeftText(line, choice);
        return (
          <Card key={line.key} size="small" role="listitem">
            <Flex justify="space-between" align="center" gap="small">
              <Typography.Text strong>{line.ticket}</Typography.Text>
              <RemoveLineButton line={line} onRemove={onRemove} />
            </Flex>
            {line.lookup && <div>{lineBundleText(t, line)}</div>}
            <Flex justify="space-between" align="center" gap="small" wrap style={{ marginTop: 8 }}>
              {left && (
                <Typography.Text type="secondary">
                  {t('record.columns.left')} {left}
                </Typography.Text>
              )}
              <div style={{ width: 120 }}>
                <LineQtyInput line={line} onQtyChange={onQtyChange} />
              </div>
            </Flex>
            <div style={{ marginTop: 8 }}>
              <RecordLineResult line={line} problem={problemOf(line)} />
            </div>
          </Card>
        );
      })}
    </Flex>
  );
}
