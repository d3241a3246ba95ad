/** The search of the departments screen. */
export interface DeptFilter {
  name?: string;
  enabled?: 'true' | 'false';
}

/**
 * This feature's query keys, all under 'depts'. Other screens showing departments (the people and roles
 * screens' trees) are refreshed through the `depts` resource their queries declare, not through these keys.
 */
export const deptsKeys = {
  all: ['depts'] as const,
  list: (filter: DeptFilter) => ['depts', 'list', filter] as const,
  tree: ['depts', 'tree'] as const,
};

/**
 * A change to departments refreshes every query reading them (the `depts` resource): this screen's, and the
 * department names and trees of the people and roles screens.
 */
export const deptWrite = { meta: { invalidates: ['depts'] } } as const;
