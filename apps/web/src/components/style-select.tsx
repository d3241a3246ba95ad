import { Select } from 'antd';
import { useState } from 'react';
import { useStyleChoices } from '@/lib/lookups/styles';

interface StyleSelectProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  /** What an empty filter says, e.g. "Any". */
  placeholder: string;
}

/** A style to filter a list by, searched on the server by style number, name or order number as typed. */
export function StyleSelect({ placeholder, ...props }: StyleSelectProps) {
  const [text, setText] = useState('');
  const { data, isFetching } = useStyleChoices(text);
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      placeholder={placeholder}
      loading={isFetching}
      options={data?.content.map((style) => ({ value: style.id, label: `${style.styleNo} ${style.name}` }))}
    />
  );
}
