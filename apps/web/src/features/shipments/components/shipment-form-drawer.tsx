import { Drawer, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useDiscardGuard } from '@/components/use-discard-guard';
import { useShipment } from '@/features/shipments/api/shipments';
import { ShipmentForm, type ShipmentFormProps } from '@/features/shipments/components/shipment-form';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import { initialShipmentValues, valuesOfShipment } from '@/features/shipments/utils/shipment-form';
import { formatDate } from '@/lib/format';
import { useIsMobile } from '@/lib/use-is-mobile';

interface ShipmentFormDrawerProps {
  open: boolean;
  /** The draft to edit; a new order without it. */
  id?: number;
  onClose: () => void;
}

/** A new shipment order, or a draft to edit, in a wide drawer (the whole screen on a phone). */
export function ShipmentFormDrawer({ open, id, onClose }: ShipmentFormDrawerProps) {
  const { t } = useShipmentsTranslation();
  const mobile = useIsMobile();
  const editing = useShipment(open ? id : undefined);
  const draft = id !== undefined && editing.data?.id === id ? editing.data : undefined;
  const { setDirty, guarded } = useDiscardGuard();
  const close = guarded(onClose);
  const title =
    id === undefined ? t('form.createTitle') : t('form.editTitle', { no: draft?.shipmentNo ?? '' });
  return (
    <Drawer
      open={open}
      title={title}
      size={mobile ? '100%' : 1120}
      onClose={close}
      destroyOnHidden
      styles={{ body: { paddingBottom: 0 } }}
    >
      {open &&
        (id === undefined ? (
          <NewShipmentForm onSaved={onClose} onCancel={close} onDirtyChange={setDirty} />
        ) : draft ? (
          <ShipmentForm
            key={draft.id}
            initial={valuesOfShipment(draft)}
            editing={draft}
            onSaved={onClose}
            onCancel={close}
            onDirtyChange={setDirty}
          />
        ) : (
          <Flex justify="center" align="center" gap="small" style={{ padding: 48 }}>
            <Spin />
            <Typography.Text type="secondary">{t('form.loading')}</Typography.Text>
          </Flex>
        ))}
    </Drawer>
  );
}

function NewShipmentForm(props: Pick<ShipmentFormProps, 'onSaved' | 'onCancel' | 'onDirtyChange'>) {
  // Shipped today in the factory's calendar, unless the clerk picks another day.
  const [initial] = useState(() => initialShipmentValues(formatDate(new Date().toISOString())));
  return <ShipmentForm initial={initial} {...props} />;
}
