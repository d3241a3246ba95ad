import { Form, Input, Select } from 'antd';
import { FilterBar } from '@/components/filter-bar';
import type { DeptFilter } from '@/features/depts/api/depts-keys';
import { useDeptsTranslation } from '@/features/depts/hooks/use-depts-translation';

/** The filters: the name applies on Enter or Search, the status as soon as it changes. */
export function DeptSearch({ onSearch }: { onSearch: (filter: DeptFilter) => void }) {
  const { t } = useDeptsTranslation();

  const submit = ({ name, enabled }: DeptFilter) =>
    onSearch({ ...(name?.trim() && { name: name.trim() }), ...(enabled && { enabled }) });

  return (
    <FilterBar<DeptFilter> name="dept-search" onSearch={submit} instant={['enabled']}>
      <Form.Item name="name" label={t('search.name')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="enabled" label={t('search.status')}>
        <Select
          placeholder={t('search.anyStatus')}
          allowClear
          options={[
            { value: 'true', label: t('status.enabled') },
            { value: 'false', label: t('status.disabled') },
          ]}
        />
      </Form.Item>
    </FilterBar>
  );
}
