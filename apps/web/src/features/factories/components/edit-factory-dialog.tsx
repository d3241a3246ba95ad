import type { Factory } from '@gbo/contracts';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { useModifyFactory } from '@/features/factories/api/factories';
import { FactoryFields } from '@/features/factories/components/factory-fields';
import {
  type FactoryFormValues,
  toFactoryFormValues,
  toModifyRequest,
} from '@/features/factories/utils/factory-form';

interface EditFactoryDialogProps {
  factory: Factory | undefined;
  onClose: () => void;
}

/** Edits a factory's name, address, people limit, expiry and time zone; its code stays. */
export function EditFactoryDialog({ factory, onClose }: EditFactoryDialogProps) {
  const { t } = useTranslation('factories');
  const { message } = App.useApp();
  const [form] = Form.useForm<FactoryFormValues>();
  const { mutate, isPending } = useModifyFactory();

  const submit = (values: FactoryFormValues) => {
    if (!factory) return;
    mutate(toModifyRequest(factory, values), {
      onSuccess: () => {
        void message.success(t('message.saved'));
        onClose();
      },
    });
  };

  return (
    <FormModal
      open={factory !== undefined}
      title={t('form.editTitle', { name: factory?.name })}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      width={600}
      form={form}
      initialValues={factory && toFactoryFormValues(factory)}
      onFinish={submit}
      submitting={isPending}
      onCancel={onClose}
    >
      <Form.Item label={t('form.code')}>
        <Input
          value={factory?.code}
          readOnly
          variant="filled"
          style={{ maxWidth: 220 }}
          aria-label={t('form.code')}
        />
      </Form.Item>
      <FactoryFields />
    </FormModal>
  );
}
