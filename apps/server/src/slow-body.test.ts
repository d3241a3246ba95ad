import http from 'node:http';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/helpers';
import { tokensOf } from '../test/people';
import { firstSheetRows } from '../test/xlsx';

// REQUEST_TIMEOUT_SECONDS bounds the receipt of a whole request, headers and body, however its bytes drip.
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

/**
 * Sends `head` at once, then `drip` one byte every 100 ms (never silent long enough for an idle timeout);
 * resolves with what came back and how many of the dripped bytes were sent before the server closed.
 */
function trickle(head: string, drip: string): Promise<{ received: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++] ?? '');
    }, 100);
    socket.on('data', (chunk) => (received += String(chunk)));
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, sent });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while a byte is on its way.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.write(head);
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

describe('a request that trickles in a byte at a time', () => {
  // 150 bytes at 10 a second take 15 s: ten times the limit. Node checks its limits only every 30 s unless
  // told otherwise, so such requests were received whole (and answered) where the limit says 1 s.
  const body = `{"mobile":"${'1'.repeat(136)}"}`;

  it('is answered 408 and closed long before its body is all sent', async () => {
    const { received, sent } = await trickle(
      `POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeLessThan(body.length);
  }, 30_000);

  it('is closed as well when nothing at all is sent', async () => {
    const { received } = await trickle('', '');
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
  }, 30_000);

  it('is closed as well when the headers are what trickles', async () => {
    const header = `X-Slow: ${'a'.repeat(140)}\r\n\r\n`;
    const { received, sent } = await trickle('GET /health HTTP/1.1\r\nHost: localhost\r\n', header);
    expect(received === '' || received.startsWith('HTTP/1.1 408')).toBe(true);
    expect(sent).toBeLessThan(header.length);
  }, 30_000);
});

/**
 * GETs a path over real HTTP and reads nothing of the answer until the server has been unable to write for
 * `stallMs` (its socket's bytes written standing still: the sockets' buffers are full), then reads it all.
 */
function slowDownload(path: string, token: string, stallMs: number) {
  return new Promise<{ status: number; body: Buffer; complete: boolean; stalled: boolean }>(
    (resolve, reject) => {
      let serverSocket: net.Socket | undefined;
      t.app.server.once('connection', (socket: net.Socket) => (serverSocket = socket));
      let stalled = false;
      const request = http.get(
        { port, host: '127.0.0.1', path, headers: { authorization: token } },
        (response) => {
          response.pause();
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          const done = () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks),
              complete: response.complete,
              stalled,
            });
          response.on('end', done);
          response.on('error', done);
          response.on('aborted', done);
          let written = -1;
          let since = Date.now();
          const watch = setInterval(() => {
            const now = serverSocket?.bytesWritten ?? 0;
            if (now !== written) [written, since] = [now, Date.now()];
            else if (Date.now() - since >= stallMs || serverSocket?.destroyed) {
              stalled = true;
              clearInterval(watch);
              response.resume();
            }
          }, 50);
        },
      );
      request.on('error', reject);
    },
  );
}

describe('a large download read slowly', () => {
  it('is sent whole however long the reader takes: the limit is for receiving requests', async () => {
    // Log lines holding random text: a workbook of about 9 MB, more than the sockets buffer, so the server
    // must wait on the reader (an idle timeout on the socket cut such answers after their 200 had started).
    await t.database.db.execute(sql`
      insert into audit_logs (factory_id, description, method, path, status_code, duration_ms, params)
      select 1, 'slow reader', 'POST', '/api/test', 200, 1,
        to_jsonb((select string_agg(encode(decode(md5(random()::text || i || j), 'hex'), 'base64'), '')
                  from generate_series(1, 125) as j))
      from generate_series(1, 4000) as i`);
    const { admin } = await tokensOf(t, 'admin');
    // The server is left unable to write for twice the limit.
    const answer = await slowDownload('/api/logs/download', admin, 2000);
    expect(answer.stalled).toBe(true);
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(true);
    const rows = await firstSheetRows(answer.body);
    expect(rows.length).toBeGreaterThan(4000);
  }, 60_000);
});
