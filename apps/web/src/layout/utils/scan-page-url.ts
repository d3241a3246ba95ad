import type { AppSettings } from '@gbo/contracts';
import { PHONE_SETUP_PATH, SCAN_PATH } from '@/layout/routes/shell-routes';

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

/** What the download dialog offers phones: the scan page, and first, when it needs one, the certificate step. */
export type PhoneLinks = { setup: string | null; scan: string | null };

/**
 * The scan page on the secure address when the server has one (the camera and the offline app need it), with
 * the phone set-up page on the plain address first when that secure address is the installation's own
 * authority's; otherwise the plain scan page, as scanPageUrl finds it.
 */
export function phoneLinks(
  settings: Pick<AppSettings, 'publicUrl' | 'lanUrl' | 'secureUrl' | 'certificateUrl'> | undefined,
  location: Pick<Location, 'hostname' | 'origin' | 'pathname'>,
): PhoneLinks {
  const at = (base: string, path: string) => `${base.replace(/\/?$/, '/')}#${path}`;
  if (!settings?.secureUrl) return { setup: null, scan: scanPageUrl(settings, location, SCAN_PATH) };
  return {
    setup: settings.certificateUrl ? at(settings.certificateUrl, PHONE_SETUP_PATH) : null,
    scan: at(settings.secureUrl, SCAN_PATH),
  };
}
