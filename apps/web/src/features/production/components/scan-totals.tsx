import type { ScanPage } from '@gbo/contracts';
import { Flex, Skeleton, Statistic } from 'antd';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import { formatYuan } from '@/lib/money';

/** The valid pieces and amount of every scan the filters match (every page), above the list. */
export function ScanTotals({ page }: { page: ScanPage | undefined }) {
  const { t } = useProductionTranslation();
  if (!page) return <Skeleton.Input active size="small" />;
  return (
    <Flex gap="large" wrap role="group" aria-label={t('scans.totals.label')}>
      <Statistic title={t('scans.totals.scans')} value={page.totalElements} />
      <Statistic title={t('scans.totals.qty')} value={page.totals.qty} />
      {page.totals.amount !== null && (
        <Statistic title={t('scans.totals.amount')} value={formatYuan(page.totals.amount)} />
      )}
    </Flex>
  );
}
