import type { QcDefect, QcInspection } from '@gbo/contracts';
import { Empty, Table } from 'antd';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';

/** An inspection's defect lines, opened under its row: code, name, process and worker at fault, count. */
export function InspectionDefects({ inspection }: { inspection: QcInspection }) {
  const { t } = useQualityTranslation();
  if (inspection.defects.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('office.noDefects')} />;
  return (
    <Table<QcDefect>
      size="small"
      pagination={false}
      rowKey={(defect) => `${defect.code}-${defect.processId}-${defect.workerId ?? 'shared'}`}
      dataSource={inspection.defects}
      aria-label={t('office.defectsOf', { bundleNo: inspection.bundleNo })}
      columns={[
        { key: 'code', title: t('office.defectColumns.code'), dataIndex: 'code', width: 90 },
        { key: 'name', title: t('office.defectColumns.name'), dataIndex: 'name' },
        {
          key: 'category',
          title: t('office.defectColumns.category'),
          render: (_, defect) => t(`office.category.${defect.category}`),
        },
        {
          key: 'process',
          title: t('office.defectColumns.process'),
          render: (_, defect) => `${defect.seq} ${defect.processName}`,
        },
        {
          key: 'worker',
          title: t('office.defectColumns.worker'),
          render: (_, defect) => defect.workerName ?? t('office.nobody'),
        },
        { key: 'qty', title: t('office.defectColumns.qty'), dataIndex: 'qty', align: 'right', width: 80 },
      ]}
    />
  );
}
