import { APP_VERSION } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { minAppVersionProblem } from '@/lib/factory-settings';

describe('a factory’s minimum app version', () => {
  it.each([
    ['6', undefined],
    ['5.9.9', undefined],
    [APP_VERSION, undefined],
    ['6.0.1', 'tooHigh'],
    ['7', 'tooHigh'],
    ['6.x', 'format'],
    ['v6', 'format'],
    ['6.0.0.1', 'format'],
    ['', 'format'],
  ] as const)('%s → %s', (version, problem) => {
    expect(minAppVersionProblem(version)).toBe(problem);
  });
});
