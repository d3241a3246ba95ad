/** A node of a tree the server sends: departments, and any other named tree. */
export interface NamedTreeNode {
  id: number;
  name: string;
  children: NamedTreeNode[];
}

/** A tree node as a TreeSelect option. */
export interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}

/** A server tree as TreeSelect options, leaves without an empty children list. */
export function toTreeOptions(nodes: readonly NamedTreeNode[]): TreeOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.name,
    ...(node.children.length > 0 && { children: toTreeOptions(node.children) }),
  }));
}
