/** The query string of `GET api/roles`. */
export interface RoleQuery {
  page: number;
  size: number;
  blurry?: string;
}

/**
 * This feature's query keys, all under 'roles'. Other screens showing roles (the people screen's role names
 * and choices) are refreshed through the `roles` resource their queries declare, not through these keys.
 */
export const rolesKeys = {
  all: ['roles'] as const,
  list: (query: RoleQuery) => ['roles', 'list', query] as const,
  detail: (id: number) => ['roles', 'detail', id] as const,
  grantable: ['roles', 'grantable-menus'] as const,
};

/**
 * A change to roles refreshes every query reading them (the `roles` resource): this screen's, and the people
 * screen's role names and choices.
 */
export const roleWrite = { meta: { invalidates: ['roles'] } } as const;
