import { DEFECT_CATEGORIES, type DefectCode, type DefectCodeInput } from '@gbo/contracts';
import { App, Form, Input, Select, Switch } from 'antd';
import { FormModal } from '@/components/form-modal';
import { useSaveDefectCode } from '@/features/quality/api/qc';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';

/** What the dialog is open for: a new code, or one to edit. */
export type DefectCodeTarget = { mode: 'add' } | { mode: 'edit'; code: DefectCode };

const CODE_PATTERN = /^[\w-]{1,16}$/;

/** Adds or edits a defect code (qc:code); a code is switched off rather than deleted (inspections name it). */
export function DefectCodeDialog({
  target,
  onClose,
}: {
  target: DefectCodeTarget | undefined;
  onClose: () => void;
}) {
  const { t } = useQualityTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DefectCodeInput>();
  const save = useSaveDefectCode();
  const editing = target?.mode === 'edit' ? target.code : undefined;

  const submit = (values: DefectCodeInput) => {
    const body = { ...values, code: values.code.trim(), name: values.name.trim() };
    save.mutate(editing ? { ...body, id: editing.id } : body, {
      onSuccess: () => {
        void message.success(t(editing ? 'office.codes.saved' : 'office.codes.added', { code: body.code }));
        onClose();
      },
    });
  };

  return (
    <FormModal<DefectCodeInput>
      open={target !== undefined}
      title={editing ? t('office.codes.editTitle', { code: editing.code }) : t('office.codes.addTitle')}
      okText={editing ? t('office.codes.save') : t('office.codes.add')}
      cancelText={t('office.codes.cancel')}
      form={form}
      name="defect-code-form"
      initialValues={
        editing
          ? { code: editing.code, name: editing.name, category: editing.category, enabled: editing.enabled }
          : { category: 'sewing', enabled: true }
      }
      onFinish={submit}
      submitting={save.isPending}
      onCancel={onClose}
    >
      <Form.Item
        name="code"
        label={t('office.codes.code')}
        rules={[{ required: true, pattern: CODE_PATTERN, message: t('office.codes.codeRule') }]}
      >
        <Input autoComplete="off" autoFocus maxLength={16} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('office.codes.name')}
        rules={[{ required: true, whitespace: true, max: 64, message: t('office.codes.nameRule') }]}
      >
        <Input autoComplete="off" maxLength={64} />
      </Form.Item>
      <Form.Item name="category" label={t('office.codes.category')} rules={[{ required: true }]}>
        <Select
          options={DEFECT_CATEGORIES.map((value) => ({ value, label: t(`office.category.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="enabled" label={t('office.codes.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
