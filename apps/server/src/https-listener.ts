import type { EventEmitter } from 'node:events';
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import os from 'node:os';
import tls from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import { receiveTimeouts } from './app';
import { type Config, ConfigError, listenError, settingError } from './config';
import type { Db } from './db/client';
import {
  issueServerCertificate,
  type KeyAndCertificate,
  namesOf,
  needsRenewal,
  permittedNames,
  type ServerNames,
} from './lib/tls/certificates';
import { loadInstallationAuthority } from './lib/tls/installation-ca';
import { CertificateFileError, readOwnCertificate } from './lib/tls/own-certificate';
import { serverNames } from './lib/tls/server-names';

/** How often the certificate is looked at: renewed before it expires, re-read when its files change. */
const CHECK_INTERVAL_MS = 3_600_000;
/** How long a shutdown waits for the requests under way before it cuts their connections. */
const DRAIN_MS = 10_000;

/** Where the HTTPS listener's certificate comes from, and when it must be taken again. */
type CertificateSource = {
  /** The authority phones must trust (served at /ca.crt); null for the installation's own files. */
  caCertificate: string | null;
  take(): Promise<KeyAndCertificate>;
  stale(current: KeyAndCertificate): Promise<boolean>;
};

/**
 * A certificate issued by the installation's authority for every name the server has now (names that change
 * with the machine's addresses: looked at again each hour).
 */
async function authoritySource(db: Db, names: () => ServerNames): Promise<CertificateSource> {
  const authority = await loadInstallationAuthority(db, names());
  // A name the authority may not vouch for (a host name given after it was made) is left out of the
  // certificate, which browsers would otherwise refuse whole.
  const covered = () => permittedNames(authority.cert, names());
  return {
    caCertificate: authority.cert,
    take: () => issueServerCertificate(authority, covered()),
    stale: async (current) => needsRenewal(current.cert, covered()),
  };
}

/**
 * The installation's own certificate (TLS_CERT, TLS_KEY), read again when either file changes (a renewal). The
 * files' times are kept with the pair read, so a pair read between the two files' writes (which TLS refuses,
 * leaving the current pair in use) is read again at the next look.
 */
function fileSource(certFile: string, keyFile: string): CertificateSource {
  const modified = async () =>
    (await Promise.all([fs.stat(certFile), fs.stat(keyFile)])).map((stat) => stat.mtimeMs).join();
  const readAt = new WeakMap<KeyAndCertificate, string>();
  return {
    caCertificate: null,
    take: async () => {
      const times = await modified().catch(() => '');
      const pair = await readOwnCertificate(certFile, keyFile);
      readAt.set(pair, times);
      return pair;
    },
    stale: async (current) => (await modified()) !== readAt.get(current),
  };
}

/** A certificate and key that TLS can use together, or a message saying what is wrong (never the key). */
function secureContext(pair: KeyAndCertificate, source: string) {
  try {
    return tls.createSecureContext(pair);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`${source}: the certificate and key cannot be used for HTTPS (${reason})`);
  }
}

export type HttpsSide = {
  /** The installation authority's certificate (PEM) for phones to trust, or null with the configured files. */
  caCertificate: string | null;
  /** Listens with TLS on HTTPS_PORT, each request handed to `handle` (the app's router); resolves once bound. */
  listen(
    handle: (request: IncomingMessage, response: ServerResponse) => void,
    /** The app's HTTP server, whose handler answers requests the parser refuses. */
    httpServer: EventEmitter,
    log: FastifyBaseLogger,
  ): Promise<{ close(): Promise<void> }>;
};

/**
 * HTTPS beside HTTP (null when HTTPS_PORT is 0): browsers give the camera, service workers and the home-screen
 * app only to secure pages, and a phone reaches the server by a LAN address no public authority certifies.
 */
export async function openHttps(
  config: Config,
  db: Db,
  {
    checkEveryMs = CHECK_INTERVAL_MS,
    names = () =>
      serverNames({
        hostname: os.hostname(),
        interfaces: os.networkInterfaces(),
        host: config.host,
        publicUrl: config.shell.publicUrl,
      }),
  }: {
    /** How often the certificate is looked at (tests: often). */
    checkEveryMs?: number;
    /** The names the server has now (tests: names that change). */
    names?: () => ServerNames;
  } = {},
): Promise<HttpsSide | null> {
  const settings = config.https;
  if (!settings) return null;
  const source =
    settings.certFile === null
      ? await authoritySource(db, names)
      : fileSource(settings.certFile, settings.keyFile);
  const label = settings.certFile === null ? 'the installation certificate' : 'TLS_CERT and TLS_KEY';
  let current = await source.take().catch((error: unknown) => {
    if (error instanceof CertificateFileError) throw settingError(error.variable, error.message);
    throw new ConfigError(
      `${label}: cannot be read (${error instanceof Error ? error.message : String(error)})`,
    );
  });
  secureContext(current, label);

  return {
    caCertificate: source.caCertificate,
    async listen(handle, httpServer, log) {
      const server = https.createServer(
        {
          ...current,
          ...receiveTimeouts(config.requestTimeoutSeconds),
          // A connection that never completes its handshake is held no longer than a request may take.
          handshakeTimeout: config.requestTimeoutSeconds * 1000,
        },
        handle,
      );
      // A request the HTTP parser refuses (a malformed header, a timeout) is answered as on the HTTP port.
      server.on('clientError', (error, socket) => httpServer.emit('clientError', error, socket));
      const renew = async () => {
        if (!(await source.stale(current))) return;
        const next = await source.take();
        server.setSecureContext(next);
        current = next;
        log.info({ names: namesOf(next.cert) }, 'HTTPS certificate renewed');
      };
      const timer = setInterval(() => {
        renew().catch((error: unknown) => log.error({ err: error }, 'could not renew the HTTPS certificate'));
      }, checkEveryMs);
      timer.unref();
      await new Promise<void>((resolve, reject) => {
        // A port taken (EADDRINUSE) is told as HTTPS_PORT's, not as the HTTP PORT's.
        const refused = (error: Error) =>
          reject(listenError(error, 'HTTPS_PORT', settings.port, config.host));
        server.once('error', refused);
        server.listen(settings.port, config.host, () => {
          server.off('error', refused);
          resolve();
        });
      });
      log.info({ port: settings.port, names: namesOf(current.cert), certificate: label }, 'HTTPS listening');
      return {
        close: async () => {
          clearInterval(timer);
          // Requests under way are answered (a scan being recorded, say); idle connections go at once, and
          // whatever is still open after DRAIN_MS (a client that never finishes) is cut.
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeIdleConnections();
          const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
          await closed;
          clearTimeout(cut);
        },
      };
    },
  };
}
