import { Tabs } from 'antd';
import { ListPage } from '@/components/list-page';
import { DefectCodesTab } from '@/features/quality/components/defect-codes-tab';
import { FiguresTab } from '@/features/quality/components/figures-tab';
import { InspectionsTab } from '@/features/quality/components/inspections-tab';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';

/**
 * Quality (`/work/quality`): the inspections recorded on the QC phones, their figures (DHU, first-pass
 * yield, the Pareto of defects) and the factory's defect codes. Each tab loads when opened.
 */
export function QualityPage() {
  const { t } = useQualityTranslation();
  return (
    <ListPage>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'inspections', label: t('office.tabs.inspections'), children: <InspectionsTab /> },
          { key: 'figures', label: t('office.tabs.figures'), children: <FiguresTab /> },
          { key: 'codes', label: t('office.tabs.codes'), children: <DefectCodesTab /> },
        ]}
      />
    </ListPage>
  );
}
