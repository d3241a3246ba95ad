import { APP_VERSION, type FactorySettings, minAppVersionProblem } from '@gbo/contracts';
import { Alert, App, Form, Input, InputNumber, Modal, Radio, Select, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFactorySettings, useUpdateFactorySettings } from '@/features/factory/api/factory-settings';

export interface FactorySettingsDialogProps {
  open: boolean;
  factoryId: number;
  factoryName?: string;
  onClose: () => void;
}

/**
 * A factory's presets (colours, sizes, max plies), ticket template, minimum worker app version, whether
 * workers see rates and whether it keeps attendance. Shared by the factories screen (operators) and the personal center (administrators).
 */
export function FactorySettingsDialog({ open, factoryId, factoryName, onClose }: FactorySettingsDialogProps) {
  const { t } = useTranslation('factory');
  const { message } = App.useApp();
  const [form] = Form.useForm<FactorySettings>();
  const { data, isError, isFetching } = useFactorySettings(factoryId, open);
  // The form starts from settings as they are now, never from an older copy being refreshed.
  const settings = isFetching ? undefined : data;
  const { mutate, isPending } = useUpdateFactorySettings();
  const required = (field: string) => ({ required: true, message: t('settings.required', { field }) });

  const submit = (settings: FactorySettings) =>
    mutate(
      { factoryId, settings },
      {
        onSuccess: () => {
          void message.success(t('settings.saved'));
          onClose();
        },
      },
    );

  return (
    <Modal
      open={open}
      title={factoryName ? t('settings.title', { name: factoryName }) : t('settings.titlePlain')}
      okText={t('settings.save')}
      cancelText={t('settings.cancel')}
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
      {isError && <Alert type="error" title={t('settings.loadFailed')} />}
      {!settings && !isError && <Skeleton active />}
      {settings && <SettingsFields required={required} />}
    </Modal>
  );
}

interface SettingsFieldsProps {
  required: (field: string) => { required: boolean; message: string };
}

function SettingsFields({ required }: SettingsFieldsProps) {
  const { t } = useTranslation('factory');
  return (
    <>
      <Form.Item name="colours" label={t('settings.colours')} extra={t('settings.coloursHelp')}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item name="sizes" label={t('settings.sizes')} extra={t('settings.sizesHelp')}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />
      </Form.Item>
      <Form.Item
        name="defaultMaxPlies"
        label={t('settings.defaultMaxPlies')}
        rules={[
          required(t('settings.defaultMaxPlies')),
          { type: 'integer', min: 1, max: 500, message: t('settings.defaultMaxPliesRange') },
        ]}
      >
        <InputNumber min={1} max={500} precision={0} />
      </Form.Item>
      <Form.Item name="ticketTemplate" label={t('settings.ticketTemplate')}>
        <Radio.Group
          options={[
            { value: 'standard', label: t('settings.standard') },
            { value: 'compact', label: t('settings.compact') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="minAppVersion"
        label={t('settings.minAppVersion')}
        extra={t('settings.minAppVersionHelp', { version: APP_VERSION })}
        rules={[
          required(t('settings.minAppVersion')),
          {
            validator: (_, version?: string) => {
              const problem = version ? minAppVersionProblem(version.trim()) : undefined;
              if (problem === 'format') return Promise.reject(new Error(t('settings.minAppVersionInvalid')));
              if (problem === 'tooHigh') {
                return Promise.reject(
                  new Error(t('settings.minAppVersionTooHigh', { version: APP_VERSION })),
                );
              }
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input maxLength={20} style={{ maxWidth: 160 }} />
      </Form.Item>
      <Form.Item name="showRatesToWorkers" label={t('settings.showRatesToWorkers')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="refuseOverShipment"
        label={t('settings.refuseOverShipment')}
        extra={t('settings.refuseOverShipmentHelp')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="reworkPaid"
        label={t('settings.reworkPaid')}
        extra={t('settings.reworkPaidHelp')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="defectDeduction"
        label={t('settings.defectDeduction')}
        extra={t('settings.defectDeductionHelp')}
        rules={[{ pattern: /^\s*\d{1,4}(\.\d{1,2})?\s*$/, message: t('settings.defectDeductionInvalid') }]}
      >
        <Input inputMode="decimal" prefix="¥" style={{ maxWidth: 160 }} />
      </Form.Item>
      <Form.Item
        name="keepsAttendance"
        label={t('settings.keepsAttendance')}
        extra={t('settings.keepsAttendanceHelp')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </>
  );
}
