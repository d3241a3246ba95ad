import { describe, expect, it } from 'vitest';
import { canKick, kickKeys } from '@/features/online/utils/kick';

describe('forcing users out', () => {
  it('never offers the caller’s own session', () => {
    expect(canKick({ current: true })).toBe(false);
    expect(canKick({ current: false })).toBe(true);
  });

  it('sends the keys of the chosen sessions, without the caller’s own', () => {
    const users = [
      { key: '7', current: false },
      { key: '9', current: true },
      { key: '12', current: false },
    ];
    expect(kickKeys(users)).toEqual(['7', '12']);
    expect(kickKeys([])).toEqual([]);
  });
});
