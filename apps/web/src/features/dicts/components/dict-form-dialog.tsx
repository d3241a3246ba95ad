import type { Dict } from '@gbo/contracts';
import { App, Form, Input } from 'antd';
import { FormModal } from '@/components/form-modal';
import { useTranslation } from 'react-i18next';
import { useCreateDict, useUpdateDict } from '@/features/dicts/api/dicts';

interface DictFormValues {
  name: string;
  description?: string | null;
}

interface DictFormDialogProps {
  open: boolean;
  dict?: Dict;
  onClose: () => void;
  /** After an edit, with the dictionary as it now is. */
  onSaved?: (dict: Dict) => void;
}

/** Adds or edits a dictionary: its name (what pages ask for) and a description. */
export function DictFormDialog({ open, dict, onClose, onSaved }: DictFormDialogProps) {
  const { t } = useTranslation('dicts');
  const { message } = App.useApp();
  const [form] = Form.useForm<DictFormValues>();
  const create = useCreateDict();
  const update = useUpdateDict();

  const done = (text: string) => {
    void message.success(text);
    onClose();
  };
  const submit = ({ name, description }: DictFormValues) => {
    const body = { name: name.trim(), description: description?.trim() || null };
    if (dict) {
      update.mutate(
        { id: dict.id, ...body },
        {
          onSuccess: () => {
            onSaved?.({ ...dict, ...body });
            done(t('message.saved'));
          },
        },
      );
    } else create.mutate(body, { onSuccess: () => done(t('message.added')) });
  };

  return (
    <FormModal
      open={open}
      title={dict ? t('form.editDict') : t('form.addDict')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      form={form}
      initialValues={{ name: dict?.name ?? '', description: dict?.description ?? '' }}
      onFinish={submit}
      submitting={create.isPending || update.isPending}
      onCancel={onClose}
    >
      <Form.Item
        name="name"
        label={t('form.name')}
        rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('form.name') }) }]}
      >
        <Input maxLength={64} placeholder={t('form.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="description" label={t('form.description')}>
        <Input.TextArea maxLength={255} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </FormModal>
  );
}
