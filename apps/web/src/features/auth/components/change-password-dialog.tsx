import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@gbo/contracts';
import { App, Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form-modal';
import { useRePassword } from '@/features/auth/api/re-password';
import { endSessionAndReload } from '@/features/auth/utils/end-session';
import { type PasswordForm, passwordProblem } from '@/features/auth/utils/password-rules';

/** docs/specification.md §4, states and transitions, and §9, constants and limits: the success notice shows for 2 s before the user is signed out. */
export const PASSWORD_NOTICE_SECONDS = 2;

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Changes the signed-in user's password. Fields are checked when they lose focus (docs/specification.md §5, validation rules); the server
 * checks the old password. On success the server has ended every session, so the app signs out and reloads.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  const { mutate, isPending } = useRePassword();

  const rule = (field: keyof PasswordForm): FormRule => ({
    validator: () => {
      const problem = passwordProblem(field, form.getFieldsValue());
      const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
      return problem ? Promise.reject(new Error(t(problem, limits))) : Promise.resolve();
    },
  });

  const submit = ({ oldPassword, newPassword }: PasswordForm) =>
    mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () =>
          void message.success(t('password.modified'), PASSWORD_NOTICE_SECONDS).then(() => {
            onClose();
            endSessionAndReload();
          }),
      },
    );

  return (
    <FormModal
      open={open}
      title={t('password.title')}
      okText={t('password.submit')}
      cancelText={t('password.cancel')}
      form={form}
      validateTrigger="onBlur"
      onFinish={submit}
      submitting={isPending}
      onCancel={onClose}
    >
      <Form.Item name="oldPassword" label={t('password.old')} required rules={[rule('oldPassword')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('password.new')} required rules={[rule('newPassword')]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="newPasswordAgin"
        label={t('password.confirm')}
        required
        dependencies={['newPassword']}
        rules={[rule('newPasswordAgin')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
