import { Form, Input, InputNumber } from 'antd';
import { FilterBar } from '@/components/filter-bar';
import {
  CutOrderCustomerSelect,
  CutOrderStyleSelect,
} from '@/features/cutting/components/cut-order-style-select';
import { useCuttingTranslation } from '@/features/cutting/hooks/use-cutting-translation';
import type { CutOrderFilters } from '@/features/cutting/utils/cut-order-query';
import { type DayRange, DayRangePicker } from '@/components/day-picker';

interface CutOrderFilterValues {
  styleId?: number;
  customerId?: number;
  bedNo?: number | null;
  days?: DayRange;
  blurry?: string;
}

const DAY_FORMAT = 'YYYY-MM-DD';

function toFilters({ days, ...values }: CutOrderFilterValues): CutOrderFilters {
  const [from, to] = days ?? [];
  return { ...values, from: from?.format(DAY_FORMAT), to: to?.format(DAY_FORMAT) };
}

/** Style, customer, bed number, cut dates and a keyword; choices apply at once, text on Enter or Search. */
export function CutOrderFilterBar({ onSearch }: { onSearch: (filters: CutOrderFilters) => void }) {
  const { t } = useCuttingTranslation();
  return (
    <FilterBar<CutOrderFilterValues>
      name="cut-order-search"
      instant={['styleId', 'customerId', 'days']}
      onSearch={(values) => onSearch(toFilters(values))}
    >
      <Form.Item name="blurry" label={t('cutOrders.filter.blurry')}>
        <Input allowClear placeholder={t('cutOrders.filter.blurryPlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item name="styleId" label={t('cutOrders.filter.style')}>
        <CutOrderStyleSelect allowClear placeholder={t('cutOrders.filter.anyStyle')} />
      </Form.Item>
      <Form.Item name="customerId" label={t('cutOrders.filter.customer')}>
        <CutOrderCustomerSelect allowClear placeholder={t('cutOrders.filter.anyCustomer')} />
      </Form.Item>
      <Form.Item name="bedNo" label={t('cutOrders.filter.bedNo')}>
        <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="days" label={t('cutOrders.filter.cutDate')}>
        <DayRangePicker
          allowEmpty={[true, true]}
          placeholder={[t('cutOrders.filter.from'), t('cutOrders.filter.to')]}
          format={DAY_FORMAT}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FilterBar>
  );
}
