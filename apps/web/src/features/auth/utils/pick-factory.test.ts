import { describe, expect, it } from 'vitest';
import { pickFactory } from '@/features/auth/utils/pick-factory';

const one = { factoryId: 1, factoryName: 'North' };
const two = { factoryId: 2, factoryName: 'South' };

describe('pickFactory', () => {
  it.each([
    ['none offered', [], 1, undefined],
    ['the only one, whatever was preferred', [two], 1, 2],
    ['several, the preferred one offered', [one, two], 2, 2],
    ['several, the preferred one not offered', [one, two], 3, undefined],
    ['several, no preference', [one, two], undefined, undefined],
  ])('%s', (_case, factories, preferred, expected) => {
    expect(pickFactory(factories, preferred)).toBe(expected);
  });
});
