import { DISPUTE_STATUSES } from '@gbo/contracts';
import { Form, Select } from 'antd';
import { DeptSelect } from '@/components/dept-select';
import { FilterBar } from '@/components/filter-bar';
import { useDisputesTranslation } from '@/features/disputes/hooks/use-disputes-translation';
import { type DisputeFilters, INITIAL_FILTERS, type StatusFilter } from '@/features/disputes/utils/disputes';
import { useDeptOptions } from '@/lib/lookups/depts';

const STATUS_FILTERS: readonly StatusFilter[] = [...DISPUTE_STATUSES, 'all'];

/** Status (open when the page opens) and, for who may read the tree, a department; each applies at once. */
export function DisputeFilterBar({ onSearch }: { onSearch: (filters: DisputeFilters) => void }) {
  const { t } = useDisputesTranslation();
  const depts = useDeptOptions();
  return (
    <FilterBar<DisputeFilters>
      name="dispute-search"
      initialValues={INITIAL_FILTERS}
      instant={['status', 'deptId']}
      onSearch={({ status, deptId }) => onSearch({ status: status ?? INITIAL_FILTERS.status, deptId })}
    >
      <Form.Item name="status" label={t('filter.status')}>
        <Select<StatusFilter>
          options={STATUS_FILTERS.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      </Form.Item>
      {(depts.data || depts.isLoading) && (
        <Form.Item name="deptId" label={t('filter.dept')}>
          <DeptSelect placeholder={t('filter.anyDept')} />
        </Form.Item>
      )}
    </FilterBar>
  );
}
