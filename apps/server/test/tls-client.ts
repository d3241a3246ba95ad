import type { X509Certificate } from 'node:crypto';
import https from 'node:https';
import { isIP } from 'node:net';
import tls from 'node:tls';

/**
 * Opens a TLS connection to 127.0.0.1:`port` (or to the address `servername`) as a client asking for
 * `servername` and trusting only `ca` (when given): whether the server's certificate is trusted for that name,
 * and the certificate it presented.
 */
export async function tlsHandshake(port: number, servername: string, ca?: string) {
  return new Promise<{ authorized: boolean; error: string | null; certificate: X509Certificate }>(
    (resolve, reject) => {
      // An address is checked as the host connected to (TLS sends no address as a server name).
      const asked = isIP(servername) ? { host: servername } : { host: '127.0.0.1', servername };
      const socket = tls.connect({ ...asked, port, ca, rejectUnauthorized: false }, () => {
        const certificate = socket.getPeerX509Certificate();
        socket.end();
        if (!certificate) return reject(new Error('no certificate presented'));
        resolve({
          authorized: socket.authorized,
          error: socket.authorizationError ? String(socket.authorizationError) : null,
          certificate,
        });
      });
      socket.once('error', reject);
    },
  );
}

/** A GET over HTTPS to 127.0.0.1 as `servername`, trusting `ca` only. */
export async function httpsGet(port: number, servername: string, path: string, ca: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = https.request(
      { host: '127.0.0.1', port, path, servername, ca, headers: { host: `${servername}:${port}` } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    call.once('error', reject);
    call.end();
  });
}
