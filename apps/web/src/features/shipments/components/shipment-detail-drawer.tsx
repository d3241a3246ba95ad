import { PrinterOutlined, TagsOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Space, Spin, Typography } from 'antd';
import { useShipment } from '@/features/shipments/api/shipments';
import { useShipmentPermissions } from '@/features/shipments/components/shipment-actions';
import { ShipmentDetail } from '@/features/shipments/components/shipment-detail';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import { useIsMobile } from '@/lib/use-is-mobile';

interface ShipmentDetailDrawerProps {
  /** The order to show; closed without it. */
  id: number | undefined;
  onPrint: (id: number) => void;
  onCartonLabels: (id: number) => void;
  onClose: () => void;
}

/** An order as read (a confirmed or void one can no longer be edited), with its print button. */
export function ShipmentDetailDrawer({ id, onPrint, onCartonLabels, onClose }: ShipmentDetailDrawerProps) {
  const { t } = useShipmentsTranslation();
  const mobile = useIsMobile();
  const may = useShipmentPermissions();
  const query = useShipment(id);
  const shipment = id !== undefined && query.data?.id === id ? query.data : undefined;
  return (
    <Drawer
      open={id !== undefined}
      title={t('detail.title', { no: shipment?.shipmentNo ?? '' })}
      size={mobile ? '100%' : 880}
      onClose={onClose}
      destroyOnHidden
      extra={
        may.print &&
        shipment && (
          <Space wrap>
            {shipment.cartonCount > 0 && shipment.status !== 'void' && (
              <Button icon={<TagsOutlined aria-hidden />} onClick={() => onCartonLabels(shipment.id)}>
                {t('actions.cartonLabels')}
              </Button>
            )}
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => onPrint(shipment.id)}>
              {t('actions.print')}
            </Button>
          </Space>
        )
      }
    >
      {shipment ? (
        <ShipmentDetail shipment={shipment} />
      ) : (
        <Flex justify="center" align="center" gap="small" style={{ padding: 48 }}>
          <Spin />
          <Typography.Text type="secondary">{t('form.loading')}</Typography.Text>
        </Flex>
      )}
    </Drawer>
  );
}
