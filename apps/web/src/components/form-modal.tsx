import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';

interface FormModalProps<Values> {
  open: boolean;
  title: ReactNode;
  okText: ReactNode;
  cancelText: ReactNode;
  form: FormInstance<Values>;
  /** The form's name: antd prefixes field ids with it, so labels stay unique on a page. */
  name?: string;
  initialValues?: Partial<Values>;
  onFinish: (values: Values) => void;
  /** Shows the OK button busy while the request runs. */
  submitting: boolean;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A dialog that is one form: OK submits it (so Enter does too and validation runs first), the fields are
 * cleared when it closes, and the OK button shows the request in flight.
 */
export function FormModal<Values>({
  form,
  name,
  initialValues,
  onFinish,
  submitting,
  children,
  ...modal
}: FormModalProps<Values>) {
  return (
    <Modal
      {...modal}
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={submitting}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form
          form={form}
          name={name}
          layout="vertical"
          initialValues={initialValues}
          onFinish={onFinish}
          clearOnDestroy
        >
          {dialog}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
