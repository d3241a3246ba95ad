import { Form, Input } from 'antd';
import { FilterBar } from '@/components/filter-bar';

interface KeywordFilterProps {
  /** The form's name, unique on the page. */
  name: string;
  /** What the text is matched against, e.g. "Search by name or code". */
  label: string;
  /** Called with the text trimmed, on Enter, Search or Reset. */
  onSearch: (text: string) => void;
}

/** The filter bar of a list searched by one text. */
export function KeywordFilter({ name, label, onSearch }: KeywordFilterProps) {
  return (
    <FilterBar<{ blurry?: string }> name={name} onSearch={({ blurry }) => onSearch(blurry?.trim() ?? '')}>
      <Form.Item name="blurry" label={label}>
        <Input allowClear maxLength={64} />
      </Form.Item>
    </FilterBar>
  );
}
