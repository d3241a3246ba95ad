import type { CutOrderSummary } from '@gbo/contracts';
import type { ListColumn } from '@/components/list-column';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import { bundleRange } from '@/features/cutting/utils/cut-order-matrix';
import { formatDateTime } from '@/lib/format';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useBedName } from '@/features/cutting/hooks/use-cut-order-bed-name';

/** The cut order list's columns; the style number names the row (a card's title on a phone). */
export function useCutOrderColumns(): ListColumn<CutOrderSummary>[] {
  const { t } = useCuttingTranslation();
  const bedName = useBedName();
  // A phone's card is headed by the bed itself: "PL2408 bed 2".
  const mobile = useIsMobile();
  return [
    {
      key: 'styleNo',
      title: t('cutOrders.column.styleNo'),
      width: 100,
      card: 'title',
      render: (row) => (mobile ? bedName(row) : row.styleNo),
    },
    {
      key: 'styleName',
      title: t('cutOrders.column.styleName'),
      width: 130,
      grow: true,
      render: (row) => row.styleName,
    },
    { key: 'customer', title: t('cutOrders.column.customer'), width: 120, render: (row) => row.customerName },
    { key: 'bedNo', title: t('cutOrders.column.bedNo'), width: 60, align: 'end', render: (row) => row.bedNo },
    { key: 'cutDate', title: t('cutOrders.column.cutDate'), width: 100, render: (row) => row.cutDate },
    { key: 'marker', title: t('cutOrders.column.marker'), width: 110, render: (row) => row.markerName },
    {
      key: 'colours',
      title: t('cutOrders.column.colours'),
      width: 130,
      render: (row) => row.colours.join(', '),
    },
    {
      key: 'pieces',
      title: t('cutOrders.column.pieces'),
      width: 76,
      align: 'end',
      render: (row) => row.totalQty,
    },
    {
      key: 'bundles',
      title: t('cutOrders.column.bundles'),
      width: 84,
      align: 'end',
      render: (row) => row.totalBundles,
    },
    {
      key: 'bundleNos',
      title: t('cutOrders.column.bundleNos'),
      width: 100,
      render: (row) => bundleRange(row.bundleNoFrom, row.bundleNoTo),
    },
    {
      key: 'printed',
      title: t('cutOrders.column.printed'),
      width: 80,
      align: 'end',
      render: (row) => row.printCount,
    },
    {
      key: 'createdBy',
      title: t('cutOrders.column.createdBy'),
      width: 90,
      card: 'hidden',
      render: (row) => row.createdBy,
    },
    {
      key: 'createTime',
      title: t('cutOrders.column.createTime'),
      width: 130,
      card: 'hidden',
      render: (row) => formatDateTime(row.createTime),
    },
  ];
}
