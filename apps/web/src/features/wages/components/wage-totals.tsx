import { Flex, Skeleton, Statistic } from 'antd';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';
import { formatYuanMills, type WageTotals } from '@/features/wages/utils/money';

/** The totals of every worker the list shows: pieces and money summed exactly (thousandths), the total paid rounded to the cent. */
export function WageTotalsBar({ totals }: { totals: WageTotals | undefined }) {
  const { t } = useWagesTranslation();
  if (!totals) return <Skeleton.Input active size="small" />;
  return (
    <Flex gap="large" wrap role="group" aria-label={t('totals.label')}>
      <Statistic title={t('totals.workers')} value={totals.workers} />
      <Statistic title={t('totals.qty')} value={totals.qty} />
      <Statistic title={t('totals.amount')} value={formatYuanMills(totals.amount)} />
      <Statistic title={t('totals.adjustments')} value={formatYuanMills(totals.adjustments)} />
      <Statistic
        title={t('totals.total')}
        value={formatYuanMills(totals.total)}
        styles={{ content: { fontWeight: 600 } }}
      />
      {totals.settledQty > 0 && (
        <Statistic title={t('totals.settledAmount')} value={formatYuanMills(totals.settledAmount)} />
      )}
    </Flex>
  );
}
