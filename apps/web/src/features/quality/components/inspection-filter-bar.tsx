import { MAX_BUNDLE_NO, QC_CHECKPOINTS, QC_KINDS, QC_STATUSES } from '@gbo/contracts';
import { Form, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { type DayRange, dayRangeParams, DayRangePicker } from '@/components/day-picker';
import { FilterBar } from '@/components/filter-bar';
import { PersonSelect } from '@/components/person-select';
import { StyleSelect } from '@/components/style-select';
import { useQualityTranslation } from '@/features/quality/hooks/use-quality-translation';
import type { InspectionFilters } from '@/features/quality/utils/inspection-query';

interface FilterValues extends Omit<InspectionFilters, 'from' | 'to'> {
  days?: DayRange;
}

function toFilters({ days, ...values }: FilterValues): InspectionFilters {
  return { ...values, ...dayRangeParams(days) };
}

/** Days, checkpoint, kind, status, style, inspector, worker at fault, bundle, rework open; choices apply at once. */
export function InspectionFilterBar({
  initial,
  onSearch,
}: {
  initial: InspectionFilters;
  onSearch: (filters: InspectionFilters) => void;
}) {
  const { t } = useQualityTranslation();
  const initialValues: FilterValues = {
    days: [initial.from ? dayjs(initial.from) : null, initial.to ? dayjs(initial.to) : null],
  };
  const any = t('office.filter.any');
  return (
    <FilterBar<FilterValues>
      name="qc-search"
      initialValues={initialValues}
      instant={['days', 'checkpoint', 'kind', 'status', 'styleId', 'inspectorId', 'workerId', 'reworkOpen']}
      onSearch={(values) => onSearch(toFilters(values))}
    >
      <Form.Item name="days" label={t('office.filter.days')}>
        <DayRangePicker
          allowEmpty={[true, true]}
          placeholder={[t('office.filter.from'), t('office.filter.to')]}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="checkpoint" label={t('office.filter.checkpoint')}>
        <Select
          allowClear
          placeholder={any}
          options={QC_CHECKPOINTS.map((value) => ({ value, label: t(`office.checkpoint.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="kind" label={t('office.filter.kind')}>
        <Select
          allowClear
          placeholder={any}
          options={QC_KINDS.map((value) => ({ value, label: t(`office.kind.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('office.filter.status')}>
        <Select
          allowClear
          placeholder={any}
          options={QC_STATUSES.map((value) => ({ value, label: t(`office.status.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="styleId" label={t('office.filter.style')}>
        <StyleSelect placeholder={any} />
      </Form.Item>
      <Form.Item name="inspectorId" label={t('office.filter.inspector')}>
        <PersonSelect placeholder={any} />
      </Form.Item>
      <Form.Item name="workerId" label={t('office.filter.worker')}>
        <PersonSelect placeholder={any} />
      </Form.Item>
      <Form.Item name="bundleNo" label={t('office.filter.bundleNo')}>
        <InputNumber min={1} max={MAX_BUNDLE_NO} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="reworkOpen" label={t('office.filter.reworkOpen')}>
        <Select
          allowClear
          placeholder={any}
          options={[
            { value: 'true', label: t('office.filter.reworkOpenYes') },
            { value: 'false', label: t('office.filter.reworkOpenNo') },
          ]}
        />
      </Form.Item>
    </FilterBar>
  );
}
