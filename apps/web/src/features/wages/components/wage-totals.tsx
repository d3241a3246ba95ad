import { Flex, Skeleton, Statistic } from 'antd';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';
import { formatCents, type WageTotals } from '@/features/wages/utils/money';

/** The totals of every worker the list shows: pieces and money summed exactly, in cents. */
export function WageTotalsBar({ totals }: { totals: WageTotals | undefined }) {
  const { t } = useWagesTranslation();
  if (!totals) return <Skeleton.Input active size="small" />;
  return (
    <Flex gap="large" wrap role="group" aria-label={t('totals.label')}>
      <Statistic title={t('totals.workers')} value={totals.workers} />
      <Statistic title={t('totals.qty')} value={totals.qty} />
      <Statistic title={t('totals.amount')} value={formatCents(totals.amount)} prefix="¥" />
      <Statistic title={t('totals.adjustments')} value={formatCents(totals.adjustments)} prefix="¥" />
      <Statistic
        title={t('totals.total')}
        value={formatCents(totals.total)}
        prefix="¥"
        styles={{ content: { fontWeight: 600 } }}
      />
      {totals.settledQty > 0 && (
        <Statistic title={t('totals.settledAmount')} value={formatCents(totals.settledAmount)} prefix="¥" />
      )}
    </Flex>
  );
}
