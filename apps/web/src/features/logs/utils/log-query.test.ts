import { describe, expect, it } from 'vitest';
import {
  endOfLocalDay,
  prettyParams,
  startOfLocalDay,
  toCreateTimeRange,
  toLogFilterParams,
  toLogParams,
} from '@/features/logs/utils/log-query';

describe('audit log filters → query parameters', () => {
  it('leaves blanks out', () => {
    expect(toLogFilterParams({})).toEqual({});
    expect(toLogFilterParams({ blurry: '  ', result: undefined, ip: ' ', from: '', to: '' })).toEqual({});
  });

  it('sends text trimmed, the result, and the days as a range of instants', () => {
    expect(
      toLogFilterParams({
        blurry: ' Sign in ',
        result: 'error',
        ip: ' 10.0.0.23 ',
        from: '2026-03-01',
        to: '2026-03-02',
      }),
    ).toEqual({
      blurry: 'Sign in',
      result: 'error',
      ip: '10.0.0.23',
      createTime: [startOfLocalDay('2026-03-01'), endOfLocalDay('2026-03-02')],
    });
  });

  it('covers whole local days', () => {
    expect(new Date(startOfLocalDay('2026-03-01')).getHours()).toBe(0);
    const end = new Date(endOfLocalDay('2026-03-01'));
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([1, 23, 59, 59]);
  });

  it('leaves an end open when only the other is chosen, and swaps ends given the wrong way round', () => {
    expect(toCreateTimeRange('2026-03-01')).toEqual([
      startOfLocalDay('2026-03-01'),
      '9999-12-31T23:59:59.999Z',
    ]);
    expect(toCreateTimeRange(undefined, '2026-03-01')).toEqual([
      '1970-01-01T00:00:00.000Z',
      endOfLocalDay('2026-03-01'),
    ]);
    expect(toCreateTimeRange('2026-03-05', '2026-03-01')).toEqual([
      startOfLocalDay('2026-03-01'),
      endOfLocalDay('2026-03-05'),
    ]);
  });

  it('adds paging and eladmin’s sort', () => {
    expect(toLogParams({ result: 'ok' }, 2, 20, 'durationMs,desc')).toEqual({
      result: 'ok',
      page: 2,
      size: 20,
      sort: 'durationMs,desc',
    });
    expect(toLogParams({}, 0, 10)).toEqual({ page: 0, size: 10 });
  });
});

describe('logged parameters', () => {
  it('are pretty-printed when they are JSON, shown as they are otherwise', () => {
    expect(prettyParams('{"name":"A","roles":[1]}')).toBe('{\n  "name": "A",\n  "roles": [\n    1\n  ]\n}');
    expect(prettyParams('not json')).toBe('not json');
    expect(prettyParams(null)).toBeNull();
    expect(prettyParams('')).toBeNull();
  });
});
