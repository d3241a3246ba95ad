import { Table } from 'antd';
import {
  lineBundleText,
  lineLeftText,
  LineQtyInput,
  type RecordLinesProps,
  RemoveLineButton,
} from '@/features/production/components/record-line-parts';
import { RecordLineResult } from '@/features/production/components/record-line-result';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import type { TicketLine } from '@/features/production/utils/record-scans';

/** The ticket lines as a table, on a desk. */
export function RecordLinesTable({ lines, choice, problemOf, onQtyChange, onRemove }: RecordLinesProps) {
  const { t } = useProductionTranslation();
  return (
    <Table<TicketLine>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={lines}
      scroll={{ x: 640, y: 320 }}
      locale={{ emptyText: t('record.empty') }}
      aria-label={t('record.lines')}
      columns={[
        {
          key: 'ticket',
          title: t('record.columns.ticket'),
          width: 110,
          render: (_, line) => line.ticket,
        },
        {
          key: 'bundle',
          title: t('record.columns.bundle'),
          width: 190,
          render: (_, line) => lineBundleText(t, line),
        },
        {
          key: 'left',
          title: t('record.columns.left'),
          width: 80,
          align: 'end',
          render: (_, line) => lineLeftText(line, choice),
        },
        {
          key: 'qty',
          title: t('record.columns.qty'),
          width: 100,
          render: (_, line) => <LineQtyInput line={line} size="small" onQtyChange={onQtyChange} />,
        },
        {
          key: 'result',
          title: t('record.columns.result'),
          render: (_, line) => <RecordLineResult line={line} problem={problemOf(line)} />,
        },
        {
          key: 'remove',
          width: 48,
          render: (_, line) => <RemoveLineButton line={line} size="small" onRemove={onRemove} />,
        },
      ]}
    />
  );
}
