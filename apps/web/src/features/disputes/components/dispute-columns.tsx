import type { Dispute } from '@gbo/contracts';
import { Tag, Typography } from 'antd';
import type { ListColumn } from '@/components/list-column';
import { useDisputesTranslation } from '@/features/disputes/hooks/use-disputes-translation';
import { itemLabel, workerLabel } from '@/features/disputes/utils/disputes';
import { formatDateTime } from '@/lib/format';

/** Open or answered, open in the colour that asks for attention. */
function StatusTag({ row }: { row: Dispute }) {
  const { t } = useDisputesTranslation();
  return <Tag color={row.status === 'open' ? 'orange' : 'green'}>{t(`status.${row.status}`)}</Tag>;
}

/** The answer, and under it who gave it and when. */
function AnswerCell({ row }: { row: Dispute }) {
  const { t } = useDisputesTranslation();
  if (row.answer === null) return null;
  return (
    <>
      {row.answer}
      {row.answeredAt && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {t('answeredBy', { name: row.answeredByName ?? '', time: formatDateTime(row.answeredAt) })}
        </Typography.Text>
      )}
    </>
  );
}

/** The list's columns, open questions first then newest (the API's order); the worker heads a phone's card. */
export function useDisputeColumns(): ListColumn<Dispute>[] {
  const { t } = useDisputesTranslation();
  return [
    {
      key: 'worker',
      title: t('columns.worker'),
      width: 150,
      fixed: 'start',
      card: 'title',
      render: workerLabel,
    },
    { key: 'dept', title: t('columns.dept'), width: 120, render: (row) => row.deptName },
    { key: 'workDate', title: t('columns.workDate'), width: 110, render: (row) => row.workDate },
    {
      key: 'item',
      title: t('columns.item'),
      width: 200,
      render: (row) => (row.item ? itemLabel(row.item) : t('wholeDay')),
    },
    { key: 'message', title: t('columns.message'), width: 240, render: (row) => row.message },
    { key: 'asked', title: t('columns.asked'), width: 160, render: (row) => formatDateTime(row.createTime) },
    { key: 'status', title: t('columns.status'), width: 100, render: (row) => <StatusTag row={row} /> },
    {
      key: 'answer',
      title: t('columns.answer'),
      width: 240,
      grow: true,
      render: (row) => <AnswerCell row={row} />,
    },
  ];
}
