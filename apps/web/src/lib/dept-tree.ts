import type { DeptTreeNode } from '@gbo/contracts';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http';

/** The departments the caller may see (their data scope), as a tree. */
export const getDeptTree = () => api.get<DeptTreeNode[]>('/api/users/getDept');

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

/**
 * The department tree as TreeSelect options, cached under the asking feature's key so that the feature's
 * own invalidation refreshes it.
 */
export function useDeptOptions(queryKey: QueryKey, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey, queryFn: getDeptTree, select: toDeptOptions, enabled });
}
