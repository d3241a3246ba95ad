import { describe, expect, it } from 'vitest';
import { canKick, canKickAny, kickKeys } from '@/features/online/utils/kick';

describe('forcing people out', () => {
  it('never offers the caller’s own session', () => {
    expect(canKick({ current: true })).toBe(false);
    expect(canKick({ current: false })).toBe(true);
    expect(canKickAny({ sessions: [{ key: '1', current: true }] })).toBe(false);
    expect(
      canKickAny({
        sessions: [
          { key: '1', current: true },
          { key: '2', current: false },
        ],
      }),
    ).toBe(true);
  });

  it('sends the keys of every session of the chosen people, without the caller’s own', () => {
    const people = [
      { sessions: [{ key: '7', current: false }] },
      {
        sessions: [
          { key: '9', current: true },
          { key: '12', current: false },
        ],
      },
    ];
    expect(kickKeys(people)).toEqual(['7', '12']);
    expect(kickKeys([])).toEqual([]);
  });
});
