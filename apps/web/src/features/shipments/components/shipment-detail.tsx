import type { Shipment } from '@gbo/contracts';
import { Alert, Descriptions, Flex, Table, Typography } from 'antd';
import { ShipmentStatusTag } from '@/features/shipments/components/shipment-columns';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';

/** Cells named in the warning; the rest are counted (the grid shows them all). */
const WARNINGS_SHOWN = 3;

type GridRow = { colour: string; cells: Map<string, number>; qty: number; amount: string | null };

/** The shipped colours (rows) and sizes (columns) in the style's order, with each row's cells. */
export function shipmentGrid(shipment: Shipment): { sizes: string[]; rows: GridRow[] } {
  const sizes = shipment.sizeTotals.filter((total) => total.qty > 0).map((total) => total.size);
  const rows = shipment.colourTotals
    .filter((total) => total.qty > 0)
    .map((total) => ({
      colour: total.colour,
      qty: total.qty,
      amount: total.amount,
      cells: new Map(
        shipment.lines.filter((line) => line.colour === total.colour).map((line) => [line.size, line.qty]),
      ),
    }));
  return { sizes, rows };
}

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

/**
 * One shipment order as read, whatever its status: who and what it ships, the colour × size grid with its
 * totals and amounts, the cartons, who confirmed or voided it and why.
 */
export function ShipmentDetail({ shipment }: { shipment: Shipment }) {
  const { t } = useShipmentsTranslation();
  return (
    <Flex vertical gap="middle">
      {shipment.status === 'void' && (
        <Alert
          type="error"
          showIcon
          title={t('detail.voided', {
            by: shipment.voidedBy ?? '',
            at: shipment.voidedAt ? formatDateTime(shipment.voidedAt) : '',
          })}
          description={shipment.voidReason}
        />
      )}
      {shipment.warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('form.overTitle', { count: shipment.warnings.length })}
          description={[
            ...shipment.warnings.slice(0, WARNINGS_SHOWN).map((warning) => t('form.overItem', warning)),
            ...(shipment.warnings.length > WARNINGS_SHOWN
              ? [t('detail.moreWarnings', { count: shipment.warnings.length - WARNINGS_SHOWN })]
              : []),
          ].join('; ')}
        />
      )}
      <ShipmentHeader shipment={shipment} />
      <ShipmentGridTable shipment={shipment} />
      <ShipmentCartonsTable shipment={shipment} />
    </Flex>
  );
}

function ShipmentHeader({ shipment }: { shipment: Shipment }) {
  const { t } = useShipmentsTranslation();
  const items = [
    { key: 'status', label: t('column.status'), children: <ShipmentStatusTag status={shipment.status} /> },
    { key: 'shipDate', label: t('column.shipDate'), children: shipment.shipDate },
    { key: 'customer', label: t('column.customer'), children: shipment.customerName },
    { key: 'style', label: t('column.style'), children: `${shipment.styleNo} ${shipment.styleName}` },
    { key: 'orderNo', label: t('doc.orderNo'), children: shipment.orderNo },
    { key: 'address', label: t('form.address'), children: shipment.address },
    { key: 'contact', label: t('form.contact'), children: joined(shipment.contact, shipment.phone) },
    {
      key: 'transport',
      label: t('column.transport'),
      children: joined(shipment.carrier, shipment.vehicleNo, shipment.driver, shipment.driverPhone),
    },
    {
      key: 'unitPrice',
      label: t('column.unitPrice'),
      children: shipment.unitPrice && formatMoney(shipment.unitPrice),
    },
    { key: 'note', label: t('form.note'), children: shipment.note },
    {
      key: 'created',
      label: t('detail.created'),
      children: joined(shipment.createdBy, formatDateTime(shipment.createTime)),
    },
    {
      key: 'confirmed',
      label: t('detail.confirmed'),
      children: shipment.confirmedAt
        ? joined(shipment.confirmedBy, formatDateTime(shipment.confirmedAt))
        : '',
    },
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      items={items.filter((item) => item.key === 'status' || Boolean(item.children))}
    />
  );
}

function ShipmentGridTable({ shipment }: { shipment: Shipment }) {
  const { t } = useShipmentsTranslation();
  const { sizes, rows } = shipmentGrid(shipment);
  const priced = shipment.unitPrice !== null;
  return (
    <Table<GridRow>
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowKey="colour"
      dataSource={rows}
      columns={[
        { key: 'colour', title: t('doc.colour'), fixed: 'start', render: (_, row) => row.colour },
        ...sizes.map((size) => ({
          key: `size:${size}`,
          title: size,
          align: 'end' as const,
          render: (_: unknown, row: GridRow) => row.cells.get(size) ?? '',
        })),
        { key: 'total', title: t('doc.total'), align: 'end', render: (_, row) => <b>{row.qty}</b> },
        ...(priced
          ? [
              {
                key: 'amount',
                title: t('doc.amount'),
                align: 'end' as const,
                render: (_: unknown, row: GridRow) => formatMoney(row.amount),
              },
            ]
          : []),
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <b>{t('doc.total')}</b>
          </Table.Summary.Cell>
          {shipment.sizeTotals
            .filter((total) => total.qty > 0)
            .map((total, index) => (
              <Table.Summary.Cell key={total.size} index={index + 1} align="right">
                {total.qty}
              </Table.Summary.Cell>
            ))}
          <Table.Summary.Cell index={sizes.length + 1} align="right">
            <b>{shipment.totalQty}</b>
          </Table.Summary.Cell>
          {priced && (
            <Table.Summary.Cell index={sizes.length + 2} align="right">
              <b>{formatMoney(shipment.amount)}</b>
            </Table.Summary.Cell>
          )}
        </Table.Summary.Row>
      )}
    />
  );
}

type CartonRow = Shipment['lines'][number] & {
  key: string;
  range: string;
  cartons: number;
  perCarton: number;
};

function ShipmentCartonsTable({ shipment }: { shipment: Shipment }) {
  const { t } = useShipmentsTranslation();
  const packing = shipment.packing;
  if (!packing) return <Typography.Text type="secondary">{t('doc.noCartons')}</Typography.Text>;
  const rows: CartonRow[] = packing.groups.flatMap((group) =>
    group.contents.map((cell) => ({
      ...cell,
      amount: null,
      key: `${group.fromNo}:${cell.colour}:${cell.size}`,
      range: group.fromNo === group.toNo ? String(group.fromNo) : `${group.fromNo}–${group.toNo}`,
      cartons: group.cartons,
      perCarton: cell.qty,
    })),
  );
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>
        {t('form.cartonCount', { count: packing.cartonCount })} ·{' '}
        {packing.mode === 'solid'
          ? `${t('doc.solid')}, ${t('doc.perCarton')} ${packing.perCarton ?? ''}`
          : t('doc.mixed')}
      </Typography.Text>
      <Table<CartonRow>
        size="small"
        bordered
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={[
          { key: 'range', title: t('doc.cartonNos'), render: (_, row) => row.range },
          { key: 'colour', title: t('doc.colour'), render: (_, row) => row.colour },
          { key: 'size', title: t('doc.size'), render: (_, row) => row.size },
          { key: 'perCarton', title: t('doc.perCarton'), align: 'end', render: (_, row) => row.perCarton },
          { key: 'cartons', title: t('doc.cartons'), align: 'end', render: (_, row) => row.cartons },
          {
            key: 'pieces',
            title: t('doc.pieces'),
            align: 'end',
            render: (_, row) => row.perCarton * row.cartons,
          },
        ]}
      />
    </Flex>
  );
}
