import type { Dict, DictDetail } from '@gbo/contracts';
import { App, Form, Input, InputNumber } from 'antd';
import { FormModal } from '@/components/form-modal';
import { useTranslation } from 'react-i18next';
import { useCreateDictDetail, useUpdateDictDetail } from '@/features/dicts/api/dicts';

interface DetailFormValues {
  label: string;
  value: string;
  dictSort: number;
}

interface DictDetailFormDialogProps {
  open: boolean;
  dict: Dict;
  detail?: DictDetail;
  onClose: () => void;
}

/** Adds an entry to a dictionary, or edits one: the stored value, the label shown for it, its place. */
export function DictDetailFormDialog({ open, dict, detail, onClose }: DictDetailFormDialogProps) {
  const { t } = useTranslation('dicts');
  const { message } = App.useApp();
  const [form] = Form.useForm<DetailFormValues>();
  const create = useCreateDictDetail();
  const update = useUpdateDictDetail();
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('form.required', { field }),
  });

  const done = (text: string) => {
    void message.success(text);
    onClose();
  };
  const submit = (values: DetailFormValues) => {
    const body = { label: values.label.trim(), value: values.value.trim(), dictSort: values.dictSort };
    if (detail) update.mutate({ id: detail.id, ...body }, { onSuccess: () => done(t('message.saved')) });
    else create.mutate({ dict: { id: dict.id }, ...body }, { onSuccess: () => done(t('message.added')) });
  };

  return (
    <FormModal
      open={open}
      title={`${detail ? t('form.editDetail') : t('form.addDetail')} · ${dict.name}`}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      form={form}
      initialValues={{
        label: detail?.label ?? '',
        value: detail?.value ?? '',
        dictSort: detail?.dictSort ?? 999,
      }}
      onFinish={submit}
      submitting={create.isPending || update.isPending}
      onCancel={onClose}
    >
      <Form.Item name="label" label={t('form.label')} rules={[required(t('form.label'))]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="value" label={t('form.value')} rules={[required(t('form.value'))]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="dictSort"
        label={t('form.dictSort')}
        rules={[
          { required: true, message: t('form.required', { field: t('form.dictSort') }) },
          { type: 'integer', min: 0, max: 999_999, message: t('form.sortRange') },
        ]}
      >
        <InputNumber min={0} max={999_999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
