import { TreeSelect } from 'antd';
import { useDeptOptions } from '@/lib/lookups/depts';

interface DeptSelectProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  /** What an empty filter says, e.g. "Any department". */
  placeholder: string;
}

/** A department of the caller's scope to filter a list by, from the tree, found by name. */
export function DeptSelect({ placeholder, ...props }: DeptSelectProps) {
  const { data, isLoading } = useDeptOptions();
  return (
    <TreeSelect
      {...props}
      placeholder={placeholder}
      treeData={data}
      loading={isLoading}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
    />
  );
}
