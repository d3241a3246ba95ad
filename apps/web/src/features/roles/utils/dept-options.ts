import type { DeptTreeNode } from '@gbo/contracts';

/** A department as a TreeSelect option. */
export interface DeptOption {
  value: number;
  title: string;
  children?: DeptOption[];
}

/** The server's department tree as TreeSelect options, leaves without an empty children list. */
export function toDeptOptions(nodes: DeptTreeNode[]): DeptOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.name,
    ...(node.children.length > 0 && { children: toDeptOptions(node.children) }),
  }));
}
