import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { tokensOf } from '../../test/people';

// Answers of 1 KB or more leave compressed as the caller accepts; the event stream is never held back for it.

let t: TestContext;
let admin: string;
let port: number;
beforeAll(async () => {
  t = await createTestContext();
  ({ admin } = await tokensOf(t, 'admin'));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    url,
    headers: { authorization: admin, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed answers', () => {
  it('sends a large JSON answer gzipped to a caller that takes gzip, and it decodes to the same answer', async () => {
    const plain = await get('/api/bundles?size=1000');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await get('/api/bundles?size=1000', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    const decoded = zlib.gunzipSync(gzipped.rawPayload);
    expect(gzipped.rawPayload.length).toBeLessThan(decoded.length);
    expect(JSON.parse(decoded.toString())).toEqual(plain.json());
  });

  it('prefers brotli when both are taken, for the OpenAPI description too', async () => {
    const plain = await t.app.inject({ url: '/swagger/json' });
    const answer = await t.app.inject({
      url: '/swagger/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    const decoded = zlib.brotliDecompressSync(answer.rawPayload);
    expect(answer.rawPayload.length * 4).toBeLessThan(decoded.length);
    expect(JSON.parse(decoded.toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const answer = await t.app.inject({ url: '/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toMatchObject({ status: 'ok' });
  });

  it('keeps the dashboard event stream uncompressed and flowing', async () => {
    // A raw request, so nothing decodes or buffers on the way: the first event must arrive as it is written.
    const first = await new Promise<{ encoding: string | undefined; type: string | undefined; text: string }>(
      (resolve, reject) => {
        const request = http.get(
          {
            port,
            host: '127.0.0.1',
            path: '/api/dashboard/events',
            headers: { authorization: admin, accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
          },
          (response) => {
            response.once('data', (chunk: Buffer) => {
              resolve({
                encoding: response.headers['content-encoding'],
                type: response.headers['content-type'],
                text: chunk.toString(),
              });
              request.destroy();
            });
          },
        );
        request.on('error', reject);
      },
    );
    expect(first.type).toMatch(/^text\/event-stream/);
    expect(first.encoding).toBeUndefined();
    expect(first.text).toContain('retry:');
  });
});
