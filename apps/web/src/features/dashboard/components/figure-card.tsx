import type { OutputFigure } from '@gbo/contracts';
import { Card, Flex, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDashboardTranslation } from '@/features/dashboard/hooks/use-dashboard-translation';
import { formatYuan } from '@/lib/money';

/** One period's pieces and, where the caller sees money, wages; `hint` says what to do when there are none. */
export function FigureCard({
  title,
  figure,
  hint,
}: {
  title: string;
  figure: OutputFigure;
  hint?: ReactNode;
}) {
  const { t } = useDashboardTranslation();
  return (
    <Card size="small" title={title} style={{ height: '100%' }}>
      <Flex gap="large" wrap>
        <Statistic title={t('output.pieces')} value={figure.qty} />
        {figure.amount !== null && <Statistic title={t('output.wages')} value={formatYuan(figure.amount)} />}
      </Flex>
      {hint && figure.qty === 0 && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {hint}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
