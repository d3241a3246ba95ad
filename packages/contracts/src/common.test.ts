import { describe, expect, it } from 'vitest';
import { idSchema } from './common';

describe('idSchema', () => {
  it.each([
    [7, 7],
    ['7', 7],
    [' 12 ', 12],
  ])('reads %j as the id %j', (value, expected) => {
    expect(idSchema.parse(value)).toBe(expected);
  });

  it.each([true, false, [2], '0x2', '1e1', '2.5', 2.5, 0, -1, '', null, { id: 2 }, 2 ** 53])(
    'refuses %j',
    (value) => {
      const result = idSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('must be a positive whole number');
    },
  );
});
