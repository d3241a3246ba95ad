import type { QcInspection } from '@gbo/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ListColumn } from '@/components/list-column';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';
import { dhuOf } from '@/features/quality/utils/qc-rules';
import { formatDateTime } from '@/lib/format';

/** An inspection's state: valid, or undone with who undid it and when. */
function StatusTag({ inspection }: { inspection: QcInspection }) {
  const { t } = useQualityTranslation();
  if (inspection.status === 'valid') return <Tag color="success">{t('office.status.valid')}</Tag>;
  const detail =
    inspection.undoneAt &&
    t('office.undoneBy', { name: inspection.undoneByName ?? '', time: formatDateTime(inspection.undoneAt) });
  return (
    <Flex gap={4} align="center" style={{ minWidth: 0 }}>
      <Tag>{t('office.status.undone')}</Tag>
      {detail && (
        <Typography.Text type="secondary" ellipsis={{ tooltip: detail }}>
          {detail}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The inspection list's columns, newest first (the API's order): when, which bundle, where, the counts. */
export function useInspectionColumns(): ListColumn<QcInspection>[] {
  const { t } = useQualityTranslation();
  const struck = (inspection: QcInspection, value: ReactNode) => (
    <Typography.Text
      delete={inspection.status === 'undone'}
      type={inspection.status === 'undone' ? 'secondary' : undefined}
    >
      {value}
    </Typography.Text>
  );
  return [
    {
      key: 'bundle',
      title: t('office.columns.bundle'),
      width: 150,
      fixed: 'start',
      card: 'title',
      render: (row) => struck(row, t('office.bundleName', { bundleNo: row.bundleNo, styleNo: row.styleNo })),
    },
    {
      key: 'inspectedAt',
      title: t('office.columns.inspectedAt'),
      width: 150,
      render: (row) => formatDateTime(row.inspectedAt),
    },
    {
      key: 'checkpoint',
      title: t('office.columns.checkpoint'),
      width: 150,
      render: (row) =>
        row.afterProcessName
          ? t('checkpoint.after', { process: row.afterProcessName })
          : t('checkpoint.final'),
    },
    {
      key: 'kind',
      title: t('office.columns.kind'),
      width: 110,
      render: (row) => t(`office.kind.${row.kind}`),
    },
    {
      key: 'inspected',
      title: t('office.columns.inspected'),
      width: 95,
      align: 'end',
      render: (row) => struck(row, row.inspectedQty),
    },
    {
      key: 'passed',
      title: t('office.columns.passed'),
      width: 95,
      align: 'end',
      render: (row) => struck(row, row.passedQty),
    },
    {
      key: 'failed',
      title: t('office.columns.failed'),
      width: 95,
      align: 'end',
      render: (row) => struck(row, row.failedQty),
    },
    {
      key: 'defects',
      title: t('office.columns.defects'),
      width: 95,
      align: 'end',
      render: (row) => struck(row, row.defectQty),
    },
    {
      key: 'dhu',
      title: t('office.columns.dhu'),
      width: 90,
      align: 'end',
      render: (row) => dhuOf(row.defectQty, row.inspectedQty),
    },
    {
      key: 'inspector',
      title: t('office.columns.inspector'),
      width: 110,
      render: (row) => row.inspectorName,
    },
    {
      key: 'bundleFacts',
      title: t('office.columns.bundleFacts'),
      width: 170,
      render: (row) =>
        t('office.bundleFacts', { bedNo: row.bedNo, colour: row.colour, size: row.size, qty: row.bundleQty }),
    },
    {
      key: 'status',
      title: t('office.columns.status'),
      width: 200,
      grow: true,
      render: (row) => <StatusTag inspection={row} />,
    },
  ];
}
