/** Which people the list shows, by membership. */
export type Membership = 'current' | 'left' | 'all';

/** The search bar's values. */
export interface PeopleFilter {
  blurry?: string;
  deptId?: number;
  /** Undefined: either. */
  status?: 'enabled' | 'disabled';
  membership: Membership;
}

export const DEFAULT_FILTER: PeopleFilter = { membership: 'current' };

export interface Paging {
  page: number;
  size: number;
  /** `field,asc` or `field,desc`. */
  sort?: string;
}

export const FIRST_PAGE: Paging = { page: 0, size: 10 };

/** The query string of `GET api/users`: flags as 'true'/'false', nothing for "any". */
export interface PeopleQuery {
  page: number;
  size: number;
  sort?: string;
  blurry?: string;
  deptId?: number;
  enabled?: 'true' | 'false';
  left?: 'true' | 'false';
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'true' : 'false');

const ENABLED_BY_STATUS = { enabled: true, disabled: false } as const;

const LEFT_BY_MEMBERSHIP: Record<Membership, boolean | undefined> = {
  current: false,
  left: true,
  all: undefined,
};

/** Builds the query with no undefined keys, so equal filters give equal query keys. */
export function toPeopleQuery(filter: PeopleFilter, { page, size, sort }: Paging): PeopleQuery {
  const blurry = filter.blurry?.trim();
  const enabled = flag(filter.status && ENABLED_BY_STATUS[filter.status]);
  const left = flag(LEFT_BY_MEMBERSHIP[filter.membership]);
  return {
    page,
    size,
    ...(sort && { sort }),
    ...(blurry && { blurry }),
    ...(filter.deptId !== undefined && { deptId: filter.deptId }),
    ...(enabled && { enabled }),
    ...(left && { left }),
  };
}

/** Whether the filter narrows the default list, so an empty result is the filter's doing. */
export function isFiltered(filter: PeopleFilter): boolean {
  return (
    Boolean(filter.blurry?.trim() || filter.deptId !== undefined || filter.status) ||
    filter.membership !== 'current'
  );
}
