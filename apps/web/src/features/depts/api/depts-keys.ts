/** The search of the departments screen. */
export interface DeptFilter {
  name?: string;
  enabled?: 'true' | 'false';
}

/**
 * This feature's query keys, all under 'depts'. The department tree every screen picks from is a shared
 * lookup (lib/lookups/depts), refreshed through the `depts` resource it declares, not through these keys.
 */
export const deptsKeys = {
  all: ['depts'] as const,
  list: (filter: DeptFilter) => ['depts', 'list', filter] as const,
};

/**
 * A change to departments refreshes every query reading them (the `depts` resource): this screen's, and the
 * department names and trees of the people and roles screens.
 */
export const deptWrite = { meta: { invalidates: ['depts'] } } as const;
