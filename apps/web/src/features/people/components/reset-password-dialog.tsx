import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Person } from '@gbo/contracts';
import { notCommon } from '@/features/people/components/person-form';
import { App, Form, Input, Typography } from 'antd';
import { FormModal } from '@/components/form-modal';
import { useResetPassword } from '@/features/people/api/reset-password';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';

interface ResetPasswordValues {
  password: string;
  confirm: string;
}

/** Sets a member's password (they forgot theirs); the server signs them out everywhere. */
export function ResetPasswordDialog({
  person,
  onClose,
}: {
  person: Person | undefined;
  onClose: () => void;
}) {
  const { t } = usePeopleTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetPasswordValues>();
  const { mutate, isPending } = useResetPassword();

  const submit = ({ password }: ResetPasswordValues) => {
    if (!person) return;
    mutate(
      { id: person.id, password },
      {
        onSuccess: () => {
          void message.success(t('messages.passwordReset', { name: person.name }));
          onClose();
        },
      },
    );
  };

  return (
    <FormModal
      open={person !== undefined}
      title={t('password.title', { name: person?.name ?? '' })}
      okText={t('password.submit')}
      cancelText={t('form.cancel')}
      form={form}
      name="reset-password"
      onFinish={submit}
      submitting={isPending}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('password.help')}</Typography.Paragraph>
      <Form.Item
        name="password"
        label={t('password.new')}
        rules={[
          { required: true, message: t('password.required') },
          {
            min: PASSWORD_MIN_LENGTH,
            max: PASSWORD_MAX_LENGTH,
            message: t('form.passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
          },
          { validator: notCommon(t('form.passwordCommon')) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('password.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('password.required') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
