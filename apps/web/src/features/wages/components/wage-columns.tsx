import type { WageRow } from '@gbo/contracts';
import type { ListColumn } from '@/components/list-column';
import { SettledTag } from '@/features/wages/components/settled-tag';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';
import { formatMoney } from '@/features/wages/utils/money';

/** A worker as buttons and titles name them: "Zhang Min (W011)". */
export const workerName = (row: { name: string; jobNumber: string | null }) =>
  row.jobNumber ? `${row.name} (${row.jobNumber})` : row.name;

/** The wage list's columns; the worker's name heads a phone's card. */
export function useWageColumns(): ListColumn<WageRow>[] {
  const { t } = useWagesTranslation();
  return [
    { key: 'jobNumber', title: t('columns.jobNumber'), width: 90, render: (row) => row.jobNumber },
    {
      key: 'name',
      title: t('columns.name'),
      width: 120,
      grow: true,
      card: 'title',
      render: (row) => row.name,
    },
    { key: 'dept', title: t('columns.dept'), width: 120, render: (row) => row.deptName },
    { key: 'qty', title: t('columns.qty'), width: 80, align: 'end', render: (row) => row.qty },
    {
      key: 'amount',
      title: t('columns.amount'),
      width: 110,
      align: 'end',
      render: (row) => formatMoney(row.amount),
    },
    {
      key: 'adjustments',
      title: t('columns.adjustments'),
      width: 110,
      align: 'end',
      render: (row) => formatMoney(row.adjustments),
    },
    {
      key: 'total',
      title: t('columns.total'),
      width: 110,
      align: 'end',
      render: (row) => <strong>{formatMoney(row.total)}</strong>,
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 130,
      render: (row) => (row.settledQty > 0 ? <SettledTag qty={row.qty} settledQty={row.settledQty} /> : null),
    },
  ];
}
