import { X509Certificate } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthority,
  identityOf,
  issueServerCertificate,
  type KeyAndCertificate,
  namesOf,
  needsRenewal,
  permittedNames,
  RENEW_BEFORE_DAYS,
  SERVER_CERTIFICATE_DAYS,
} from './certificates';
import { serverNames } from './server-names';

const DAY = 86_400_000;
const NAMES = { dns: ['localhost', 'gbo.test'], ips: ['127.0.0.1', '::1', '192.168.1.20'] };

describe('the installation’s certificate authority and the server certificates it issues', () => {
  let authority: KeyAndCertificate;
  let server: KeyAndCertificate;
  const now = new Date('2026-12-02T08:00:00Z');

  beforeAll(async () => {
    authority = await createAuthority(NAMES, now);
    server = await issueServerCertificate(authority, NAMES, now);
  });

  it('makes an authority that can sign certificates and nothing else', () => {
    const ca = new X509Certificate(authority.cert);
    expect(ca.ca).toBe(true);
    expect(ca.checkIssued(ca)).toBe(true);
    expect(ca.keyUsage).toBeUndefined(); // Node lists extended key usages only: an authority has none.
    expect(ca.subject).toMatch(/CN=Garment Back Office CA [0-9a-f]{8}/);
    expect(Date.parse(ca.validTo) - now.getTime()).toBeGreaterThan(9 * 365 * DAY);
  });

  it('may vouch for local networks and the server’s own names only (critical Name Constraints)', () => {
    const extension = forge.pki.certificateFromPem(authority.cert).getExtension('nameConstraints') as {
      critical: boolean;
    } | null;
    expect(extension?.critical).toBe(true);
    expect(
      permittedNames(authority.cert, {
        dns: ['gbo.test', 'shop.gbo.test', 'bank.example', 'cutting-pc.local', 'printer.lan', 'localhost'],
        ips: ['192.168.5.5', '10.1.2.3', '8.8.8.8', '100.101.1.2', 'fd00::9', '2001:db8::1', '127.0.0.1'],
      }),
    ).toEqual({
      dns: ['gbo.test', 'shop.gbo.test', 'cutting-pc.local', 'printer.lan', 'localhost'],
      ips: ['192.168.5.5', '10.1.2.3', '100.101.1.2', 'fd00::9', '127.0.0.1'],
    });
  });

  // Three RSA keys made in JavaScript: seconds each on a busy two-core machine, hence the longer ceiling.
  it(
    'is refused by TLS for a name outside its constraints, even with its signature',
    { timeout: 30_000 },
    async () => {
      const current = await createAuthority(NAMES);
      const handshake = async (name: string, forged: KeyAndCertificate) => {
        const server = tls.createServer(forged, (socket) => socket.end());
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const { port } = server.address() as AddressInfo;
        try {
          return await new Promise<string | null>((resolve, reject) => {
            const socket = tls.connect(
              { host: '127.0.0.1', port, servername: name, ca: current.cert, rejectUnauthorized: false },
              () => {
                resolve(socket.authorized ? null : String(socket.authorizationError));
                socket.end();
              },
            );
            socket.once('error', reject);
          });
        } finally {
          server.close();
        }
      };
      const inside = await issueServerCertificate(current, { dns: ['gbo.test'], ips: [] });
      expect(await handshake('gbo.test', inside)).toBeNull();
      // OpenSSL reports the violation as UNSPECIFIED through Node; the signature itself is good.
      const forged = await issueServerCertificate(current, { dns: ['bank.example'], ips: [] });
      expect(await handshake('bank.example', forged)).not.toBeNull();
      expect(new X509Certificate(forged.cert).verify(new X509Certificate(current.cert).publicKey)).toBe(true);
    },
  );

  it('issues a server certificate for exactly the names, signed by the authority, within Apple’s limits', () => {
    const leaf = new X509Certificate(server.cert);
    const ca = new X509Certificate(authority.cert);
    expect(leaf.ca).toBe(false);
    expect(leaf.checkIssued(ca)).toBe(true);
    expect(leaf.verify(ca.publicKey)).toBe(true);
    expect(leaf.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']); // serverAuth, which iOS requires
    expect(namesOf(server.cert)).toEqual(NAMES);
    expect(leaf.checkHost('gbo.test')).toBe('gbo.test');
    expect(leaf.checkHost('other.test')).toBeUndefined();
    const days = (Date.parse(leaf.validTo) - now.getTime()) / DAY;
    expect(days).toBe(SERVER_CERTIFICATE_DAYS);
    expect(days).toBeLessThanOrEqual(398);
    // The chain: the server's certificate, then the authority's.
    expect(server.cert.match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
    expect(server.key).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('is told by its name and its SHA-256 fingerprint as phones show them, from the first of a chain', () => {
    const identity = identityOf(authority.cert);
    expect(identity.name).toMatch(/^Garment Back Office CA [0-9a-f]{8}$/);
    expect(identity.fingerprint).toBe(new X509Certificate(authority.cert).fingerprint256);
    expect(identity.fingerprint).toMatch(/^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/);
    expect(identityOf(server.cert)).toEqual({
      name: 'localhost',
      fingerprint: new X509Certificate(server.cert).fingerprint256,
    });
  });

  it('gives every certificate a serial number of its own', async () => {
    const again = await issueServerCertificate(authority, NAMES, now);
    expect(new X509Certificate(again.cert).serialNumber).not.toBe(
      new X509Certificate(server.cert).serialNumber,
    );
  });

  it('is renewed before it expires, or when the server has a name it does not cover', () => {
    expect(needsRenewal(server.cert, NAMES, now)).toBe(false);
    // Addresses in another spelling, or fewer names, are covered.
    expect(needsRenewal(server.cert, { dns: ['GBO.test'], ips: ['0:0:0:0:0:0:0:1'] }, now)).toBe(false);
    expect(needsRenewal(server.cert, { ...NAMES, ips: [...NAMES.ips, '192.168.1.21'] }, now)).toBe(true);
    expect(needsRenewal(server.cert, { ...NAMES, dns: [...NAMES.dns, 'gbo.local'] }, now)).toBe(true);
    const beforeTheEnd = (days: number) => new Date(now.getTime() + (SERVER_CERTIFICATE_DAYS - days) * DAY);
    expect(needsRenewal(server.cert, NAMES, beforeTheEnd(RENEW_BEFORE_DAYS + 1))).toBe(false);
    expect(needsRenewal(server.cert, NAMES, beforeTheEnd(RENEW_BEFORE_DAYS - 1))).toBe(true);
  });
});

describe('the names a server certificate covers', () => {
  const nic = (address: string, family: 'IPv4' | 'IPv6', extra: object = {}) =>
    ({ address, family, internal: false, netmask: '', mac: '', cidr: null, ...extra }) as never;

  it('are localhost, the machine’s names and addresses, the listening address and PUBLIC_URL’s host', () => {
    const names = serverNames({
      hostname: 'cutting-pc',
      interfaces: {
        lo: [nic('127.0.0.1', 'IPv4', { internal: true })],
        eth0: [nic('192.168.1.20', 'IPv4'), nic('fd00::20', 'IPv6'), nic('fe80::1', 'IPv6', { scopeid: 2 })],
        wlan0: [nic('10.0.0.9', 'IPv4')],
      },
      host: '0.0.0.0',
      publicUrl: 'https://gbo.test:8443',
    });
    expect(names).toEqual({
      dns: ['localhost', 'cutting-pc', 'cutting-pc.local', 'gbo.test'],
      ips: ['127.0.0.1', '::1', '192.168.1.20', 'fd00::20', '10.0.0.9'],
    });
  });

  it('take an address PUBLIC_URL gives, and leave out a machine name no certificate may carry', () => {
    const names = serverNames({
      hostname: 'Büro PC',
      interfaces: {},
      host: '192.168.1.20',
      publicUrl: 'http://[fd00::5]:8000/',
    });
    expect(names).toEqual({ dns: ['localhost'], ips: ['127.0.0.1', '::1', '192.168.1.20', 'fd00::5'] });
  });
});
