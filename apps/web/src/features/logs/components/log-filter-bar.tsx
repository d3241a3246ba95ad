import { isValidIp, type LogResult } from '@gbo/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar';
import type { LogFilters } from '@/features/logs/utils/log-query';
import { type DayRange, DayRangePicker } from '@/components/day-picker';

interface LogFilterValues {
  blurry?: string;
  result?: LogResult;
  ip?: string;
  days?: DayRange;
}

const DAY_FORMAT = 'YYYY-MM-DD';

/** The form's values as the log's filters: days as YYYY-MM-DD. */
function toLogFilters({ days, ...values }: LogFilterValues): LogFilters {
  const [from, to] = days ?? [];
  return { ...values, from: from?.format(DAY_FORMAT), to: to?.format(DAY_FORMAT) };
}

/** Text, a range of days, result and a client address; Search (or Enter) applies them, Reset clears them. */
export function LogFilterBar({ onSearch }: { onSearch: (filters: LogFilters) => void }) {
  const { t } = useTranslation('logs');
  return (
    <FilterBar<LogFilterValues> name="log-search" onSearch={(values) => onSearch(toLogFilters(values))}>
      <Form.Item name="blurry" label={t('filter.blurry')}>
        <Input allowClear placeholder={t('filter.blurryPlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item name="days" label={t('filter.days')}>
        <DayRangePicker
          allowEmpty={[true, true]}
          placeholder={[t('filter.from'), t('filter.to')]}
          format={DAY_FORMAT}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="result" label={t('filter.result')}>
        <Select
          allowClear
          placeholder={t('filter.anyResult')}
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
        <Input allowClear placeholder={t('filter.ipPlaceholder')} maxLength={15} inputMode="decimal" />
      </Form.Item>
    </FilterBar>
  );
}
