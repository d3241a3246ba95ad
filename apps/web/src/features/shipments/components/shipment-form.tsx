import type { Shipment } from '@gbo/contracts';
import { Alert, Button, Flex, Form, Space, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { ShipmentCartons } from '@/features/shipments/components/shipment-cartons';
import {
  OverFinishedAlert,
  ShipmentHeadFields,
  ShipmentPriceFields,
  ShipmentQtyField,
} from '@/features/shipments/components/shipment-form-fields';
import { useShipmentForm } from '@/features/shipments/hooks/use-shipment-form';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import type { ShipmentFormValues } from '@/features/shipments/utils/shipment-form';
import { useIsMobile } from '@/lib/use-is-mobile';

export interface ShipmentFormProps {
  initial: ShipmentFormValues;
  /** The draft being edited; a new order without it. */
  editing?: Shipment;
  onSaved: () => void;
  onCancel: () => void;
  /** Told whether the form holds changes not saved, so closing it can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * A shipment order: customer (delivery details filled in from them), style, day and transport; the colour ×
 * size grid with the style's figures beside each cell; the price and amounts; the cartons. Save (or
 * Ctrl/⌘+Enter) keeps it as a draft. The state and rules are the form's model (hooks/use-shipment-form);
 * the fields are shipment-form-fields.
 */
export function ShipmentForm({ initial, editing, onSaved, onCancel, onDirtyChange }: ShipmentFormProps) {
  const { t } = useShipmentsTranslation();
  const mobile = useIsMobile();
  const model = useShipmentForm({ initial, editing, onSaved, onDirtyChange });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      model.submit();
    }
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Form layout="vertical" component="div" name="shipment" disabled={model.saving}>
        {model.general && <Alert type="error" showIcon title={model.general} style={{ marginBottom: 16 }} />}
        <ShipmentHeadFields model={model} editing={editing} />
        <ShipmentQtyField model={model} />
        {model.over.length > 0 && <OverFinishedAlert over={model.over} />}
        <ShipmentPriceFields model={model} />
        <Form.Item label={t('form.cartons')}>
          <ShipmentCartons
            values={model.values}
            colours={model.colours}
            sizes={model.sizes}
            groups={model.groups}
            mixedProblems={model.mixedProblems}
            errors={model.errors}
            disabled={model.saving}
            onChange={model.set}
          />
        </Form.Item>
      </Form>
      <Flex
        justify="end"
        gap="small"
        wrap
        style={{
          zIndex: 10,
          position: 'sticky',
          bottom: 0,
          paddingBlock: 12,
          background: 'var(--ant-color-bg-elevated, #fff)',
        }}
      >
        {!mobile && (
          <Typography.Text type="secondary" style={{ alignSelf: 'center', marginInlineEnd: 'auto' }}>
            {t('form.shortcut')}
          </Typography.Text>
        )}
        <Space>
          <Button onClick={onCancel}>{t('form.cancel')}</Button>
          <Button type="primary" loading={model.saving} onClick={model.submit}>
            {t('form.save')}
          </Button>
        </Space>
      </Flex>
    </div>
  );
}
