import type { Scan } from '@gbo/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
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

/**
 * The scan list's columns, newest work day first (the API's order). What a supervisor checks a claim by comes
 * first (who, when, which bundle and process, pieces, amount, state), so a desk screen shows it without
 * scrolling; bed, ticket, rate and who recorded it follow.
 */
export function useScanColumns(): ListColumn<Scan>[] {
  const { t } = useProductionTranslation();
  const undone = (scan: Scan) => scan.status === 'undone';
  const struck = (scan: Scan, value: ReactNode) => (
    <Typography.Text delete={undone(scan)} type={undone(scan) ? 'secondary' : undefined}>
      {value}
    </Typography.Text>
  );
  return [
    {
      key: 'worker',
      title: t('scans.columns.worker'),
      width: 100,
      fixed: 'start',
      card: 'title',
      render: (scan) => (
        <Typography.Text strong delete={undone(scan)}>
          {scan.workerName}
        </Typography.Text>
      ),
    },
    { key: 'workDate', title: t('scans.columns.workDate'), width: 95, render: (scan) => scan.workDate },
    {
      key: 'time',
      card: 'hidden',
      title: t('scans.columns.time'),
      width: 60,
      render: (scan) => timeOf(scan.scanTime),
    },
    { key: 'style', title: t('scans.columns.style'), width: 80, render: (scan) => scan.styleNo },
    {
      key: 'bundle',
      title: t('scans.columns.bundle'),
      width: 65,
      align: 'end',
      render: (scan) => scan.bundleNo,
    },
    { key: 'colour', title: t('scans.columns.colour'), width: 70, render: (scan) => scan.colour },
    { key: 'size', title: t('scans.columns.size'), width: 55, render: (scan) => scan.size },
    {
      key: 'process',
      title: t('scans.columns.process'),
      width: 120,
      grow: true,
      render: (scan) => `${scan.seq} ${scan.processName}`,
    },
    {
      key: 'qty',
      title: t('scans.columns.qty'),
      width: 70,
      align: 'end',
      render: (scan) => struck(scan, scan.qty),
    },
    {
      key: 'amount',
      title: t('scans.columns.amount'),
      width: 75,
      align: 'end',
      render: (scan) => struck(scan, scan.amount),
    },
    {
      key: 'status',
      title: t('scans.columns.status'),
      width: 110,
      render: (scan) => <ScanStatusTag scan={scan} />,
    },
    {
      key: 'rate',
      card: 'hidden',
      title: t('scans.columns.rate'),
      width: 60,
      align: 'end',
      render: (scan) => scan.rate,
    },
    {
      key: 'bed',
      card: 'hidden',
      title: t('scans.columns.bed'),
      width: 50,
      align: 'end',
      render: (scan) => scan.bedNo,
    },
    {
      key: 'ticket',
      card: 'hidden',
      title: t('scans.columns.ticket'),
      width: 75,
      render: (scan) => scan.ticketNo,
    },
    {
      key: 'recordedBy',
      title: t('scans.columns.recordedBy'),
      width: 95,
      render: (scan) => (scan.recordedBy === scan.workerId ? t('scans.self') : scan.recordedByName),
    },
  ];
}
