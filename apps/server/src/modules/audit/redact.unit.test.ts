import { describe, expect, it } from 'vitest';
import { redactParams, TOO_DEEP } from './redact';

describe('redactParams', () => {
  it.each([
    [undefined, null],
    [
      { mobile: '13900000001', password: 'x' },
      { mobile: '13900000001', password: '[redacted]' },
    ],
    [
      { oldPassword: 'a', newPassword: 'b', name: 'n' },
      { oldPassword: '[redacted]', newPassword: '[redacted]', name: 'n' },
    ],
    [{ nested: { apiToken: 't', ok: 1 } }, { nested: { apiToken: '[redacted]', ok: 1 } }],
    [[{ secretKey: 's' }], [{ secretKey: '[redacted]' }]],
    [
      { confirmPass: 'a', pwd: 'b', pass: 'c', passwd: 'd', name: 'n' },
      { confirmPass: '[redacted]', pwd: '[redacted]', pass: '[redacted]', passwd: '[redacted]', name: 'n' },
    ],
    [{ name: 'a\u0000b' }, { name: 'a\\u0000b' }],
  ])('%j → %j', (body, expected) => {
    expect(redactParams(body)).toEqual(expected);
  });

  it("also redacts a route's own secret keys, matched exactly, and only when asked", () => {
    const body = { mobile: '13900000001', code: 'T3st', uuid: 'u-1', codeName: 'kept' };
    expect(redactParams(body, ['code', 'uuid'])).toEqual({
      mobile: '13900000001',
      code: '[redacted]',
      uuid: '[redacted]',
      codeName: 'kept',
    });
    expect(redactParams(body)).toEqual(body);
  });

  it('cuts a large body short', () => {
    const result = redactParams({ note: 'x'.repeat(10_000) }) as { truncated: boolean; preview: string };
    expect(result.truncated).toBe(true);
    expect(result.preview.length).toBe(4000);
  });

  it('never throws on a body nested 5,000 levels deep, and keeps what is shallow', () => {
    const nested = `${'{"next":'.repeat(5000)}{"password":"hidden"}${'}'.repeat(5000)}`;
    const body = JSON.parse(`{"name":"x","deep":${nested}}`) as unknown;
    let result: unknown;
    expect(() => (result = redactParams(body))).not.toThrow();
    expect(result).toMatchObject({ name: 'x' });
    expect(JSON.stringify(result)).toContain(TOO_DEEP);
    expect(JSON.stringify(result)).not.toContain('hidden');
  });
});
