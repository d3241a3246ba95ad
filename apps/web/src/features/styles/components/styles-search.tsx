import { Form, Input } from 'antd';
import { FilterBar } from '@/components/filter-bar';
import { CustomerSelect } from '@/features/styles/components/customer-select';
import { useStylesTranslation } from '@/features/styles/hooks/use-styles-translation';

/** The styles list's filters. */
export interface StyleFilter {
  blurry?: string;
  customerId?: number;
}

/** The filters: the text applies on Enter or Search, the customer as soon as it is chosen. */
export function StylesSearch({ onSearch }: { onSearch: (filter: StyleFilter) => void }) {
  const { t } = useStylesTranslation();
  const submit = ({ blurry, customerId }: StyleFilter) =>
    onSearch({ ...(blurry?.trim() && { blurry: blurry.trim() }), ...(customerId && { customerId }) });

  return (
    <FilterBar<StyleFilter> name="style-search" onSearch={submit} instant={['customerId']}>
      <Form.Item name="blurry" label={t('search.keyword')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
      <Form.Item name="customerId" label={t('search.customer')}>
        <CustomerSelect placeholder={t('search.anyCustomer')} />
      </Form.Item>
    </FilterBar>
  );
}
