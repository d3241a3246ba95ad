import fs from 'node:fs';
import path from 'node:path';
import type { AuthInfo } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, createTestContext, type TestContext } from '../../../test/helpers';
import { USER_MESSAGES } from './service';
import { english } from '../../lib/messages';

let t: TestContext;
let worker: Caller;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.login('13900000015', 1);
  worker = await t.as('13900000015', 1);
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-fake-but-enough-for-a-sniff'),
]);

function upload(bytes: Buffer, filename = 'me.png', field = 'avatar') {
  const boundary = '----gbo-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/updateAvatar',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('personal center', () => {
  it('edits your own name and email', async () => {
    expect(
      (await worker.put('/api/users/center', { name: 'Huang Yan (B)', email: 'huang@example.com' }))
        .statusCode,
    ).toBe(204);
    const info = (await worker.get('/auth/info')).json<AuthInfo>();
    expect(info.user).toMatchObject({ name: 'Huang Yan (B)', email: 'huang@example.com' });
    expect((await worker.put('/api/users/center', { name: 'Huang Yan', email: '' })).statusCode).toBe(204);
    expect((await worker.get('/auth/info')).json<AuthInfo>().user.email).toBeNull();
  });

  it.each([
    [{ name: '' }, 'name is required'],
    [{ name: 'x', email: 'not-an-email' }, 'email: please enter a correct email address'],
  ])('answers 400 naming the field for %o', async (payload, message) => {
    expect((await worker.put('/api/users/center', payload)).json()).toMatchObject({ status: 400, message });
  });

  it('stores an avatar, serves it at /avatar/{name}, and removes the one it replaces', async () => {
    const first = await upload(PNG);
    expect(first.statusCode).toBe(200);
    const { avatarName } = first.json<{ avatarName: string }>();
    expect(avatarName).toMatch(/^\d+-[0-9a-f]{16}\.png$/);
    const served = await t.app.inject({ url: `/avatar/${avatarName}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await worker.get('/auth/info')).json<AuthInfo>().user.avatarName).toBe(avatarName);

    const second = (await upload(PNG)).json<{ avatarName: string }>().avatarName;
    expect(second).not.toBe(avatarName);
    expect(fs.existsSync(path.join(t.dataDir, 'avatars', avatarName))).toBe(false);
    expect((await t.app.inject({ url: `/avatar/${avatarName}` })).statusCode).toBe(404);
  });

  it('refuses what is not a picture, whatever its name says, and pictures over 2 MiB', async () => {
    const text = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png');
    expect(text.json()).toMatchObject({ status: 400, message: english(USER_MESSAGES.notAPicture) });
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.json()).toMatchObject({ status: 413, message: 'avatar: the picture is larger than 2 MiB' });
    const wrongField = await upload(PNG, 'me.png', 'file');
    expect(wrongField.json()).toMatchObject({ status: 400, message: 'avatar: please choose a picture' });
  });

  it('answers a form without a boundary, or cut short, with a 400', async () => {
    const token = await t.login('13900000002', 1);
    for (const [contentType, payload] of [
      ['multipart/form-data', 'abc'],
      [
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      ],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/updateAvatar',
        headers: { authorization: token, 'content-type': contentType },
        payload,
      });
      expect(response.json()).toMatchObject({ status: 400, message: expect.stringMatching(/^avatar: /) });
    }
  });

  it('serves no file outside the avatar names', async () => {
    expect((await t.app.inject({ url: '/avatar/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/avatar/server.lock' })).statusCode).toBe(404);
  });

  it('needs a session to change anything', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/users/center', payload: { name: 'x' } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/updateAvatar' })).statusCode).toBe(401);
  });
});
