import { MAX_BUNDLE_NO, SCAN_FILTER_STATUSES } from '@gbo/contracts';
import { Form, InputNumber, Select, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import { FilterBar } from '@/components/filter-bar';
import { PersonSelect } from '@/components/person-select';
import { StyleSelect } from '@/components/style-select';
import { type DayRange, dayRangeParams, DayRangePicker } from '@/components/day-picker';
import { useMayReadCutOrders, useStyleCutOrders } from '@/features/production/api/options';
import { useProductionTranslation } from '@/features/production/hooks/use-production-translation';
import type { ScanFilters } from '@/features/production/utils/scan-query';
import { useDeptOptions } from '@/lib/lookups/depts';
import { useBedProcesses } from '@/lib/lookups/processes';

interface ScanFilterValues extends Omit<ScanFilters, 'from' | 'to'> {
  days?: DayRange;
}

const DAY_FORMAT = 'YYYY-MM-DD';

function toFilters({ days, ...values }: ScanFilterValues): ScanFilters {
  return { ...values, ...dayRangeParams(days) };
}

interface ChoiceProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
}

/** A style; choosing another clears the cut order and process, which belong to the style. */
function StyleFilter({ onChange, ...props }: ChoiceProps) {
  const { t } = useProductionTranslation();
  const form = Form.useFormInstance<ScanFilterValues>();
  return (
    <StyleSelect
      {...props}
      placeholder={t('scans.filter.any')}
      onChange={(value) => {
        form.setFieldsValue({ cutOrderId: undefined, processId: undefined });
        onChange?.(value);
      }}
    />
  );
}

/** A bed of the chosen style; choosing another clears the process (each bed has its own process ids). */
function CutOrderSelect({ onChange, ...props }: ChoiceProps) {
  const { t } = useProductionTranslation();
  const form = Form.useFormInstance<ScanFilterValues>();
  const styleId = Form.useWatch('styleId', form);
  const { data, isFetching } = useStyleCutOrders(styleId);
  return (
    <Select
      {...props}
      allowClear
      disabled={styleId === undefined}
      placeholder={styleId === undefined ? t('scans.filter.styleFirst') : t('scans.filter.any')}
      loading={isFetching}
      options={data?.content.map((order) => ({
        value: order.id,
        label: t('scans.filter.bedOption', { bedNo: order.bedNo, cutDate: order.cutDate }),
      }))}
      onChange={(value: number | undefined) => {
        form.setFieldsValue({ processId: undefined });
        onChange?.(value);
      }}
    />
  );
}

/** A process of the chosen bed. */
function ProcessSelect(props: ChoiceProps) {
  const { t } = useProductionTranslation();
  const form = Form.useFormInstance<ScanFilterValues>();
  const cutOrderId = Form.useWatch('cutOrderId', form);
  const mayReadCutOrders = useMayReadCutOrders();
  const { data, isFetching } = useBedProcesses(cutOrderId, { enabled: mayReadCutOrders });
  return (
    <Select
      {...props}
      allowClear
      disabled={cutOrderId === undefined}
      placeholder={cutOrderId === undefined ? t('scans.filter.bedFirst') : t('scans.filter.any')}
      loading={isFetching}
      options={data?.processes.map((process) => ({
        value: process.id,
        label: `${process.seq} ${process.name}`,
      }))}
    />
  );
}

interface ScanFilterBarProps {
  initial: ScanFilters;
  onSearch: (filters: ScanFilters) => void;
}

/**
 * Worker, work days, department, style, bed, process, bundle and status; choices apply at once. The worker
 * comes first: on a phone the folded bar shows one filter, and whose scans is what a supervisor asks first.
 */
export function ScanFilterBar({ initial, onSearch }: ScanFilterBarProps) {
  const { t } = useProductionTranslation();
  const depts = useDeptOptions();
  const mayReadCutOrders = useMayReadCutOrders();
  const initialValues: ScanFilterValues = {
    days: [initial.from ? dayjs(initial.from) : null, initial.to ? dayjs(initial.to) : null],
  };
  return (
    <FilterBar<ScanFilterValues>
      name="scan-search"
      initialValues={initialValues}
      instant={['days', 'workerId', 'deptId', 'styleId', 'cutOrderId', 'processId', 'status']}
      onSearch={(values) => onSearch(toFilters(values))}
    >
      <Form.Item name="workerId" label={t('scans.filter.worker')}>
        <PersonSelect placeholder={t('scans.filter.any')} />
      </Form.Item>
      <Form.Item name="days" label={t('scans.filter.days')}>
        <DayRangePicker
          allowEmpty={[true, true]}
          placeholder={[t('scans.filter.from'), t('scans.filter.to')]}
          format={DAY_FORMAT}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="deptId" label={t('scans.filter.dept')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('scans.filter.any')}
          loading={depts.isFetching}
          treeData={depts.data}
        />
      </Form.Item>
      <Form.Item name="styleId" label={t('scans.filter.style')}>
        <StyleFilter />
      </Form.Item>
      {mayReadCutOrders && (
        <Form.Item name="cutOrderId" label={t('scans.filter.cutOrder')}>
          <CutOrderSelect />
        </Form.Item>
      )}
      {mayReadCutOrders && (
        <Form.Item name="processId" label={t('scans.filter.process')}>
          <ProcessSelect />
        </Form.Item>
      )}
      <Form.Item name="bundleNo" label={t('scans.filter.bundleNo')}>
        <InputNumber min={1} max={MAX_BUNDLE_NO} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label={t('scans.filter.status')}>
        <Select
          allowClear
          placeholder={t('scans.filter.any')}
          options={SCAN_FILTER_STATUSES.map((status) => ({
            value: status,
            label: t(`scans.status.${status}`),
          }))}
        />
      </Form.Item>
    </FilterBar>
  );
}
