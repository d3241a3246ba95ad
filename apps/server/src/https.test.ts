import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AppSettings } from '@gbo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthority, issueServerCertificate } from './lib/tls/certificates';
import { TEST_PASSWORD_COST_LOG2 } from '../test/password-cost';
import { freePort, type RunningServer, runServerExpectingExit, startServer } from '../test/spawn-server';
import { httpsGet, tlsHandshake } from '../test/tls-client';

const ENV = { SEED_DEMO: 'false', PASSWORD_COST_LOG2: String(TEST_PASSWORD_COST_LOG2), LOG_LEVEL: 'debug' };

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-https-'));

const settingsOf = async (server: RunningServer) =>
  (await (await fetch(`${server.url}/api/app/settings`)).json()) as AppSettings;

/** The real server process with HTTPS on, as a phone on the factory network reaches it. */
describe('HTTPS with the installation’s own certificate authority', () => {
  let server: RunningServer;
  let httpsPort: number;
  let dataDir: string;
  let ca: string;

  beforeAll(async () => {
    dataDir = tempDir();
    httpsPort = await freePort();
    server = await startServer({
      ...ENV,
      // Made by the server.
      DATA_DIR: path.join(dataDir, 'data'),
      HTTPS_PORT: String(httpsPort),
      PUBLIC_URL: `https://gbo.test:${httpsPort}`,
    });
    const response = await fetch(`${server.url}/ca.crt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-x509-ca-cert');
    ca = await response.text();
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves at /ca.crt a certificate authority, and no key', () => {
    const authority = new X509Certificate(ca);
    expect(authority.ca).toBe(true);
    expect(ca).not.toMatch(/PRIVATE KEY/);
    expect(authority.subject).toMatch(/^CN=Garment Back Office CA [0-9a-f]{8}$/m);
  });

  it('is trusted, through that authority alone, under every name a phone or PC may use', async () => {
    const names = ['gbo.test', 'localhost', os.hostname(), '127.0.0.1'];
    for (const name of names) {
      const { authorized, error, certificate } = await tlsHandshake(httpsPort, name, ca);
      expect({ name, authorized, error }).toEqual({ name, authorized: true, error: null });
      expect(certificate.checkIssued(new X509Certificate(ca))).toBe(true);
      expect(certificate.checkHost(name) ?? certificate.checkIP(name)).toBeTruthy();
    }
    // Every address of the machine's network interfaces (a LAN address a phone dials), link-local aside.
    const { certificate } = await tlsHandshake(httpsPort, 'gbo.test', ca);
    const lan = Object.values(os.networkInterfaces())
      .flat()
      .filter((entry) => entry && !entry.internal && !entry.scopeid)
      .map((entry) => entry?.address ?? '');
    for (const address of lan) expect(certificate.checkIP(address)).toBe(address);
    expect(certificate.checkIP('::1')).toBe('::1');
    // Without the authority the same certificate is not trusted: it is not a public one.
    expect((await tlsHandshake(httpsPort, 'gbo.test')).authorized).toBe(false);
  });

  it('serves the same app over HTTPS, and tells the shell where phones go', async () => {
    const health = await httpsGet(httpsPort, 'gbo.test', '/health', ca);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
    const settings = await settingsOf(server);
    expect(settings.secureUrl).toBe(`https://gbo.test:${httpsPort}/`);
    expect(settings.certificateUrl).toBe(`http://gbo.test:${new URL(server.url).port}/`);
  });

  it('tells the shell the authority’s name and SHA-256 fingerprint, as /ca.crt gives it, for owners to check', async () => {
    const settings = await settingsOf(server);
    const authority = new X509Certificate(ca);
    expect(settings.certificateFingerprint).toBe(authority.fingerprint256);
    expect(settings.certificateFingerprint).toMatch(/^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/);
    expect(`CN=${settings.certificateName}`).toBe(
      authority.subject.split('\n').find((line) => line.startsWith('CN=')),
    );
    // Over HTTPS the same.
    const secure = await httpsGet(httpsPort, 'gbo.test', '/api/app/settings', ca);
    expect(JSON.parse(secure.body)).toMatchObject({
      certificateName: settings.certificateName,
      certificateFingerprint: settings.certificateFingerprint,
    });
  });

  it('keeps the database holding the authority’s key where only the server’s user can read it', () => {
    expect(fs.statSync(path.join(dataDir, 'data')).mode & 0o777).toBe(0o700);
  });

  it('never writes a private key to its log, even at debug level', () => {
    expect(server.output()).toContain('HTTPS listening');
    expect(server.output()).not.toMatch(/PRIVATE KEY|BEGIN RSA/);
  });
});

describe('HTTPS with the installation’s own certificate files (TLS_CERT, TLS_KEY)', () => {
  it('presents that certificate, and has no authority for phones to trust', async () => {
    const dir = tempDir();
    const authority = await createAuthority({ dns: ['factory.example.com'], ips: [] });
    const own = await issueServerCertificate(authority, { dns: ['factory.example.com'], ips: [] });
    fs.writeFileSync(path.join(dir, 'cert.pem'), own.cert);
    fs.writeFileSync(path.join(dir, 'key.pem'), own.key);
    const httpsPort = await freePort();
    const server = await startServer({
      ...ENV,
      DATA_DIR: path.join(dir, 'data'),
      HTTPS_PORT: String(httpsPort),
      TLS_CERT: path.join(dir, 'cert.pem'),
      TLS_KEY: path.join(dir, 'key.pem'),
      PUBLIC_URL: 'https://factory.example.com/',
    });
    try {
      const { authorized, certificate } = await tlsHandshake(
        httpsPort,
        'factory.example.com',
        authority.cert,
      );
      expect(authorized).toBe(true);
      expect(certificate.fingerprint256).toBe(new X509Certificate(own.cert).fingerprint256);
      expect((await fetch(`${server.url}/ca.crt`)).status).toBe(404);
      expect(await settingsOf(server)).toMatchObject({
        secureUrl: 'https://factory.example.com/',
        certificateUrl: null,
        certificateName: null,
        certificateFingerprint: null,
      });
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a key that is not the certificate’s, naming TLS_KEY and not the key', async () => {
    const dir = tempDir();
    const authority = await createAuthority({ dns: ['factory.example.com'], ips: [] });
    const own = await issueServerCertificate(authority, { dns: ['factory.example.com'], ips: [] });
    fs.writeFileSync(path.join(dir, 'cert.pem'), own.cert);
    fs.writeFileSync(path.join(dir, 'key.pem'), authority.key);
    try {
      const { code, output } = await runServerExpectingExit({
        ...ENV,
        DATA_DIR: path.join(dir, 'data'),
        HTTPS_PORT: String(await freePort()),
        TLS_CERT: path.join(dir, 'cert.pem'),
        TLS_KEY: path.join(dir, 'key.pem'),
      });
      expect(code).toBe(1);
      expect(output).toContain(
        `Invalid configuration:\n  TLS_KEY: ${path.join(dir, 'key.pem')} is not the private key of the certificate in TLS_CERT`,
      );
      expect(output).not.toMatch(/PRIVATE KEY/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('HTTPS_PORT in use', () => {
  it('stops the start naming HTTPS_PORT and the port, not the HTTP PORT', async () => {
    const dataDir = tempDir();
    const httpsPort = await freePort();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(httpsPort, '127.0.0.1', resolve));
    try {
      const { code, output } = await runServerExpectingExit({
        ...ENV,
        DATA_DIR: dataDir,
        HTTPS_PORT: String(httpsPort),
      });
      expect(code).toBe(1);
      expect(output).toContain(
        `Invalid configuration:\n  HTTPS_PORT: port ${httpsPort} is already in use on 127.0.0.1`,
      );
      expect(output).not.toMatch(/^\s*PORT:/m);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('HTTPS_PORT=0', () => {
  it('turns HTTPS off: no authority to trust and no secure address for phones', async () => {
    const dataDir = tempDir();
    const server = await startServer({ ...ENV, DATA_DIR: dataDir, HTTPS_PORT: '0' });
    try {
      expect((await fetch(`${server.url}/ca.crt`)).status).toBe(404);
      expect(await settingsOf(server)).toMatchObject({
        secureUrl: null,
        certificateUrl: null,
        certificateName: null,
        certificateFingerprint: null,
      });
      expect(server.output()).not.toContain('HTTPS listening');
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
