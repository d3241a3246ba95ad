import { APP_VERSION, type FactorySettings, minAppVersionProblem } from '@gbo/contracts';
import { Alert, App, Form, Input, InputNumber, Modal, Radio, Select, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFactorySettings, useUpdateFactorySettings } from '@/lib/factory-settings';

interface FactorySettingsDialogProps {
  open: boolean;
  factoryId: number;
  factoryName?: string;
  onClose: () => void;
}

/**
 * A factory's presets (colours, sizes, max plies), ticket template, minimum worker app version and whether
 * workers see rates. Shared by the factories screen (operators) and the personal center (administrators).
 */
export function FactorySettingsDialog({ open, factoryId, factoryName, onClose }: FactorySettingsDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FactorySettings>();
  const { data, isError, isFetching } = useFactorySettings(factoryId, open);
  // The form starts from settings as they are now, never from an older copy being refreshed.
  const settings = isFetching ? undefined : data;
  const { mutate, isPending } = useUpdateFactorySettings();
  const required = (field: string) => ({ required: true, message: t('factorySettings.required', { field }) });

  const submit = (settings: FactorySettings) =>
    mutate(
      { factoryId, settings },
      {
        onSuccess: () => {
          void message.success(t('factorySettings.saved'));
          onClose();
        },
      },
    );

  return (
    <Modal
      open={open}
      title={
        factoryName ? t('factorySettings.title', { name: factoryName }) : t('factorySettings.titlePlain')
      }
      okText={t('factorySettings.save')}
      cancelText={t('factorySettings.cancel')}
      okButtonProps={{ htmlType: 'submit', disabled: !settings }}
      confirmLoading={isPending}
      onCancel={onClose}
      destroyOnHidden
      // The form mounts once the settings are in, so they are its starting values.
      modalRender={(dialog) =>
        settings ? (
          <Form form={form} layout="vertical" initialValues={settings} onFinish={submit} clearOnDestroy>
            {dialog}
          </Form>
        ) : (
          dialog
        )
      }
    >
      {isError && <Alert type="error" title={t('factorySettings.loadFailed')} />}
      {!settings && !isError && <Skeleton active />}
      {settings && <SettingsFields required={required} />}
    </Modal>
  );
}

interface SettingsFieldsProps {
  required: (field: string) => { required: boolean; message: string };
}

function SettingsFields({ required }: SettingsFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="colours" label={t('factorySettings.colours')} extra={t('factorySettings.coloursHelp')}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item name="sizes" label={t('factorySettings.sizes')} extra={t('factorySettings.sizesHelp')}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item
        name="defaultMaxPlies"
        label={t('factorySettings.defaultMaxPlies')}
        rules={[
          required(t('factorySettings.defaultMaxPlies')),
          { type: 'integer', min: 1, max: 500, message: t('factorySettings.defaultMaxPliesRange') },
        ]}
      >
        <InputNumber min={1} max={500} precision={0} />
      </Form.Item>
      <Form.Item name="ticketTemplate" label={t('factorySettings.ticketTemplate')}>
        <Radio.Group
          options={[
            { value: 'standard', label: t('factorySettings.standard') },
            { value: 'compact', label: t('factorySettings.compact') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="minAppVersion"
        label={t('factorySettings.minAppVersion')}
        extra={t('factorySettings.minAppVersionHelp', { version: APP_VERSION })}
        rules={[
          required(t('factorySettings.minAppVersion')),
          {
            validator: (_, version?: string) => {
              const problem = version ? minAppVersionProblem(version.trim()) : undefined;
              if (problem === 'format')
                return Promise.reject(new Error(t('factorySettings.minAppVersionInvalid')));
              if (problem === 'tooHigh') {
                return Promise.reject(
                  new Error(t('factorySettings.minAppVersionTooHigh', { version: APP_VERSION })),
                );
              }
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input maxLength={20} style={{ maxWidth: 160 }} />
      </Form.Item>
      <Form.Item
        name="showRatesToWorkers"
        label={t('factorySettings.showRatesToWorkers')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </>
  );
}
