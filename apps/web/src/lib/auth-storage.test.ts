import { TOKEN_KEY } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  getToken,
  markSessionExpired,
  removeToken,
  saveToken,
  SESSION_KEPT_PREFIX,
  takeSessionExpiredMarker,
} from '@/lib/auth-storage';

const HOUR = 60 * 60 * 1000;
const signedInAt = Date.UTC(2025, 0, 1, 8);

describe('token storage', () => {
  it.each([
    ['just signed in', signedInAt, 'Bearer abc'],
    ['a minute before expiry', signedInAt + 12 * HOUR - 60_000, 'Bearer abc'],
    ['at expiry', signedInAt + 12 * HOUR, undefined],
    ['a day later', signedInAt + 24 * HOUR, undefined],
  ])('%s → %s', (_moment, now, expected) => {
    saveToken('Bearer abc', signedInAt + 12 * HOUR, signedInAt);
    expect(getToken(now)).toBe(expected);
  });

  it('stores the token under the spec key, as the server sent it', () => {
    saveToken('Bearer abc', signedInAt + 12 * HOUR, signedInAt);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('Bearer abc');
  });

  it('removes an expired token', () => {
    saveToken('Bearer abc', signedInAt + 12 * HOUR, signedInAt);
    getToken(signedInAt + 13 * HOUR);
    expect(localStorage.length).toBe(0);
  });

  it('takes what was kept for the session with the token, however it ends, and nothing else', () => {
    const keepForSession = () => {
      saveToken('Bearer abc', signedInAt + 12 * HOUR, signedInAt);
      localStorage.setItem(`${SESSION_KEPT_PREFIX}scan-figures`, '{"owner":"1:11"}');
      localStorage.setItem('gbo-language', 'zh-CN');
    };
    keepForSession();
    removeToken();
    expect(Object.keys(localStorage)).toEqual(['gbo-language']);
    // Expired: found so by the next read.
    keepForSession();
    getToken(signedInAt + 13 * HOUR);
    expect(Object.keys(localStorage)).toEqual(['gbo-language']);
  });

  it('never keeps a token past 12 hours, whatever expiry the server sent', () => {
    saveToken('Bearer abc', signedInAt + 48 * HOUR, signedInAt);
    expect(getToken(signedInAt + 13 * HOUR)).toBeUndefined();
  });

  it('marks the session expired when it finds the stored token expired, so the login page says so', () => {
    saveToken('Bearer abc', signedInAt + 12 * HOUR, signedInAt);
    getToken(signedInAt + 13 * HOUR);
    expect(takeSessionExpiredMarker()).toBe(true);
  });

  it('marks nothing when there is no token, or it is still valid', () => {
    expect(getToken(signedInAt)).toBeUndefined();
    saveToken('Bearer abc', signedInAt + 12 * HOUR, signedInAt);
    getToken(signedInAt + HOUR);
    expect(takeSessionExpiredMarker()).toBe(false);
  });

  it('treats a token without a stored expiry as absent', () => {
    localStorage.setItem(TOKEN_KEY, 'Bearer abc');
    expect(getToken()).toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('session-expired marker', () => {
  it('is the spec value in session storage and reads once', () => {
    markSessionExpired();
    expect(sessionStorage.getItem('point')).toBe('401');
    expect(takeSessionExpiredMarker()).toBe(true);
    expect(takeSessionExpiredMarker()).toBe(false);
  });
});
