import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useCutOrderDebounce } from '@/features/cutting/hooks/use-cut-order-debounce';
import { useCustomerChoices } from '@/lib/lookups/customers';
import { useStyleChoices } from '@/lib/lookups/styles';

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

function useStyleOptions(blurry: string): Options {
  const { data, isFetching } = useStyleChoices(blurry);
  return {
    options: data?.content.map((style) => ({ value: style.id, label: `${style.styleNo} ${style.name}` })),
    loading: isFetching,
  };
}

function useCustomerOptions(blurry: string): Options {
  const { data, isFetching } = useCustomerChoices(blurry);
  return {
    options: data?.content.map((customer) => ({ value: customer.id, label: customer.name })),
    loading: isFetching,
  };
}

/** A style picked by typing its number, name or order number. */
export const CutOrderStyleSelect = (props: PickerProps) => (
  <SearchSelect {...props} useOptions={useStyleOptions} />
);

/** A customer picked by typing part of their name, contact or phone. */
export const CutOrderCustomerSelect = (props: PickerProps) => (
  <SearchSelect {...props} useOptions={useCustomerOptions} />
);
