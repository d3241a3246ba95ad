import type { ShipmentStatus, ShipmentSummary } from '@gbo/contracts';
import { Tag, Typography } from 'antd';
import type { ListColumn } from '@/components/list-column';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';

const STATUS_COLOUR: Record<ShipmentStatus, string> = {
  draft: 'default',
  confirmed: 'success',
  void: 'error',
};

export function ShipmentStatusTag({ status }: { status: ShipmentStatus }) {
  const { t } = useShipmentsTranslation();
  return <Tag color={STATUS_COLOUR[status]}>{t(`status.${status}`)}</Tag>;
}

/**
 * The shipment list's columns; the number names the row (a card's title on a phone) and opens the order.
 */
export function useShipmentColumns(onOpen: (row: ShipmentSummary) => void): ListColumn<ShipmentSummary>[] {
  const { t } = useShipmentsTranslation();
  return [
    {
      key: 'shipmentNo',
      title: t('column.shipmentNo'),
      width: 150,
      fixed: 'start',
      card: 'title',
      render: (row) => <Typography.Link onClick={() => onOpen(row)}>{row.shipmentNo}</Typography.Link>,
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 90,
      render: (row) => <ShipmentStatusTag status={row.status} />,
    },
    { key: 'shipDate', title: t('column.shipDate'), width: 100, render: (row) => row.shipDate },
    {
      key: 'customer',
      title: t('column.customer'),
      width: 120,
      grow: true,
      render: (row) => row.customerName,
    },
    {
      key: 'style',
      title: t('column.style'),
      width: 170,
      render: (row) => `${row.styleNo} ${row.styleName}`,
    },
    { key: 'pieces', title: t('column.pieces'), width: 80, align: 'end', render: (row) => row.totalQty },
    { key: 'cartons', title: t('column.cartons'), width: 76, align: 'end', render: (row) => row.cartonCount },
    {
      key: 'amount',
      title: t('column.amount'),
      width: 110,
      align: 'end',
      render: (row) => formatMoney(row.amount),
    },
    {
      key: 'unitPrice',
      title: t('column.unitPrice'),
      width: 90,
      align: 'end',
      card: 'hidden',
      render: (row) => formatMoney(row.unitPrice),
    },
    {
      key: 'transport',
      title: t('column.transport'),
      width: 200,
      card: 'hidden',
      render: (row) => [row.carrier, row.vehicleNo, row.driver].filter(Boolean).join(' · '),
    },
    {
      key: 'createdBy',
      title: t('column.createdBy'),
      width: 90,
      card: 'hidden',
      render: (row) => row.createdBy,
    },
    {
      key: 'confirmedAt',
      title: t('column.confirmedAt'),
      width: 130,
      card: 'hidden',
      render: (row) => (row.confirmedAt ? formatDateTime(row.confirmedAt) : ''),
    },
  ];
}
