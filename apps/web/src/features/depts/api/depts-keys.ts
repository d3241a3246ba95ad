import type { QueryClient } from '@tanstack/react-query';
import type { DeptFilter } from '@/features/depts/api/get-depts';

/** This feature's query keys, all under 'depts'. */
export const deptsKeys = {
  all: ['depts'] as const,
  list: (filter: DeptFilter) => ['depts', 'list', filter] as const,
  tree: ['depts', 'tree'] as const,
};

/**
 * After a change to departments: this feature's data, and the people and roles screens' (their department
 * names and trees). Other screens' keys are named by their prefix only, so features stay independent.
 */
export function invalidateAfterDeptChange(queryClient: QueryClient) {
  return Promise.all(
    [deptsKeys.all, ['people'], ['roles']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
