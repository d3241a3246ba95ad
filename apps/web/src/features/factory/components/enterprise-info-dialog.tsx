import type { FactoryInfo } from '@gbo/contracts';
import { Alert, Form, Input, Modal, Spin } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFactoryInfo } from '@/features/factory/api/get-factory';
import { formatDate } from '@/lib/format';

/** docs/specification.md §9, constants and limits. */
export const ENTERPRISE_DIALOG_WIDTH = 475;

interface EnterpriseInfoDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The signed-in factory's details, read-only (docs/specification.md §2, screens and routes); fetched each time the dialog opens. */
export function EnterpriseInfoDialog({ open, onClose }: EnterpriseInfoDialogProps) {
  const { t } = useTranslation('factory');
  const { data, isError } = useFactoryInfo({ enabled: open });

  return (
    <Modal
      open={open}
      title={t('info.title')}
      width={ENTERPRISE_DIALOG_WIDTH}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {data && <EnterpriseInfoFields factory={data} />}
      {!data && isError && <Alert type="error" title={t('info.loadFailed')} />}
      {!data && !isError && <Spin />}
    </Modal>
  );
}

function EnterpriseInfoFields({ factory }: { factory: FactoryInfo }) {
  const { t } = useTranslation('factory');
  const fields = [
    { label: t('info.factoryName'), value: factory.factoryName },
    { label: t('info.totalNumber'), value: String(factory.totalNumber) },
    { label: t('info.addNumber'), value: String(factory.addNumber) },
    { label: t('info.createTime'), value: formatDate(factory.createTime) },
    // The factory's service runs to the end of its expiry day: a day, as the Factories screen shows it.
    { label: t('info.endTime'), value: factory.endTime ? formatDate(factory.endTime) : t('info.noEndTime') },
    { label: t('info.address'), value: factory.address ?? '' },
  ];
  return (
    <Form labelCol={{ flex: '120px' }} labelWrap colon={false}>
      {fields.map((field) => (
        <ReadOnlyField key={field.label} {...field} />
      ))}
    </Form>
  );
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <Form.Item label={label} htmlFor={id}>
      <Input id={id} value={value} readOnly variant="filled" />
    </Form.Item>
  );
}
