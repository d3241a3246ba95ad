import type { Customer, StyleSummary } from '@gbo/contracts';
import { Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { useCustomerChoices } from '@/lib/lookups/customers';
import { useStyleChoices } from '@/lib/lookups/styles';

type PickerProps<T> = Omit<SelectProps<number>, 'options' | 'showSearch' | 'loading' | 'onChange'> & {
  onChange?: (id: number | undefined, picked: T | undefined) => void;
  /** Shown for the value before the choices arrive (e.g. an order's customer being edited). */
  valueLabel?: string;
};

/** What is typed, once typing pauses. */
function useSettled(text: string, delay = 250) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/** A customer picked by typing part of their name, contact or phone; the pick comes with its details. */
export function ShipmentCustomerSelect({ onChange, valueLabel, ...props }: PickerProps<Customer>) {
  const [search, setSearch] = useState('');
  const { data, isFetching } = useCustomerChoices(useSettled(search.trim()));
  const rows = data?.content ?? [];
  const options = rows.map((customer) => ({ value: customer.id, label: customer.name }));
  if (props.value !== undefined && valueLabel && !options.some((option) => option.value === props.value))
    options.unshift({ value: props.value as number, label: valueLabel });
  return (
    <Select<number>
      {...props}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={isFetching}
      onOpenChange={(open) => !open && setSearch('')}
      options={options}
      onChange={(id) =>
        onChange?.(
          id,
          rows.find((customer) => customer.id === id),
        )
      }
    />
  );
}

/** A style picked by typing its number, name or order number; the pick comes with its customer. */
export function ShipmentStyleSelect({ onChange, valueLabel, ...props }: PickerProps<StyleSummary>) {
  const [search, setSearch] = useState('');
  const { data, isFetching } = useStyleChoices(useSettled(search.trim()));
  const rows = data?.content ?? [];
  const options = rows.map((style) => ({ value: style.id, label: `${style.styleNo} ${style.name}` }));
  if (props.value !== undefined && valueLabel && !options.some((option) => option.value === props.value))
    options.unshift({ value: props.value as number, label: valueLabel });
  return (
    <Select<number>
      {...props}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={isFetching}
      onOpenChange={(open) => !open && setSearch('')}
      options={options}
      onChange={(id) =>
        onChange?.(
          id,
          rows.find((style) => style.id === id),
        )
      }
    />
  );
}
