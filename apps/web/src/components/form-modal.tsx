import { Form, type FormInstance, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';

interface FormModalProps<Values> {
  open: boolean;
  title: ReactNode;
  okText: ReactNode;
  cancelText: ReactNode;
  /** The dialog's width in pixels, for a form wider than antd's default 520. */
  width?: number;
  form: FormInstance<Values>;
  /** The form's name: antd prefixes field ids with it, so labels stay unique on a page. */
  name?: string;
  initialValues?: Partial<Values>;
  /** When the fields are checked (antd's default: as they change), e.g. `onBlur`. */
  validateTrigger?: FormProps['validateTrigger'];
  /** For a long form: a refused submit scrolls to the first field in error. */
  scrollToFirstError?: boolean;
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
  validateTrigger,
  scrollToFirstError,
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
          validateTrigger={validateTrigger}
          onFinish={onFinish}
          clearOnDestroy
          scrollToFirstError={scrollToFirstError}
        >
          {dialog}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
