import { describe, expect, it } from 'vitest';
import { mayWriteDicts } from '@/features/dicts/utils/dict-write';

describe('who may change dictionaries', () => {
  it.each([
    [true, ['admin'], 'dict:add', true],
    [true, ['dict:edit'], 'dict:edit', true],
    [true, ['dict:list'], 'dict:del', false],
    // A factory administrator holds admin, yet dictionaries belong to the whole platform.
    [false, ['admin'], 'dict:add', false],
    [undefined, ['admin'], 'dict:del', false],
  ] as const)('platform operator %s holding %j: %s → %s', (platformAdmin, held, permission, expected) => {
    expect(mayWriteDicts(platformAdmin, held, permission)).toBe(expected);
  });
});
