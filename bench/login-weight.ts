/**
 * What the login page costs a browser: every JavaScript and CSS file a real Chromium downloads to show
 * /#/login, with the bytes that crossed the wire (compressed, as the server sent them) and their size
 * unpacked. Run after a build (`npm run build`):
 *
 *   npx tsx bench/login-weight.ts           (CHROMIUM_PATH defaults to /usr/bin/chromium)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../apps/server/test/spawn-server';

type Row = { file: string; type: string; wire: number; raw: number; encoding: string };

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
      raw: body.length,
      encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
    });
  });
  await page.goto(`${server.url}/#/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  for (const row of responses) {
    const id = [...urls].find(([, url]) => new URL(url).pathname === row.file)?.[0];
    row.wire = id ? (wire.get(id) ?? 0) : 0;
  }
  responses.sort((a, b) => b.wire - a.wire);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.info('| file | type | on the wire (KB) | unpacked (KB) | encoding |');
  console.info('| --- | --- | ---: | ---: | --- |');
  for (const row of responses) {
    console.info(`| ${row.file} | ${row.type} | ${kb(row.wire)} | ${kb(row.raw)} | ${row.encoding} |`);
  }
  const scripts = responses.filter((row) => row.type === 'script');
  const sum = (rows: Row[], key: 'wire' | 'raw') => rows.reduce((total, row) => total + row[key], 0);
  console.info(
    `\nJavaScript: ${scripts.length} files, ${kb(sum(scripts, 'wire'))} KB on the wire, ${kb(sum(scripts, 'raw'))} KB unpacked`,
  );
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
