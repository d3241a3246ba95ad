import type { ShipmentSummary } from '@gbo/contracts';
import { Alert, App, Flex, Spin, Typography } from 'antd';
import { type RowAction, RowActions } from '@/components/row-actions';
import { useConfirmShipment, useDeleteShipment, useShipment } from '@/features/shipments/api/shipments';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import { formatMoney } from '@/lib/money';
import { usePermissionGuard } from '@/lib/permission';

interface ShipmentActionsProps {
  row: ShipmentSummary;
  onView: (row: ShipmentSummary) => void;
  onEdit: (row: ShipmentSummary) => void;
  onPrint: (row: ShipmentSummary) => void;
  onCartonLabels: (row: ShipmentSummary) => void;
  onVoid: (row: ShipmentSummary) => void;
}

/** Which of an order's actions someone may take (an administrator all of them). */
export function useShipmentPermissions() {
  return {
    add: usePermissionGuard(['admin', 'shipment:add']),
    edit: usePermissionGuard(['admin', 'shipment:edit']),
    del: usePermissionGuard(['admin', 'shipment:del']),
    print: usePermissionGuard(['admin', 'shipment:print']),
    confirm: usePermissionGuard(['admin', 'shipment:confirm']),
    void: usePermissionGuard(['admin', 'shipment:void']),
    export: usePermissionGuard(['admin', 'shipment:export']),
  };
}

/**
 * An order's actions by its status: any order is viewed; a draft is edited, printed, confirmed (after seeing its totals) or
 * deleted (after asking); a confirmed one printed or voided with a reason; a void one only printed. An order
 * with cartons, not void, prints its carton labels.
 */
export function ShipmentActions({
  row,
  onView,
  onEdit,
  onPrint,
  onCartonLabels,
  onVoid,
}: ShipmentActionsProps) {
  const { t } = useShipmentsTranslation();
  const { message } = App.useApp();
  const may = useShipmentPermissions();
  const { mutateAsync: remove } = useDeleteShipment();
  const { mutateAsync: confirm } = useConfirmShipment();
  const no = row.shipmentNo;
  const draft = row.status === 'draft';
  const actions: RowAction[] = [
    { key: 'edit', label: t('actions.edit'), hidden: !draft || !may.edit, onClick: () => onEdit(row) },
    { key: 'print', label: t('actions.print'), hidden: !may.print, onClick: () => onPrint(row) },
    {
      key: 'cartonLabels',
      label: t('actions.cartonLabels'),
      hidden: !may.print || row.cartonCount === 0 || row.status === 'void',
      onClick: () => onCartonLabels(row),
    },
    { key: 'view', label: t('actions.view'), onClick: () => onView(row) },
    {
      key: 'confirm',
      label: t('actions.confirm'),
      hidden: !draft || !may.confirm,
      confirm: {
        title: t('confirm.confirmTitle', { no }),
        content: <ConfirmFigures row={row} />,
      },
      // A refusal (409: no longer a draft) was already shown by the HTTP client.
      onClick: () =>
        confirm(row.id).then(
          () => void message.success(t('messages.confirmed', { no })),
          () => undefined,
        ),
    },
    {
      key: 'void',
      label: t('actions.void'),
      hidden: row.status === 'void' || !may.void,
      // Its dialog asks for the reason (with a red OK): that is the confirmation.
      onClick: () => onVoid(row),
    },
    {
      key: 'delete',
      label: t('actions.delete'),
      hidden: !draft || !may.del,
      danger: true,
      confirm: { title: t('confirm.deleteTitle', { no }), content: t('confirm.deleteContent') },
      onClick: () =>
        remove(row.id).then(
          () => void message.success(t('messages.deleted', { no })),
          () => undefined,
        ),
    },
  ];
  return <RowActions name={no} actions={actions} />;
}

/**
 * What confirming ships: the customer, style and day, pieces, cartons and amount; and, read afresh from the
 * server, the cells it ships past what is finished and not yet shipped (the warning the form gave).
 */
function ConfirmFigures({ row }: { row: ShipmentSummary }) {
  const { t } = useShipmentsTranslation();
  const { data: order, isFetching } = useShipment(row.id);
  const warnings = !isFetching && order ? order.warnings : [];
  return (
    <Flex vertical gap={4}>
      {isFetching && (
        <Typography.Text type="secondary">
          <Spin size="small" /> {t('confirm.checkingFinished')}
        </Typography.Text>
      )}
      {warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('form.overTitle', { count: warnings.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {warnings.map((warning) => (
                <li key={`${warning.colour}\u0000${warning.size}`}>{t('form.overItem', warning)}</li>
              ))}
            </ul>
          }
        />
      )}
      <Typography.Text>
        {t('confirm.confirmContent', {
          customer: row.customerName,
          style: `${row.styleNo} ${row.styleName}`,
          day: row.shipDate,
        })}
      </Typography.Text>
      <Typography.Text strong>
        {t('confirm.confirmFigures', { pieces: row.totalQty, cartons: row.cartonCount })}
      </Typography.Text>
      {row.amount !== null && (
        <Typography.Text strong>
          {t('confirm.confirmAmount', { amount: formatMoney(row.amount) })}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">{t('confirm.confirmHint')}</Typography.Text>
    </Flex>
  );
}
