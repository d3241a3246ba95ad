import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/helpers';

let t: TestContext;
let port: number;
beforeAll(async () => {
  t = await createTestContext({ env: { REQUEST_TIMEOUT_SECONDS: '1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends the headers and the start of a body, then nothing more; resolves with what came back when the socket closes. */
function stallUpload(): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += String(chunk)));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(
      'POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mobile":',
    );
  });
}

describe('a request body that stalls', () => {
  it('is not waited for: the server closes the connection after REQUEST_TIMEOUT_SECONDS', async () => {
    // Without a timeout the socket would stay open for good and this test would time out.
    const answers = await Promise.all([stallUpload(), stallUpload(), stallUpload()]);
    for (const answer of answers) expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    // The server still answers everyone else.
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  }, 20_000);
});
