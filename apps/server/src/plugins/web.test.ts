import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';

// A built web app as scripts/build-web.mjs leaves it: each text asset with its .br and .gz beside it.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-web-dist-'));
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
let t: TestContext;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [file, content] of [
    ['index.html', '<!doctype html><script type="module" src="./assets/app.js"></script>'],
    ['assets/app.js', SCRIPT],
    // The service worker (issue 22) and the manifest, at the root: never cached, so a new build is seen.
    ['sw.js', 'importScripts("sw-sync.js");'],
    ['manifest.webmanifest', '{"name":"Garment Back Office","start_url":"./#/scan"}'],
  ] as const) {
    const full = path.join(dist, file);
    fs.writeFileSync(full, content);
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content));
  }
  t = await createTestContext({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web app’s files', () => {
  it.each([
    ['br, gzip', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('are sent precompressed to a browser accepting %s', async (accepted, encoding, decode) => {
    const response = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': accepted } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(decode(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('are sent as they are to one accepting neither, hashed assets cached for good', async () => {
    const response = await t.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['sw.js', 'javascript'],
    ['manifest.webmanifest', 'application/manifest+json'],
  ])(
    'serve %s (the installed app) revalidated on every load, under a policy that lets it run',
    async (file, type) => {
      const response = await t.app.inject({ url: `/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain(type);
      expect(response.headers['cache-control']).toBe('no-cache');
      // No worker-src or manifest-src: both fall back to default-src 'self', which allows this origin's.
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).not.toMatch(/worker-src|manifest-src/);
    },
  );
});
