import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useStylesTranslation } from '@/features/styles/hooks/use-styles-translation';
import { useCustomerChoices } from '@/lib/lookups/customers';

/** How many customers the choice lists at once; typing narrows them. */
const CUSTOMER_CHOICES = 50;

interface CustomerSelectProps {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** The chosen customer's name, for when it is not among the first choices loaded. */
  currentName?: string | null;
  placeholder?: string;
}

/** Picks one of the factory's customers; typing searches them by name, contact or phone on the server. */
export function CustomerSelect({ id, value, onChange, currentName, placeholder }: CustomerSelectProps) {
  const { t } = useStylesTranslation();
  const [search, setSearch] = useState('');
  const { data, isFetching } = useCustomerChoices(useDeferredValue(search.trim()), {
    size: CUSTOMER_CHOICES,
  });
  const options = (data?.content ?? []).map((customer) => ({ value: customer.id, label: customer.name }));
  if (value !== undefined && currentName && !options.some((option) => option.value === value))
    options.unshift({ value, label: currentName });

  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={options}
      loading={isFetching}
      allowClear
      placeholder={placeholder ?? t('form.customerPlaceholder')}
      notFoundContent={isFetching ? t('form.loading') : t('form.noCustomer')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onBlur={() => setSearch('')}
    />
  );
}
