import type { AuthInfo } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { demoUser } from '@/testing/render-app';

const withRoles = (roles: string[]): AuthInfo => ({ ...demoUser, roles });

const signIn = (info: AuthInfo) =>
  useSessionStore.getState().signIn({ token: 'Bearer abc', expiresAt: Date.now() + 3_600_000, user: info });
const restore = (info: AuthInfo) => useSessionStore.getState().restore(info);

describe('session roles (docs/specification.md §3, entities and their fields: a user with no roles gets the single role ROLE_SYSTEM_DEFAULT)', () => {
  it.each([
    ['signing in', signIn],
    ['restoring', restore],
  ])('%s with no roles gives only ROLE_SYSTEM_DEFAULT', (_how, start) => {
    start(withRoles([]));
    expect(useSessionStore.getState().roles).toEqual(['ROLE_SYSTEM_DEFAULT']);
  });

  it.each([
    ['signing in', signIn],
    ['restoring', restore],
  ])('%s keeps the roles the server sent', (_how, start) => {
    start(withRoles(['user:list', 'user:add']));
    expect(useSessionStore.getState().roles).toEqual(['user:list', 'user:add']);
  });
});
