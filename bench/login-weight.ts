/**
 * What the login page costs a browser: every JavaScript and CSS file a real Chromium downloads to show
 * /#/login, with the bytes that crossed the wire (compressed, as the server sent them), the size of the
 * gzip file the build wrote beside it (what a browser that accepts only gzip gets) and their size unpacked.
 * Run after a build (`npm run build`):
 *
 *   npx tsx bench/login-weight.ts           (CHROMIUM_PATH defaults to /usr/bin/chromium)
 *
 * WEB_DIST (read by the server too) measures another build than apps/web/dist.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../apps/server/test/spawn-server';

type Row = { file: string; type: string; wire: number; gzip: number; raw: number; encoding: string };

const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');
/** The precompressed gzip file the server sends a browser that accepts only gzip. */
const gzipSize = (file: string) => fs.statSync(path.join(webDist, `${file}.gz`)).size;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-bench-login-'));
const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', NODE_ENV: 'test' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  // Bytes on the wire per request, from Chromium's own accounting (headers excluded).
  const wire = new Map<string, number>();
  const urls = new Map<string, string>();
  client.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
  client.on('Network.dataReceived', (event) =>
    wire.set(event.requestId, (wire.get(event.requestId) ?? 0) + event.encodedDataLength),
  );
  client.on('Network.loadingFinished', (event) => wire.set(event.requestId, event.encodedDataLength));
  const responses: Row[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body();
    responses.push({
      file: new URL(response.url()).pathname,
      type,
      wire: 0,
      gzip: 0,
      raw: body.length,
      encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
    });
  });
  await page.goto(`${server.url}/#/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  for (const row of responses) {
    const id = [...urls].find(([, url]) => new URL(url).pathname === row.file)?.[0];
    row.wire = id ? (wire.get(id) ?? 0) : 0;
    row.gzip = gzipSize(row.file);
  }
  responses.sort((a, b) => b.wire - a.wire);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.info('| file | type | on the wire (KB) | gzip (KB) | unpacked (KB) | encoding |');
  console.info('| --- | --- | ---: | ---: | ---: | --- |');
  for (const row of responses) {
    console.info(
      `| ${row.file} | ${row.type} | ${kb(row.wire)} | ${kb(row.gzip)} | ${kb(row.raw)} | ${row.encoding} |`,
    );
  }
  const scripts = responses.filter((row) => row.type === 'script');
  const sum = (rows: Row[], key: 'wire' | 'gzip' | 'raw') => rows.reduce((total, row) => total + row[key], 0);
  console.info(
    `\nJavaScript: ${scripts.length} files, ${kb(sum(scripts, 'wire'))} KB on the wire, ${kb(sum(scripts, 'gzip'))} KB gzipped, ${kb(sum(scripts, 'raw'))} KB unpacked`,
  );
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
