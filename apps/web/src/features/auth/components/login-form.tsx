import { isValidMobile } from '@gbo/contracts';
import { Button, Checkbox, Form, Input } from 'antd';
import { startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '@/features/auth/api/get-captcha';
import { CaptchaField } from '@/features/auth/components/captcha-field';
import { DeferredFactorySelect } from '@/features/auth/components/deferred-factory-select';
import { useFactoryOptions } from '@/features/auth/hooks/use-factory-options';
import { useSignIn } from '@/features/auth/hooks/use-sign-in';
import { pickFactory } from '@/features/auth/utils/pick-factory';
import { loadRememberedLogin } from '@/features/auth/utils/remembered-login';

interface LoginFormValues {
  mobile: string;
  password: string;
  code: string;
  factoryId: number;
  rememberMe: boolean;
}

export function LoginForm() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginFormValues>();
  const [remembered] = useState(loadRememberedLogin);
  const captcha = useCaptcha();
  const { signIn, isPending } = useSignIn();
  const factoryOptions = useFactoryOptions({
    onLoaded: (factories) => {
      const selected = form.getFieldValue('factoryId') as number | undefined;
      form.setFieldValue('factoryId', pickFactory(factories, selected ?? remembered?.factoryId));
    },
  });
  const [started, setStarted] = useState(false);

  // A field focused or filled (autofill fills without focusing): the factory select is about to be needed.
  const start = () => {
    if (!started) startTransition(() => setStarted(true));
  };

  const lookUpFactories = () =>
    factoryOptions.lookUp(form.getFieldsValue(['mobile', 'password']) as LoginFormValues);

  // A captcha is single use, and a failed sign-in used it up.
  const refreshCaptcha = () => {
    form.setFieldValue('code', '');
    captcha.refresh();
  };

  const submit = ({ rememberMe, ...values }: LoginFormValues) => {
    if (!captcha.data) {
      refreshCaptcha();
      return;
    }
    void signIn({ ...values, uuid: captcha.data.uuid }, rememberMe, { onError: refreshCaptcha });
  };

  return (
    <Form
      form={form}
      name="login"
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ mobile: remembered?.mobile, rememberMe: remembered !== undefined }}
      onFinish={submit}
      onFocus={start}
      onValuesChange={start}
    >
      <Form.Item
        name="mobile"
        label={t('login.mobile')}
        validateTrigger="onBlur"
        rules={[
          { required: true, message: t('login.mobileRequired') },
          { validator: (_, value?: string) => validateMobile(value, t('login.mobileInvalid')) },
        ]}
      >
        <Input autoComplete="username" inputMode="numeric" maxLength={11} onBlur={lookUpFactories} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" onBlur={lookUpFactories} />
      </Form.Item>
      <CaptchaField captcha={captcha.data} loading={captcha.loading} onRefresh={refreshCaptcha} />
      <Form.Item
        name="factoryId"
        label={t('login.factory')}
        rules={[{ required: true, message: t('login.factoryRequired') }]}
      >
        <DeferredFactorySelect
          load={started}
          factories={factoryOptions.factories}
          loading={factoryOptions.loading}
          onFocus={lookUpFactories}
        />
      </Form.Item>
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox>{t('login.rememberMe')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

/** An empty value is left to the `required` rule, so only one message shows. */
function validateMobile(value: string | undefined, message: string): Promise<void> {
  return !value || isValidMobile(value) ? Promise.resolve() : Promise.reject(new Error(message));
}
