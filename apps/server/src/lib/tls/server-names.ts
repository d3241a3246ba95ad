import { isIP } from 'node:net';
import type os from 'node:os';
import type { ServerNames } from './certificates';

/** A name a certificate may carry: letters, digits, hyphens and dots (a machine may be named otherwise). */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The host of a URL as a certificate names it: IPv6 without its brackets. */
function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Every name a phone or a PC may reach this server by: localhost and the loopback addresses, the machine's
 * name (and its `.local` name, which phones resolve on the local network), every address of its network
 * interfaces (link-local IPv6 aside: a browser cannot use one without its interface), the address it listens
 * on, and PUBLIC_URL's host.
 */
export function serverNames({
  hostname,
  interfaces,
  host,
  publicUrl,
}: {
  hostname: string;
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]>;
  host: string;
  publicUrl: string | null;
}): ServerNames {
  const dns = new Set<string>(['localhost']);
  const ips = new Set<string>(['127.0.0.1', '::1']);
  const add = (name: string) => {
    if (isIP(name)) ips.add(name);
    else if (HOST_NAME.test(name)) dns.add(name.toLowerCase());
  };
  if (HOST_NAME.test(hostname)) {
    add(hostname);
    if (!hostname.includes('.')) add(`${hostname}.local`);
  }
  for (const entry of Object.values(interfaces).flat()) {
    if (!entry || entry.internal || entry.scopeid) continue;
    if (entry.family === 'IPv6' && /^fe80:/i.test(entry.address)) continue;
    add(entry.address);
  }
  if (host !== '0.0.0.0' && host !== '::') add(host);
  if (publicUrl) add(hostOf(publicUrl));
  return { dns: [...dns], ips: [...ips] };
}
