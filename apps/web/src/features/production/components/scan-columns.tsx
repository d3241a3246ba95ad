import type { Scan } from '@gbo/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { ListColumn } from '@/components/list-column';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import { formatDateTime } from '@/lib/format';

/** A scan's time of day in the factory's zone, "14:05". */
const timeOf = (iso: string) => formatDateTime(iso).slice(11);

/** A scan's state: valid, settled (paid, frozen), or undone with who undid it and when. */
export function ScanStatusTag({ scan }: { scan: Scan }) {
  const { t } = useProductionTranslation();
  if (scan.status === 'undone') {
    const detail =
      scan.undoneAt &&
      t('scans.undoneBy', { name: scan.undoneByName ?? '', time: formatDateTime(scan.undoneAt) });
    return (
      <Flex gap={4} align="center" style={{ minWidth: 0 }}>
        <Tag>{t('scans.status.undone')}</Tag>
        {detail && (
          <Typography.Text type="secondary" ellipsis={{ tooltip: detail }}>
            {detail}
          </Typography.Text>
        )}
      </Flex>
    );
  }
  if (scan.settled) return <Tag color="processing">{t('scans.status.settled')}</Tag>;
  return <Tag color="success">{t('scans.status.valid')}</Tag>;
}

/** The scan list's columns, newest work day first (the API's order). */
export function useScanColumns(): ListColumn<Scan>[] {
  const { t } = useProductionTranslation();
  const undone = (scan: Scan) => scan.status === 'undone';
  return [
    {
      key: 'worker',
      title: t('scans.columns.worker'),
      width: 110,
      fixed: 'start',
      card: 'title',
      render: (scan) => (
        <Typography.Text strong delete={undone(scan)}>
          {scan.workerName}
        </Typography.Text>
      ),
    },
    { key: 'workDate', title: t('scans.columns.workDate'), width: 105, render: (scan) => scan.workDate },
    { key: 'time', title: t('scans.columns.time'), width: 65, render: (scan) => timeOf(scan.scanTime) },
    { key: 'style', title: t('scans.columns.style'), width: 90, render: (scan) => scan.styleNo },
    { key: 'bed', title: t('scans.columns.bed'), width: 55, align: 'end', render: (scan) => scan.bedNo },
    {
      key: 'bundle',
      title: t('scans.columns.bundle'),
      width: 70,
      align: 'end',
      render: (scan) => scan.bundleNo,
    },
    { key: 'ticket', title: t('scans.columns.ticket'), width: 80, render: (scan) => scan.ticketNo },
    { key: 'colour', title: t('scans.columns.colour'), width: 75, render: (scan) => scan.colour },
    { key: 'size', title: t('scans.columns.size'), width: 60, render: (scan) => scan.size },
    {
      key: 'process',
      title: t('scans.columns.process'),
      width: 140,
      grow: true,
      render: (scan) => `${scan.seq} ${scan.processName}`,
    },
    {
      key: 'qty',
      title: t('scans.columns.qty'),
      width: 65,
      align: 'end',
      render: (scan) => (
        <Typography.Text delete={undone(scan)} type={undone(scan) ? 'secondary' : undefined}>
          {scan.qty}
        </Typography.Text>
      ),
    },
    { key: 'rate', title: t('scans.columns.rate'), width: 65, align: 'end', render: (scan) => scan.rate },
    {
      key: 'amount',
      title: t('scans.columns.amount'),
      width: 80,
      align: 'end',
      render: (scan) => (
        <Typography.Text delete={undone(scan)} type={undone(scan) ? 'secondary' : undefined}>
          {scan.amount}
        </Typography.Text>
      ),
    },
    {
      key: 'status',
      title: t('scans.columns.status'),
      width: 150,
      render: (scan) => <ScanStatusTag scan={scan} />,
    },
    {
      key: 'recordedBy',
      title: t('scans.columns.recordedBy'),
      width: 100,
      render: (scan) => (scan.recordedBy === scan.workerId ? t('scans.self') : scan.recordedByName),
    },
  ];
}
