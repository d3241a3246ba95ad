import { isValidIp } from '@gbo/contracts';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchActions } from '@/components/search-actions';
import type { LogFilters } from '@/features/logs/utils/log-query';

interface LogFilterBarProps {
  onSearch: (filters: LogFilters) => void;
  /** Buttons after Search and Reset, e.g. Export. */
  actions?: ReactNode;
}

/** Text, result, a client address and a range of days; Search (or Enter) applies them, Reset clears them. */
export function LogFilterBar({ onSearch, actions }: LogFilterBarProps) {
  const { t } = useTranslation('logs');
  const [form] = Form.useForm<LogFilters>();
  const from = Form.useWatch('from', form);

  return (
    <Form form={form} layout="inline" onFinish={onSearch} style={{ rowGap: 8, marginBottom: 16 }}>
      <Form.Item name="blurry" label={t('filter.blurry')}>
        <Input allowClear placeholder={t('filter.blurryPlaceholder')} maxLength={64} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="result" label={t('filter.result')}>
        <Select
          allowClear
          placeholder={t('filter.anyResult')}
          style={{ width: 150 }}
          options={[
            { value: 'ok', label: t('filter.ok') },
            { value: 'error', label: t('filter.error') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="ip"
        label={t('filter.ip')}
        validateTrigger="onBlur"
        rules={[
          {
            validator: (_, value?: string) =>
              isValidIp(value?.trim()) ? Promise.resolve() : Promise.reject(new Error(t('filter.ipInvalid'))),
          },
        ]}
      >
        <Input
          allowClear
          placeholder={t('filter.ipPlaceholder')}
          maxLength={15}
          inputMode="decimal"
          style={{ width: 150 }}
        />
      </Form.Item>
      <Form.Item name="from" label={t('filter.from')}>
        <Input type="date" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="to" label={t('filter.to')}>
        <Input type="date" min={from} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item>
        <SearchActions />
      </Form.Item>
      {actions && <Form.Item>{actions}</Form.Item>}
    </Form>
  );
}
