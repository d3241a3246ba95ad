import { Button, Card, Empty, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useDeptOptions } from '@/lib/lookups/depts';
import { usePeopleTranslation } from '@/features/people/hooks/use-people-translation';
import type { TreeOption } from '@/lib/tree-options';

/** The department options as antd's Tree names its nodes. */
const toTreeNodes = (options: readonly TreeOption[]): TreeDataNode[] =>
  options.map(({ value, title, children }) => ({
    key: value,
    title,
    ...(children && { children: toTreeNodes(children) }),
  }));

interface DeptTreeFilterProps {
  value: number | undefined;
  onChange: (deptId: number | undefined) => void;
}

/**
 * The departments beside the people list (eladmin's tree): choosing one lists its people and those of the
 * departments below it; choosing it again, or "All", lists everyone.
 */
export function DeptTreeFilter({ value, onChange }: DeptTreeFilterProps) {
  const { t } = usePeopleTranslation();
  const { data, isLoading } = useDeptOptions();
  const nodes = useMemo(() => toTreeNodes(data ?? []), [data]);

  let body;
  if (isLoading) body = <Spin />;
  else if (nodes.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deptTree.none')} />;
  else
    body = (
      <Tree
        aria-label={t('deptTree.title')}
        treeData={nodes}
        blockNode
        defaultExpandAll
        selectedKeys={value === undefined ? [] : [value]}
        onSelect={(keys) => onChange(keys[0] as number | undefined)}
      />
    );

  return (
    <Card
      size="small"
      title={t('deptTree.title')}
      extra={
        <Button type="link" size="small" disabled={value === undefined} onClick={() => onChange(undefined)}>
          {t('deptTree.all')}
        </Button>
      }
    >
      {body}
    </Card>
  );
}
