import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasPermission, passesGuard } from '@/lib/permission';
import { Permission } from '@/lib/permission-guard';
import { useSessionStore } from '@/lib/session-store';

const USAGE_ERROR = 'usage must be an array of role names';

describe('permission guard (docs/specification.md §6, roles and permissions: removed unless the user holds a listed role)', () => {
  it.each<[string, string[], string[], boolean]>([
    ['holds the listed role', ['user:add'], ['admin', 'user:add'], true],
    ['holds one of several', ['role:list', 'user:edit'], ['user:add', 'user:edit'], true],
    ['holds none of them', ['user:list'], ['user:add', 'user:edit'], false],
    ['the default role only', ['ROLE_SYSTEM_DEFAULT'], ['user:add'], false],
    ['admin passes everything', ['admin'], ['bill:print'], true],
    ['an empty list guards nothing', ['user:list'], [], true],
    ['no roles at all', [], ['user:add'], false],
  ])('%s', (_case, held, required, expected) => {
    expect(passesGuard(held, required)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['a single string', 'admin'],
    ['nothing', undefined],
    ['an object', { roles: ['admin'] }],
  ])('refuses %s with the usage message', (_case, required) => {
    expect(() => passesGuard(['admin'], required)).toThrow(USAGE_ERROR);
  });
});

describe('hasPermission (true only for a non-empty list with a match)', () => {
  it.each<[string, string[], string[], boolean]>([
    ['a match', ['user:add'], ['admin', 'user:add'], true],
    ['no match', ['user:list'], ['user:add'], false],
    ['an empty list, even for admin', ['admin'], [], false],
    ['an empty list', ['user:add'], [], false],
    ['admin with a non-empty list', ['admin'], ['menu:del'], true],
  ])('%s', (_case, held, required, expected) => {
    expect(hasPermission(held, required)).toBe(expected);
  });
});

describe('<Permission>', () => {
  afterEach(() => useSessionStore.setState({ roles: [] }));

  it.each<[string, string[], boolean]>([
    ['shows the action to a holder', ['user:add'], true],
    ['removes it for anyone else', ['user:list'], false],
    ['shows it to admin', ['admin'], true],
  ])('%s', (_case, roles, shown) => {
    useSessionStore.setState({ roles });
    render(
      <Permission roles={['user:add']}>
        <button type="button">Add user</button>
      </Permission>,
    );
    expect(screen.queryByRole('button', { name: 'Add user' }) !== null).toBe(shown);
  });

  it('follows the session when the roles change', () => {
    useSessionStore.setState({ roles: ['user:list'] });
    render(<Permission roles={['user:add']}>Add user</Permission>);
    expect(screen.queryByText('Add user')).toBeNull();
    act(() => useSessionStore.setState({ roles: ['user:add'] }));
    expect(screen.getByText('Add user')).toBeTruthy();
  });
});
