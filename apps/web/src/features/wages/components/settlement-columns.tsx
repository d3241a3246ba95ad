import type { WageSettlement } from '@gbo/contracts';
import type { ListColumn } from '@/components/list-column';
import { useWagesTranslation } from '@/features/wages/hooks/use-wages-translation';
import { formatMoney } from '@/features/wages/utils/money';
import { formatDateTime } from '@/lib/format';
import { useIsMobile } from '@/lib/use-is-mobile';

/** A settlement as titles and buttons name it: "Settlement #3". */
export const useSettlementName = () => {
  const { t } = useWagesTranslation();
  return (settlement: { id: number }) => t('settlements.name', { id: settlement.id });
};

/** The settlement history's columns; the period heads a phone's card. */
export function useSettlementColumns(): ListColumn<WageSettlement>[] {
  const { t } = useWagesTranslation();
  const name = useSettlementName();
  // A phone's card is headed by the settlement itself: "Settlement #3 · 2026-08-01 to 2026-08-31".
  const mobile = useIsMobile();
  const period = (s: WageSettlement) => t('settle.periodValue', { from: s.from, to: s.to });
  return [
    {
      key: 'period',
      title: t('settlements.columns.period'),
      width: 190,
      card: 'title',
      render: (s) => (mobile ? `${name(s)} · ${period(s)}` : period(s)),
    },
    {
      key: 'scope',
      title: t('settlements.columns.scope'),
      width: 96,
      grow: true,
      render: (s) => s.deptName ?? t('settle.scopeFactory'),
    },
    {
      key: 'workers',
      title: t('settlements.columns.workers'),
      width: 82,
      align: 'end',
      render: (s) => s.workerCount,
    },
    { key: 'qty', title: t('columns.qty'), width: 70, align: 'end', render: (s) => s.qty },
    {
      key: 'amount',
      title: t('columns.amount'),
      width: 96,
      align: 'end',
      render: (s) => formatMoney(s.amount),
    },
    {
      key: 'adjustments',
      title: t('columns.adjustments'),
      width: 108,
      align: 'end',
      render: (s) => formatMoney(s.adjustments),
    },
    {
      key: 'total',
      title: t('columns.total'),
      width: 96,
      align: 'end',
      render: (s) => <strong>{formatMoney(s.total)}</strong>,
    },
    { key: 'by', title: t('settlements.columns.by'), width: 90, render: (s) => s.createdByName },
    {
      key: 'at',
      title: t('settlements.columns.at'),
      width: 140,
      render: (s) => formatDateTime(s.createTime),
    },
  ];
}
