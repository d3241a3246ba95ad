import type { ShipmentSummary } from '@gbo/contracts';
import { App, Form, Input, Typography } from 'antd';
import { FormModal } from '@/components/form-modal';
import { useVoidShipment } from '@/features/shipments/api/shipments';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import { errorMessage, fieldErrorOf } from '@/lib/api-error';

interface VoidValues {
  reason: string;
}

/** Voids a draft or confirmed order; the reason is required (and kept with the order). */
export function ShipmentVoidDialog({
  row,
  onClose,
}: {
  row: ShipmentSummary | undefined;
  onClose: () => void;
}) {
  const { t } = useShipmentsTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<VoidValues>();
  const voiding = useVoidShipment();

  const submit = ({ reason }: VoidValues) => {
    if (!row) return;
    voiding.mutate(
      { id: row.id, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(t('messages.voided', { no: row.shipmentNo }));
          onClose();
        },
        onError: (error) => {
          const text = errorMessage(error);
          const field = fieldErrorOf(text, ['reason']);
          form.setFields([{ name: 'reason', errors: [field?.message ?? text ?? ''] }]);
        },
      },
    );
  };

  return (
    <FormModal<VoidValues>
      open={row !== undefined}
      title={t('void.title', { no: row?.shipmentNo ?? '' })}
      okText={t('void.ok')}
      cancelText={t('void.cancel')}
      form={form}
      name="shipment-void"
      onFinish={submit}
      submitting={voiding.isPending}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('void.hint')}</Typography.Paragraph>
      <Form.Item
        name="reason"
        label={t('void.reason')}
        rules={[{ required: true, whitespace: true, message: t('void.reasonRequired') }, { max: 200 }]}
      >
        <Input.TextArea
          autoFocus
          maxLength={200}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('void.reasonPlaceholder')}
        />
      </Form.Item>
    </FormModal>
  );
}
