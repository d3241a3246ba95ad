import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import fs from 'node:fs/promises';
import type { KeyAndCertificate } from './certificates';

/** What is wrong with the installation's own certificate files, naming the setting at fault (never the key). */
export class CertificateFileError extends Error {
  constructor(
    readonly variable: 'TLS_CERT' | 'TLS_KEY',
    message: string,
  ) {
    super(message);
  }
}

async function readText(variable: 'TLS_CERT' | 'TLS_KEY', file: string): Promise<string> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EACCES' || code === 'EPERM'
          ? 'the server’s user may not read it'
          : code === 'EISDIR'
            ? 'it is a directory'
            : (code ?? 'unreadable');
    throw new CertificateFileError(variable, `cannot read ${file} (${why})`);
  }
}

function certificateOf(file: string, text: string): X509Certificate {
  try {
    if (!text.includes('-----BEGIN CERTIFICATE-----')) throw new Error('no PEM certificate');
    return new X509Certificate(text);
  } catch {
    throw new CertificateFileError(
      'TLS_CERT',
      `${file} is not a PEM certificate (a text file starting -----BEGIN CERTIFICATE-----)`,
    );
  }
}

function keyOf(file: string, text: string): KeyObject {
  try {
    if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) throw new Error('no PEM key');
    return createPrivateKey({ key: text, format: 'pem' });
  } catch {
    // Node's own message is left out: it is about the key's text.
    throw new CertificateFileError(
      'TLS_KEY',
      `${file} is not a PEM private key without a passphrase (a text file starting -----BEGIN PRIVATE KEY-----)`,
    );
  }
}

/**
 * The installation's own certificate (TLS_CERT, the server's first, then any intermediate ones) and its key
 * (TLS_KEY), each checked: readable, PEM, and the key the certificate's. A file at fault is named by its setting.
 */
export async function readOwnCertificate(certFile: string, keyFile: string): Promise<KeyAndCertificate> {
  const cert = await readText('TLS_CERT', certFile);
  const certificate = certificateOf(certFile, cert);
  const key = await readText('TLS_KEY', keyFile);
  const privateKey = keyOf(keyFile, key);
  if (!certificate.checkPrivateKey(privateKey)) {
    throw new CertificateFileError(
      'TLS_KEY',
      `${keyFile} is not the private key of the certificate in TLS_CERT (${certFile}): give the key the certificate was issued for`,
    );
  }
  return { cert, key };
}
