import { isValidMobile, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@gbo/contracts';
import { App, Button, Divider, Drawer, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegisterFactory } from '@/features/factories/api/factories';
import { FactoryFields } from '@/features/factories/components/factory-fields';
import {
  DEFAULT_PEOPLE_LIMIT,
  DEFAULT_TIME_ZONE,
  FACTORY_CODE_PATTERN,
  type RegisterFormValues,
  toRegisterRequest,
} from '@/features/factories/utils/factory-form';

interface RegisterFactoryDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Registers a factory ready to work: default departments and roles, and its first administrator. */
export function RegisterFactoryDrawer({ open, onClose }: RegisterFactoryDrawerProps) {
  const { t } = useTranslation('factories');
  const { message } = App.useApp();
  const [form] = Form.useForm<RegisterFormValues>();
  const { mutate, isPending } = useRegisterFactory();
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('form.required', { field }),
  });

  const submit = (values: RegisterFormValues) =>
    mutate(toRegisterRequest(values), {
      onSuccess: (factory) => {
        void message.success(t('message.registered', { name: factory.name }));
        onClose();
      },
    });

  return (
    <Drawer
      open={open}
      title={t('form.registerTitle')}
      size="min(600px, 100vw)"
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="primary" loading={isPending} onClick={() => form.submit()}>
            {t('form.register')}
          </Button>
        </Flex>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ totalNumber: DEFAULT_PEOPLE_LIMIT, timeZone: DEFAULT_TIME_ZONE }}
        onFinish={submit}
        clearOnDestroy
        scrollToFirstError
      >
        <Form.Item
          name="code"
          label={t('form.code')}
          extra={t('form.codeHelp')}
          normalize={(code: string) => code.toUpperCase()}
          rules={[
            required(t('form.code')),
            { pattern: FACTORY_CODE_PATTERN, message: t('form.codeInvalid') },
          ]}
        >
          <Input maxLength={32} style={{ maxWidth: 220 }} />
        </Form.Item>
        <FactoryFields />
        <Divider titlePlacement="start">{t('form.adminSection')}</Divider>
        <Typography.Paragraph type="secondary">{t('form.adminHelp')}</Typography.Paragraph>
        <Form.Item
          name="adminMobile"
          label={t('form.adminMobile')}
          rules={[
            required(t('form.adminMobile')),
            {
              validator: (_, mobile?: string) =>
                !mobile || isValidMobile(mobile.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('form.mobileInvalid'))),
            },
          ]}
        >
          <Input inputMode="numeric" maxLength={11} autoComplete="off" style={{ maxWidth: 220 }} />
        </Form.Item>
        <Form.Item name="adminName" label={t('form.adminName')} rules={[required(t('form.adminName'))]}>
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="adminPassword"
          label={t('form.adminPassword')}
          extra={t('form.adminPasswordHelp', { min: PASSWORD_MIN_LENGTH })}
          rules={[
            { min: PASSWORD_MIN_LENGTH, message: t('form.passwordShort', { min: PASSWORD_MIN_LENGTH }) },
            { max: PASSWORD_MAX_LENGTH, message: t('form.passwordLong', { max: PASSWORD_MAX_LENGTH }) },
            {
              // The contracts' rule of every new password: none of the most common ones.
              validator: (_rule, value?: string) =>
                value && passwordProblem(value) === 'common'
                  ? Promise.reject(new Error(t('form.passwordCommon')))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
        {/* Enter in a field submits, as in the dialogs. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Drawer>
  );
}
