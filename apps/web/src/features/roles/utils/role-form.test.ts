import type { Role } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  isAdminRole,
  NEW_ROLE,
  needsDepts,
  toFormValues,
  toRoleCreate,
  toRoleUpdate,
} from '@/features/roles/utils/role-form';

const role: Role = {
  id: 3,
  name: 'QC lead',
  code: 'qc_lead',
  description: null,
  dataScope: 'custom',
  depts: [
    { id: 5, name: 'QC' },
    { id: 6, name: 'Packing' },
  ],
  menus: [1, 2],
  memberCount: 2,
  createTime: '2026-01-01T00:00:00.000Z',
};

describe('data scope rules', () => {
  it('only a custom scope names departments', () => {
    expect(needsDepts('custom')).toBe(true);
    expect(needsDepts('dept')).toBe(false);
    expect(needsDepts('all')).toBe(false);
    expect(needsDepts(undefined)).toBe(false);
  });

  it('drops chosen departments when the scope is not custom', () => {
    expect(toRoleCreate({ ...toFormValues(role), dataScope: 'all' }).deptIds).toEqual([]);
    expect(toRoleCreate(toFormValues(role)).deptIds).toEqual([5, 6]);
  });
});

describe('the role form', () => {
  it('fills from a role', () => {
    expect(toFormValues(role)).toEqual({
      name: 'QC lead',
      code: 'qc_lead',
      description: undefined,
      dataScope: 'custom',
      deptIds: [5, 6],
    });
  });

  it('sends trimmed text and null for an empty description', () => {
    expect(toRoleCreate({ ...NEW_ROLE, name: ' Packer ', code: ' packer ', description: '  ' })).toEqual({
      name: 'Packer',
      code: 'packer',
      description: null,
      dataScope: 'dept',
      deptIds: [],
    });
    expect(toRoleUpdate(role, { ...toFormValues(role), description: ' Checks seams ' })).toMatchObject({
      id: 3,
      description: 'Checks seams',
    });
  });

  it('recognises the administrator role by its code', () => {
    expect(isAdminRole({ code: 'admin' })).toBe(true);
    expect(isAdminRole(role)).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });
});
