import type { QcInspectionPage } from '@gbo/contracts';
import { Flex, Skeleton, Statistic } from 'antd';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';

/** The valid first inspections' pieces and defects of every inspection the filters match, and their DHU. */
export function InspectionTotals({ page }: { page: QcInspectionPage | undefined }) {
  const { t } = useQualityTranslation();
  if (!page) return <Skeleton.Input active size="small" />;
  const { totals } = page;
  return (
    <Flex gap="large" wrap role="group" aria-label={t('office.totals.label')}>
      <Statistic title={t('office.totals.inspected')} value={totals.inspected} />
      <Statistic title={t('office.totals.passed')} value={totals.passed} />
      <Statistic title={t('office.totals.failed')} value={totals.failed} />
      <Statistic title={t('office.totals.defects')} value={totals.defects} />
      <Statistic title={t('office.totals.dhu')} value={totals.dhu} />
    </Flex>
  );
}
