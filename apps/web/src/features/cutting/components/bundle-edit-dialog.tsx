import type { Bundle } from '@gbo/contracts';
import { App, Form, Input, InputNumber } from 'antd';
import { FormModal } from '@/components/form-modal';
import { useUpdateBundle } from '@/features/cutting/api/bundles';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';

interface BundleEditValues {
  qty: number;
  note?: string;
}

/** Edits a bundle's quantity and note; the server refuses a quantity below what is recorded against it. */
export function BundleEditDialog({ bundle, onClose }: { bundle: Bundle | undefined; onClose: () => void }) {
  const { t } = useCuttingTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BundleEditValues>();
  const update = useUpdateBundle();

  const submit = (values: BundleEditValues) => {
    if (!bundle) return;
    update.mutate(
      { id: bundle.id, qty: values.qty, note: values.note?.trim() || null },
      {
        onSuccess: () => {
          void message.success(t('bundles.edit.saved', { bundleNo: bundle.bundleNo }));
          onClose();
        },
      },
    );
  };

  return (
    <FormModal<BundleEditValues>
      open={bundle !== undefined}
      title={bundle ? t('bundles.edit.title', { bundleNo: bundle.bundleNo }) : ''}
      okText={t('bundles.edit.save')}
      cancelText={t('bundles.edit.cancel')}
      form={form}
      name="bundle-edit"
      initialValues={bundle && { qty: bundle.qty, note: bundle.note ?? '' }}
      onFinish={submit}
      submitting={update.isPending}
      onCancel={onClose}
    >
      <Form.Item
        name="qty"
        label={t('bundles.edit.qty')}
        rules={[{ required: true, message: t('bundles.edit.qtyRequired') }]}
      >
        <InputNumber min={1} max={100_000} precision={0} style={{ width: '100%' }} autoFocus />
      </Form.Item>
      <Form.Item name="note" label={t('bundles.edit.note')} rules={[{ max: 200 }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} showCount />
      </Form.Item>
    </FormModal>
  );
}
