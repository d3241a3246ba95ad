import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthority, issueServerCertificate, type KeyAndCertificate } from './certificates';
import { CertificateFileError, readOwnCertificate } from './own-certificate';

const NAMES = { dns: ['factory.example.com'], ips: [] };

describe('the installation’s own certificate files (TLS_CERT, TLS_KEY)', () => {
  let dir: string;
  let authority: KeyAndCertificate;
  let own: KeyAndCertificate;
  const file = (name: string, text?: string) => {
    const at = path.join(dir, name);
    if (text !== undefined) fs.writeFileSync(at, text);
    return at;
  };
  /** The setting named and the message, or null when the pair is read. */
  const fault = async (certFile: string, keyFile: string) => {
    try {
      await readOwnCertificate(certFile, keyFile);
      return null;
    } catch (error) {
      if (!(error instanceof CertificateFileError)) throw error;
      return `${error.variable}: ${error.message}`;
    }
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-own-cert-'));
    authority = await createAuthority(NAMES);
    own = await issueServerCertificate(authority, NAMES);
    file('cert.pem', own.cert);
    file('key.pem', own.key);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are read when the key is the certificate’s', async () => {
    expect(await readOwnCertificate(file('cert.pem'), file('key.pem'))).toEqual(own);
  });

  it('name TLS_CERT for a certificate file that cannot be read or is no PEM certificate', async () => {
    expect(await fault(file('missing.pem'), file('key.pem'))).toBe(
      `TLS_CERT: cannot read ${file('missing.pem')} (no such file)`,
    );
    expect(await fault(dir, file('key.pem'))).toBe(`TLS_CERT: cannot read ${dir} (it is a directory)`);
    expect(await fault(file('garbage.pem', 'hello'), file('key.pem'))).toMatch(
      new RegExp(`^TLS_CERT: ${file('garbage.pem')} is not a PEM certificate`),
    );
    // A key given for the certificate: no certificate in it.
    expect(await fault(file('key.pem'), file('key.pem'))).toMatch(/^TLS_CERT: .* is not a PEM certificate/);
    const broken = own.cert.replace(/^(-----BEGIN CERTIFICATE-----\r?\n)..../, '$1AAAA');
    expect(await fault(file('broken.pem', broken), file('key.pem'))).toMatch(
      /^TLS_CERT: .* is not a PEM certificate/,
    );
  });

  it('name TLS_KEY for a key file that cannot be read, is no PEM key, or is not the certificate’s', async () => {
    expect(await fault(file('cert.pem'), file('missing-key.pem'))).toBe(
      `TLS_KEY: cannot read ${file('missing-key.pem')} (no such file)`,
    );
    // The certificate given for the key.
    expect(await fault(file('cert.pem'), file('cert.pem'))).toMatch(
      new RegExp(`^TLS_KEY: ${file('cert.pem')} is not a PEM private key`),
    );
    expect(await fault(file('cert.pem'), file('garbage-key.pem', 'hello'))).toMatch(
      /^TLS_KEY: .* is not a PEM private key/,
    );
    expect(await fault(file('cert.pem'), file('other-key.pem', authority.key))).toBe(
      `TLS_KEY: ${file('other-key.pem')} is not the private key of the certificate in TLS_CERT (${file('cert.pem')}): give the key the certificate was issued for`,
    );
  });

  it('never carry the key in a message', async () => {
    const garbled = own.key.replace('MII', 'XXX');
    const message = await fault(file('cert.pem'), file('garbled-key.pem', garbled));
    expect(message).toMatch(/^TLS_KEY: /);
    for (const line of garbled.split('\n').slice(1, -2)) expect(message).not.toContain(line);
  });
});
