import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openHttps } from './https-listener';
import { createAuthority, issueServerCertificate, type ServerNames } from './lib/tls/certificates';
import { createTestContext, testConfig } from '../test/helpers';
import { freePort } from '../test/spawn-server';
import { tlsHandshake } from '../test/tls-client';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('the HTTPS certificate while the server runs', () => {
  it('is issued afresh, without a restart, once the machine has an address it does not cover', async () => {
    const t = await createTestContext();
    closers.push(() => t.close());
    const port = await freePort();
    let names: ServerNames = { dns: ['localhost', 'gbo.test'], ips: ['127.0.0.1'] };
    const https = await openHttps(
      testConfig({ HOST: '127.0.0.1', HTTPS_PORT: String(port) }),
      t.database.db,
      {
        checkEveryMs: 50,
        names: () => names,
      },
    );
    if (!https?.caCertificate) throw new Error('HTTPS is off');
    const listener = await https.listen((_request, response) => response.end('ok'), t.app.server, t.app.log);
    closers.push(() => listener.close());

    const before = (await tlsHandshake(port, 'gbo.test', https.caCertificate)).certificate;
    expect(before.checkIP('192.168.7.7')).toBeUndefined();
    // The machine is given a new address (another network, DHCP).
    names = { ...names, ips: [...names.ips, '192.168.7.7'] };
    await expect
      .poll(
        async () =>
          (await tlsHandshake(port, 'gbo.test', https.caCertificate ?? '')).certificate.checkIP(
            '192.168.7.7',
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe('192.168.7.7');
    const after = await tlsHandshake(port, 'gbo.test', https.caCertificate);
    expect(after.authorized).toBe(true);
    expect(after.certificate.serialNumber).not.toBe(before.serialNumber);
  });

  it('is read again from TLS_CERT and TLS_KEY when they change (a renewal by certbot, say)', async () => {
    const t = await createTestContext();
    closers.push(() => t.close());
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-tls-files-'));
    closers.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const authority = await createAuthority({ dns: ['factory.example.com'], ips: [] });
    const write = async () => {
      const pair = await issueServerCertificate(authority, { dns: ['factory.example.com'], ips: [] });
      fs.writeFileSync(path.join(dir, 'key.pem'), pair.key);
      fs.writeFileSync(path.join(dir, 'cert.pem'), pair.cert);
      return new X509Certificate(pair.cert).fingerprint256;
    };
    const first = await write();
    const port = await freePort();
    const config = testConfig({
      HOST: '127.0.0.1',
      HTTPS_PORT: String(port),
      TLS_CERT: path.join(dir, 'cert.pem'),
      TLS_KEY: path.join(dir, 'key.pem'),
    });
    const https = await openHttps(config, t.database.db, { checkEveryMs: 50 });
    if (!https) throw new Error('HTTPS is off');
    expect(https.caCertificate).toBeNull();
    const listener = await https.listen((_request, response) => response.end('ok'), t.app.server, t.app.log);
    closers.push(() => listener.close());
    const presented = async () =>
      (await tlsHandshake(port, 'factory.example.com', authority.cert)).certificate.fingerprint256;
    expect(await presented()).toBe(first);
    const second = await write();
    await expect.poll(presented, { timeout: 10_000 }).toBe(second);
  });
});
