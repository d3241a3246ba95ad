import { type Customer, isValidPhone } from '@gbo/contracts';
import { App, Form, Input } from 'antd';
import { FormModal } from '@/components/form-modal';
import { useCreateCustomer, useUpdateCustomer } from '@/features/customers/api/customers';
import { useCustomersTranslation } from '@/features/customers/hooks/use-customers-translation';
import {
  CUSTOMER_FIELD_MAX,
  CUSTOMER_FIELDS,
  type CustomerFormValues,
  initialCustomerValues,
  toCustomerCreate,
} from '@/features/customers/utils/customer-form';
import { errorMessage, fieldErrorOf } from '@/lib/api-error';

/** What the dialog is open for: a new customer, or one to edit. */
export type CustomerFormTarget = { mode: 'add' } | { mode: 'edit'; customer: Customer };

interface CustomerFormDialogProps {
  target: CustomerFormTarget | undefined;
  onClose: () => void;
}

/** Adds or edits a customer; Enter in a field saves. A refusal naming a field (a name used twice) shows there. */
export function CustomerFormDialog({ target, onClose }: CustomerFormDialogProps) {
  const { t } = useCustomersTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CustomerFormValues>();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const editing = target?.mode === 'edit' ? target.customer : undefined;

  const submit = (values: CustomerFormValues) => {
    const body = toCustomerCreate(values);
    const done = () => {
      void message.success(t(editing ? 'messages.saved' : 'messages.added', { name: body.name }));
      onClose();
    };
    const refused = (error: unknown) => {
      const field = fieldErrorOf(errorMessage(error), CUSTOMER_FIELDS);
      if (field)
        form.setFields([{ name: field.path[0] as keyof CustomerFormValues, errors: [field.message] }]);
    };
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: done, onError: refused });
    else create.mutate(body, { onSuccess: done, onError: refused });
  };

  const max = (field: keyof CustomerFormValues) => ({
    max: CUSTOMER_FIELD_MAX[field],
    message: t('form.tooLong', { max: CUSTOMER_FIELD_MAX[field] }),
  });

  return (
    <FormModal
      open={target !== undefined}
      title={editing ? t('form.editTitle', { name: editing.name }) : t('form.addTitle')}
      okText={editing ? t('form.save') : t('form.add')}
      cancelText={t('form.cancel')}
      form={form}
      name="customer-form"
      initialValues={target && initialCustomerValues(editing)}
      onFinish={submit}
      submitting={create.isPending || update.isPending}
      onCancel={onClose}
    >
      <Form.Item
        name="name"
        label={t('form.name')}
        rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }, max('name')]}
      >
        <Input autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="contact" label={t('form.contact')} rules={[max('contact')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('form.phone')}
        rules={[
          max('phone'),
          {
            // The server's rule (digits, spaces, + - ( ) and an extension), said before sending.
            validator: (_, value: string | undefined) =>
              !value?.trim() || isValidPhone(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('form.phoneInvalid'))),
          },
        ]}
      >
        <Input autoComplete="off" inputMode="tel" />
      </Form.Item>
      <Form.Item name="address" label={t('form.address')} rules={[max('address')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="note" label={t('form.note')} rules={[max('note')]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </FormModal>
  );
}
