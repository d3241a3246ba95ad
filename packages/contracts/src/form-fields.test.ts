import { describe, expect, it } from 'vitest';
import { deptCreateSchema } from './depts';
import { requiredTextSchema } from './form-fields';
import { roleCreateSchema } from './roles';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('required text fields', () => {
  const name = requiredTextSchema('name', 5);

  it('say "is required" only when the field is missing or blank', () => {
    expect(messageOf(name.safeParse(undefined))).toBe('name is required');
    expect(messageOf(name.safeParse('  '))).toBe('name is required');
  });

  it('say what is wrong with a value that is there: too long, or not text', () => {
    expect(messageOf(name.safeParse('abcdef'))).toBe('must be at most 5 characters');
    expect(messageOf(name.safeParse(5))).toBe('must be text');
    expect(messageOf(name.safeParse(['a']))).toBe('must be text');
  });

  it('hold in the request schemas that spell their fields out', () => {
    const longName = 'x'.repeat(65);
    const dept = deptCreateSchema.safeParse({ name: longName, deptSort: 1, enabled: true });
    expect(dept.error?.issues.find((issue) => issue.path[0] === 'name')?.message).toBe(
      'must be at most 64 characters',
    );
    const role = roleCreateSchema.safeParse({ name: 7, code: 'clerk', level: 3, dataScope: '全部' });
    expect(role.error?.issues.find((issue) => issue.path[0] === 'name')?.message).toBe('must be text');
  });
});
