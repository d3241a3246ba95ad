import type { Person } from '@gbo/contracts';
import { describe, expect, it } from 'vitest';
import {
  NEW_PERSON,
  personStatus,
  toFormValues,
  toPersonCreate,
  toPersonUpdate,
  withStatus,
} from '@/features/people/utils/person-form';

const person: Person = {
  id: 7,
  mobile: '13900000011',
  name: 'Zhang Min',
  invited: false,
  avatarName: null,
  jobNumber: 'W011',
  dept: { id: 3, name: 'Sewing line 1' },
  roles: [
    { id: 4, name: 'Worker' },
    { id: 5, name: 'Packer' },
  ],
  enabled: true,
  left: false,
  joinedAt: '2026-01-05T08:00:00.000Z',
  leftAt: null,
};

describe('the person form', () => {
  it('fills from a person, with no department or job number as empty fields', () => {
    expect(toFormValues(person)).toEqual({
      mobile: '13900000011',
      name: 'Zhang Min',
      jobNumber: 'W011',
      deptId: 3,
      roleIds: [4, 5],
      enabled: true,
    });
    expect(toFormValues({ ...person, dept: null, jobNumber: null })).toMatchObject({
      deptId: undefined,
      jobNumber: undefined,
    });
  });

  it('adds with trimmed text and empty fields as null', () => {
    const values = {
      ...NEW_PERSON,
      mobile: ' 13700001234 ',
      name: ' Li Lei ',
      jobNumber: '  ',
      password: 'Secret@12',
    };
    expect(toPersonCreate(values)).toEqual({
      mobile: '13700001234',
      password: 'Secret@12',
      name: 'Li Lei',
      jobNumber: null,
      deptId: null,
      roleIds: [],
      enabled: true,
    });
  });

  it('edits without touching whether the person has left', () => {
    const values = { ...toFormValues(person), name: 'Zhang Min 2', roleIds: [4], enabled: false };
    expect(toPersonUpdate({ ...person, left: true }, values)).toEqual({
      id: 7,
      name: 'Zhang Min 2',
      jobNumber: 'W011',
      deptId: 3,
      roleIds: [4],
      enabled: false,
      left: true,
    });
  });
});

describe('row actions', () => {
  it.each([
    [{ enabled: false }, { enabled: false, left: false }],
    [{ left: true }, { enabled: true, left: true }],
  ])('change only the status asked for: %o', (change, expected) => {
    expect(withStatus(person, change)).toEqual({
      id: 7,
      name: 'Zhang Min',
      jobNumber: 'W011',
      deptId: 3,
      roleIds: [4, 5],
      ...expected,
    });
  });

  it('keep a person without a department without one', () => {
    expect(withStatus({ ...person, dept: null }, { enabled: true }).deptId).toBeNull();
  });
});

describe('personStatus', () => {
  it.each([
    [{ enabled: true, left: false }, 'enabled'],
    [{ enabled: false, left: false }, 'disabled'],
    [{ enabled: true, left: true }, 'left'],
    [{ enabled: false, left: true }, 'left'],
  ] as const)('%o is %s', (flags, status) => {
    expect(personStatus(flags)).toBe(status);
  });
});
