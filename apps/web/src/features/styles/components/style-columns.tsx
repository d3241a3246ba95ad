import type { StyleSummary } from '@gbo/contracts';
import type { ListColumn } from '@/components/list-column';
import { useStylesTranslation } from '@/features/styles/hooks/use-styles-translation';
import { displayRate } from '@/features/styles/utils/process-rows';
import { formatDateTime } from '@/lib/format';

/** The styles list's columns. */
export function useStyleColumns(): ListColumn<StyleSummary>[] {
  const { t } = useStylesTranslation();
  return [
    { key: 'styleNo', title: t('columns.styleNo'), width: 110, fixed: 'start', render: (row) => row.styleNo },
    { key: 'name', title: t('columns.name'), width: 150, grow: true, render: (row) => row.name },
    { key: 'customer', title: t('columns.customer'), width: 130, render: (row) => row.customerName },
    { key: 'orderNo', title: t('columns.orderNo'), width: 110, render: (row) => row.orderNo },
    { key: 'deliveryDate', title: t('columns.deliveryDate'), width: 105, render: (row) => row.deliveryDate },
    { key: 'colours', title: t('columns.colours'), width: 130, render: (row) => row.colours.join(' / ') },
    { key: 'sizes', title: t('columns.sizes'), width: 120, render: (row) => row.sizes.join(' / ') },
    {
      key: 'orderTotal',
      title: t('columns.orderTotal'),
      width: 85,
      align: 'end',
      render: (row) => (row.orderTotal > 0 ? row.orderTotal : undefined),
    },
    {
      key: 'processCount',
      title: t('columns.processCount'),
      width: 85,
      align: 'end',
      render: (row) => row.processCount,
    },
    {
      key: 'rateTotal',
      title: t('columns.rateTotal'),
      width: 110,
      align: 'end',
      render: (row) => (row.processCount > 0 ? displayRate(row.rateTotal) : undefined),
    },
    {
      key: 'samTotal',
      title: t('columns.samTotal'),
      width: 110,
      align: 'end',
      render: (row) => (row.samTotal === null ? '—' : displayRate(row.samTotal)),
    },
    {
      key: 'createTime',
      title: t('columns.createTime'),
      width: 140,
      render: (row) => formatDateTime(row.createTime),
    },
  ];
}
