import { Form, Input, Select, TreeSelect } from 'antd';
import { FilterBar } from '@/components/filter-bar';
import { useDeptOptions } from '@/lib/lookups/depts';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';
import { DEFAULT_FILTER, type PeopleFilter } from '@/features/people/utils/people-query';

interface PeopleSearchProps {
  onSearch: (filter: Partial<PeopleFilter>) => void;
  onReset: () => void;
  /** On a phone the department is chosen here; on a desktop from the tree beside the list. */
  withDept: boolean;
}

/** The filters: text applies on Enter or Search; the choices as soon as they change. */
export function PeopleSearch({ onSearch, onReset, withDept }: PeopleSearchProps) {
  const { t } = usePeopleTranslation();
  const { data: deptOptions, isLoading: deptsLoading } = useDeptOptions();

  return (
    <FilterBar<PeopleFilter>
      name="people-search"
      initialValues={DEFAULT_FILTER}
      onSearch={onSearch}
      onReset={onReset}
      instant={['deptId', 'status', 'membership']}
    >
      <Form.Item name="blurry" label={t('search.blurryLabel')}>
        <Input placeholder={t('search.blurry')} allowClear />
      </Form.Item>
      {withDept && (
        <Form.Item name="deptId" label={t('search.dept')}>
          <TreeSelect
            placeholder={t('search.anyDept')}
            treeData={deptOptions}
            loading={deptsLoading}
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
          />
        </Form.Item>
      )}
      <Form.Item name="status" label={t('search.status')}>
        <Select
          placeholder={t('search.anyStatus')}
          allowClear
          options={[
            { value: 'enabled', label: t('status.enabled') },
            { value: 'disabled', label: t('status.disabled') },
          ]}
        />
      </Form.Item>
      <Form.Item name="membership" label={t('search.membership')}>
        <Select
          options={[
            { value: 'current', label: t('search.current') },
            { value: 'left', label: t('search.left') },
            { value: 'all', label: t('search.all') },
          ]}
        />
      </Form.Item>
    </FilterBar>
  );
}
