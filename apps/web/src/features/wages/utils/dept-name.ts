import type { TreeOption } from '@/lib/tree-options';

/** A department's name in the tree, for the settle confirmation's scope. */
export function deptNameIn(options: readonly TreeOption[] | undefined, id: number): string | undefined {
  for (const option of options ?? []) {
    if (option.value === id) return option.title;
    const found = deptNameIn(option.children, id);
    if (found) return found;
  }
  return undefined;
}
