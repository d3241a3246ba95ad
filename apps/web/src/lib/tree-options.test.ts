import type { DeptTreeNode } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { toTreeOptions } from '@/lib/tree-options';

const node = (id: number, name: string, children: DeptTreeNode[] = []): DeptTreeNode => ({
  id,
  pid: null,
  name,
  deptSort: id,
  enabled: true,
  subCount: children.length,
  shift: null,
  targetEfficiency: null,
  createTime: '2026-01-01T00:00:00.000Z',
  children,
});

describe('toTreeOptions', () => {
  it('keeps the tree, and gives leaves no children list (TreeSelect would show them as expandable)', () => {
    const tree = [node(1, 'Sewing', [node(2, 'Line 1'), node(3, 'Line 2')]), node(4, 'Packing')];
    expect(toTreeOptions(tree)).toEqual([
      {
        value: 1,
        title: 'Sewing',
        children: [
          { value: 2, title: 'Line 1' },
          { value: 3, title: 'Line 2' },
        ],
      },
      { value: 4, title: 'Packing' },
    ]);
  });
});
