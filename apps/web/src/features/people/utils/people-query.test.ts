import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, FIRST_PAGE, isFiltered, toPeopleQuery } from '@/features/people/utils/people-query';

describe('toPeopleQuery', () => {
  it('lists current people by default', () => {
    expect(toPeopleQuery(DEFAULT_FILTER, FIRST_PAGE)).toEqual({ page: 0, size: 10, left: 'false' });
  });

  it('sends every filter as the API spells it, and nothing for "any"', () => {
    expect(
      toPeopleQuery(
        { blurry: ' Zhang ', deptId: 4, status: 'disabled', membership: 'all' },
        { page: 2, size: 20, sort: 'name,asc' },
      ),
    ).toEqual({ page: 2, size: 20, sort: 'name,asc', blurry: 'Zhang', deptId: 4, enabled: 'false' });
    expect(toPeopleQuery({ status: 'enabled', membership: 'left' }, FIRST_PAGE)).toEqual({
      page: 0,
      size: 10,
      enabled: 'true',
      left: 'true',
    });
  });

  it('leaves out blank text, so equal searches share a query key', () => {
    expect(toPeopleQuery({ blurry: '   ', membership: 'current' }, FIRST_PAGE)).toEqual(
      toPeopleQuery(DEFAULT_FILTER, FIRST_PAGE),
    );
  });
});

describe('isFiltered', () => {
  it('is false for the default list only', () => {
    expect(isFiltered(DEFAULT_FILTER)).toBe(false);
    expect(isFiltered({ membership: 'current', blurry: ' ' })).toBe(false);
    expect(isFiltered({ membership: 'all' })).toBe(true);
    expect(isFiltered({ membership: 'current', deptId: 1 })).toBe(true);
    expect(isFiltered({ membership: 'current', status: 'enabled' })).toBe(true);
  });
});
