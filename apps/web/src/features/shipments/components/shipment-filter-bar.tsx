import { SHIPMENT_STATUSES, type ShipmentStatus } from '@gbo/contracts';
import { Form, Input, Select } from 'antd';
import { FilterBar } from '@/components/filter-bar';
import {
  ShipmentCustomerSelect,
  ShipmentStyleSelect,
} from '@/features/shipments/components/shipment-selects';
import { useShipmentsTranslation } from '@/features/shipments/hooks/use-shipments-translation';
import type { ShipmentFilters } from '@/features/shipments/utils/shipment-query';
import { type DayRange, dayRangeParams, DayRangePicker } from '@/components/day-picker';

interface ShipmentFilterValues {
  days?: DayRange;
  customerId?: number;
  styleId?: number;
  status?: ShipmentStatus;
  blurry?: string;
}

const DAY_FORMAT = 'YYYY-MM-DD';

function toFilters({ days, ...values }: ShipmentFilterValues): ShipmentFilters {
  return { ...values, ...dayRangeParams(days) };
}

/** Ship dates, customer, style, status and a number; choices apply at once, the number on Enter or Search. */
export function ShipmentFilterBar({ onSearch }: { onSearch: (filters: ShipmentFilters) => void }) {
  const { t } = useShipmentsTranslation();
  return (
    <FilterBar<ShipmentFilterValues>
      name="shipment-search"
      instant={['days', 'customerId', 'styleId', 'status']}
      onSearch={(values) => onSearch(toFilters(values))}
    >
      <Form.Item name="days" label={t('filter.shipDate')}>
        <DayRangePicker
          allowEmpty={[true, true]}
          placeholder={[t('filter.from'), t('filter.to')]}
          format={DAY_FORMAT}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="customerId" label={t('filter.customer')}>
        <ShipmentCustomerSelect allowClear placeholder={t('filter.anyCustomer')} />
      </Form.Item>
      <Form.Item name="styleId" label={t('filter.style')}>
        <ShipmentStyleSelect allowClear placeholder={t('filter.anyStyle')} />
      </Form.Item>
      <Form.Item name="status" label={t('filter.status')}>
        <Select<ShipmentStatus>
          allowClear
          placeholder={t('filter.anyStatus')}
          options={SHIPMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      </Form.Item>
      <Form.Item name="blurry" label={t('filter.blurry')}>
        <Input allowClear placeholder={t('filter.blurryPlaceholder')} maxLength={32} />
      </Form.Item>
    </FilterBar>
  );
}
