import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import type { Db } from './db/client';
import { openHttps } from './https-listener';
import { createAuthority, issueServerCertificate } from './lib/tls/certificates';
import { testConfig } from '../test/helpers';
import { freePort } from '../test/spawn-server';

// The installation's own files need no database.
const NO_DB = undefined as unknown as Db;
const quiet = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

describe('HTTPS start-up errors', () => {
  let dir: string;
  let authorityKey: string;
  const at = (name: string) => path.join(dir, name);
  const open = (env: Record<string, string>) =>
    openHttps(testConfig({ HOST: '127.0.0.1', HTTPS_PORT: '18443', ...env }), NO_DB);
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gbo-https-errors-'));
    const authority = await createAuthority({ dns: ['factory.example.com'], ips: [] });
    const own = await issueServerCertificate(authority, { dns: ['factory.example.com'], ips: ['127.0.0.1'] });
    authorityKey = authority.key;
    fs.writeFileSync(at('cert.pem'), own.cert);
    fs.writeFileSync(at('key.pem'), own.key);
    fs.writeFileSync(at('other-key.pem'), authority.key);
    fs.writeFileSync(at('junk.pem'), 'not a certificate');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    [
      'an unreadable TLS_CERT',
      'missing.pem',
      'key.pem',
      `TLS_CERT: cannot read {dir}/missing.pem (no such file)`,
    ],
    [
      'a TLS_CERT that is not PEM',
      'junk.pem',
      'key.pem',
      'TLS_CERT: {dir}/junk.pem is not a PEM certificate',
    ],
    [
      'an unreadable TLS_KEY',
      'cert.pem',
      'missing.pem',
      `TLS_KEY: cannot read {dir}/missing.pem (no such file)`,
    ],
    ['a TLS_KEY that is not PEM', 'cert.pem', 'junk.pem', 'TLS_KEY: {dir}/junk.pem is not a PEM private key'],
    [
      'a TLS_KEY that is not the certificate’s',
      'cert.pem',
      'other-key.pem',
      'TLS_KEY: {dir}/other-key.pem is not the private key of the certificate in TLS_CERT ({dir}/cert.pem)',
    ],
  ])(
    'names the setting at fault for %s, as the configuration’s errors read',
    async (_case, cert, key, expected) => {
      const error = await failure(open({ TLS_CERT: at(cert), TLS_KEY: at(key) }));
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain(`Invalid configuration:\n  ${expected.replaceAll('{dir}', dir)}`);
      expect(message).not.toContain(authorityKey.split('\n')[1]);
    },
  );

  it('names HTTPS_PORT and the port when another program listens on it', async () => {
    const port = await freePort();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const https = await open({
        HTTPS_PORT: String(port),
        TLS_CERT: at('cert.pem'),
        TLS_KEY: at('key.pem'),
      });
      const error = await failure(https!.listen(() => undefined, new EventEmitter(), quiet));
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toBe(
        `Invalid configuration:\n  HTTPS_PORT: port ${port} is already in use on 127.0.0.1 (another program or server listens on it); choose another HTTPS_PORT, or 0 for no HTTPS`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
