import { describe, expect, it } from 'vitest';
import { loadRememberedLogin, rememberLogin } from '@/features/auth/utils/remembered-login';

const DAY = 24 * 60 * 60 * 1000;
const rememberedAt = Date.UTC(2025, 0, 1);
const login = { mobile: '13812345678', factoryId: 7 };

describe('remembered login', () => {
  it.each([
    ['at once', rememberedAt, login],
    ['after 6 days', rememberedAt + 6 * DAY, login],
    ['after 7 days', rememberedAt + 7 * DAY, undefined],
    ['after 30 days', rememberedAt + 30 * DAY, undefined],
  ])('read %s → %o', (_moment, now, expected) => {
    rememberLogin(login, rememberedAt);
    expect(loadRememberedLogin(now)).toEqual(expected);
  });

  it('never stores the password, even when handed the whole form', () => {
    const form = { ...login, password: 'secret-password', code: 'ab12' };
    rememberLogin(form, rememberedAt);
    const stored = Object.values({ ...localStorage }).join();
    expect(stored).not.toContain('secret-password');
    expect(stored).not.toContain('password');
  });

  it('removes an expired record', () => {
    rememberLogin(login, rememberedAt);
    loadRememberedLogin(rememberedAt + 8 * DAY);
    expect(localStorage.length).toBe(0);
  });

  it('ignores a corrupt record', () => {
    localStorage.setItem('remembered-login', '{not json');
    expect(loadRememberedLogin()).toBeUndefined();
  });
});
