import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useCustomerOptions, useStyleOptions } from '@/features/cutting/api/cut-order-options';
import { useCutOrderDebounce } from '@/features/cutting/hooks/use-cut-order-debounce';

type PickerProps = Omit<SelectProps<number>, 'options' | 'showSearch' | 'loading'>;
type Options = { options: { value: number; label: string }[] | undefined; loading: boolean };

/** A select whose choices the server finds for what is typed (one request once typing pauses). */
function SearchSelect({ useOptions, ...props }: PickerProps & { useOptions: (blurry: string) => Options }) {
  const [search, setSearch] = useState('');
  const { options, loading } = useOptions(useCutOrderDebounce(search.trim(), 250));
  return (
    <Select<number>
      {...props}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={loading}
      onOpenChange={(open) => !open && setSearch('')}
      options={options}
    />
  );
}

function useStyleChoices(blurry: string): Options {
  const { data, isFetching } = useStyleOptions(blurry);
  return {
    options: data?.content.map((style) => ({ value: style.id, label: `${style.styleNo} ${style.name}` })),
    loading: isFetching,
  };
}

function useCustomerChoices(blurry: string): Options {
  const { data, isFetching } = useCustomerOptions(blurry);
  return {
    options: data?.content.map((customer) => ({ value: customer.id, label: customer.name })),
    loading: isFetching,
  };
}

/** A style picked by typing its number, name or order number. */
export const CutOrderStyleSelect = (props: PickerProps) => (
  <SearchSelect {...props} useOptions={useStyleChoices} />
);

/** A customer picked by typing part of their name, contact or phone. */
export const CutOrderCustomerSelect = (props: PickerProps) => (
  <SearchSelect {...props} useOptions={useCustomerChoices} />
);
