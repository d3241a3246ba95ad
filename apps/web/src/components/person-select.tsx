import { Select } from 'antd';
import { usePeopleChoices } from '@/lib/lookups/people';

interface PersonSelectProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  /** What an empty filter says, e.g. "Any". */
  placeholder: string;
}

/** A person to filter a list by, departed ones included, found by name, mobile or job number. */
export function PersonSelect({ placeholder, ...props }: PersonSelectProps) {
  const { data, isFetching } = usePeopleChoices('everyone');
  return (
    <Select
      {...props}
      allowClear
      showSearch={{ optionFilterProp: 'search' }}
      placeholder={placeholder}
      loading={isFetching}
      options={data?.map((person) => ({
        value: person.id,
        label: person.jobNumber ? `${person.name} · ${person.jobNumber}` : person.name,
        search: `${person.name} ${person.jobNumber ?? ''} ${person.mobile}`,
      }))}
    />
  );
}
