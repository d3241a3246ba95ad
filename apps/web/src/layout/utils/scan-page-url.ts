import type { AppSettings } from '@gbo/contracts';

/** This machine only: a phone that scanned such an address would look for the server on itself. */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

/**
 * Where a phone opens the scanning page from the download dialog's QR code: the configured public address;
 * else the address this page was opened at, unless it is the loopback one; else the server's own LAN
 * address. Null when none of them would reach the server from a phone.
 */
export function scanPageUrl(
  settings: Pick<AppSettings, 'publicUrl' | 'lanUrl'> | undefined,
  location: Pick<Location, 'hostname' | 'origin' | 'pathname'>,
  scanPath: string,
): string | null {
  const here = LOOPBACK.test(location.hostname) ? null : `${location.origin}${location.pathname}`;
  const base = settings?.publicUrl ?? here ?? settings?.lanUrl ?? null;
  return base ? `${base.replace(/\/?$/, '/')}#${scanPath}` : null;
}
