import { generateKeyPair, randomBytes, X509Certificate } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { promisify } from 'node:util';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  GeneralName,
  GeneralSubtree,
  GeneralSubtrees,
  id_ce_nameConstraints,
  NameConstraints,
} from '@peculiar/asn1-x509';
import forge from 'node-forge';

/** A certificate and its private key, both PEM. */
export type KeyAndCertificate = { cert: string; key: string };

/** The names a server certificate covers: host names and IP addresses (its subjectAltName). */
export type ServerNames = { dns: string[]; ips: string[] };

const DAY_MS = 86_400_000;
/** The installation's authority outlives any phone that trusts it. */
const AUTHORITY_DAYS = 3650;
/**
 * Apple refuses a TLS certificate valid for more than 825 days whoever issued it, and browsers more than 398
 * for a public one: 397 days suits both.
 */
export const SERVER_CERTIFICATE_DAYS = 397;
/** A server certificate is issued afresh this long before it expires. */
export const RENEW_BEFORE_DAYS = 30;

const generateRsa = promisify(generateKeyPair);

/**
 * The networks a factory's server is reached on: private, loopback, link-local and carrier-grade NAT (a VPN
 * such as Tailscale) addresses, and the names of a local network. The installation's authority may vouch for
 * nothing else, so its key, should it leak, cannot impersonate a website to the phones that trust it.
 */
const LOCAL_RANGES = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '100.64.0.0/10',
  'fc00::/7',
  '::1/128',
];
const LOCAL_DOMAINS = ['localhost', 'local', 'lan', 'internal', 'home.arpa'];

/**
 * The Name Constraints of the installation's authority (RFC 5280 §4.2.1.10): the local networks, and the names
 * and addresses the server had when the authority was made (its host name, PUBLIC_URL's host, a public address).
 */
function localNameConstraints(names: ServerNames): string {
  const local = localRanges();
  const subtree = (base: GeneralName) => new GeneralSubtree({ base });
  const dns = [...new Set([...LOCAL_DOMAINS, ...names.dns.map((name) => name.toLowerCase())])];
  const exact = names.ips.filter((ip) => !local.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4'));
  const ips = [...LOCAL_RANGES, ...exact.map((ip) => `${ip}/${isIP(ip) === 6 ? 128 : 32}`)];
  const constraints = new NameConstraints({
    permittedSubtrees: new GeneralSubtrees([
      ...dns.map((dNSName) => subtree(new GeneralName({ dNSName }))),
      ...ips.map((iPAddress) => subtree(new GeneralName({ iPAddress }))),
    ]),
  });
  return forge.util.binary.raw.encode(new Uint8Array(AsnConvert.serialize(constraints)));
}

function localRanges(ranges = LOCAL_RANGES): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix = ''] = range.split('/');
    list.addSubnet(address, Number(prefix), isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/**
 * The names an authority may vouch for, of `names`: all of them for an authority without Name Constraints; a
 * browser refuses a whole certificate that carries one name outside them.
 */
export function permittedNames(authorityCert: string, names: ServerNames): ServerNames {
  const extension = forge.pki.certificateFromPem(authorityCert).getExtension('nameConstraints') as {
    value: string;
  } | null;
  if (!extension) return names;
  const constraints = AsnConvert.parse(forge.util.binary.raw.decode(extension.value), NameConstraints);
  const bases = [...(constraints.permittedSubtrees ?? [])].map((tree) => tree.base);
  const domains = bases.flatMap((base) => (base.dNSName ? [base.dNSName.toLowerCase()] : []));
  const ranges = localRanges(bases.flatMap((base) => (base.iPAddress ? [base.iPAddress] : [])));
  return {
    dns: names.dns.filter((name) => {
      const lower = name.toLowerCase();
      return domains.some((domain) => lower === domain || lower.endsWith(`.${domain}`));
    }),
    ips: names.ips.filter((ip) => ranges.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4')),
  };
}

async function newKeyPair() {
  // Node's own (native) key generation: node-forge's JavaScript one takes seconds on a small machine.
  const { privateKey } = await generateRsa('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  return { key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e), pem: privateKey };
}

/** A positive serial number of 16 random bytes (RFC 5280 wants it unique per issuer and at most 20 bytes). */
function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return bytes.toString('hex');
}

function validity(certificate: forge.pki.Certificate, now: Date, days: number) {
  // An hour back: a phone whose clock runs a little behind still accepts a certificate issued just now.
  certificate.validity.notBefore = new Date(now.getTime() - 3_600_000);
  certificate.validity.notAfter = new Date(now.getTime() + days * DAY_MS);
}

/**
 * The installation's own certificate authority: created once, kept in the database, trusted once on each
 * phone, for the local networks and the server's `names` only. Its name carries a random tag, so a phone that
 * trusts two installations tells them apart.
 */
export async function createAuthority(names: ServerNames, now = new Date()): Promise<KeyAndCertificate> {
  const { key, publicKey, pem } = await newKeyPair();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = publicKey;
  certificate.serialNumber = serialNumber();
  validity(certificate, now, AUTHORITY_DAYS);
  const subject = [
    { name: 'commonName', value: `Garment Back Office CA ${randomBytes(4).toString('hex')}` },
    { name: 'organizationName', value: 'Garment Back Office' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    // node-forge reads Name Constraints but cannot write them: their DER comes from @peculiar/asn1-x509.
    { id: id_ce_nameConstraints, critical: true, value: localNameConstraints(names) },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(certificate), key: pem };
}

/** A server certificate for `names`, issued by the installation's authority. */
export async function issueServerCertificate(
  authority: KeyAndCertificate,
  names: ServerNames,
  now = new Date(),
): Promise<KeyAndCertificate> {
  const issuer = forge.pki.certificateFromPem(authority.cert);
  const issuerKey = forge.pki.privateKeyFromPem(authority.key);
  const { publicKey, pem } = await newKeyPair();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = publicKey;
  certificate.serialNumber = serialNumber();
  validity(certificate, now, SERVER_CERTIFICATE_DAYS);
  certificate.setSubject([{ name: 'commonName', value: names.dns[0] ?? names.ips[0] ?? 'localhost' }]);
  certificate.setIssuer(issuer.subject.attributes);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    // iOS refuses a server certificate without this usage.
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        ...names.dns.map((value) => ({ type: 2, value })),
        ...names.ips.map((ip) => ({ type: 7, ip })),
      ],
    },
    { name: 'subjectKeyIdentifier' },
    {
      name: 'authorityKeyIdentifier',
      keyIdentifier: issuer.generateSubjectKeyIdentifier().getBytes(),
    },
  ]);
  certificate.sign(issuerKey, forge.md.sha256.create());
  // The chain a client needs: the server's certificate, then the authority's (which phones already trust).
  return { cert: forge.pki.certificateToPem(certificate) + authority.cert, key: pem };
}

/** A certificate as a person checks it: its subject's common name and its SHA-256 fingerprint. */
export type CertificateIdentity = { name: string; fingerprint: string };

/**
 * The name and SHA-256 fingerprint of a certificate (the first of a PEM chain), written as Android and iOS show
 * them in its details: the common name (else the whole subject), the fingerprint in colon-separated upper-case
 * hex.
 */
export function identityOf(cert: string): CertificateIdentity {
  const certificate = new X509Certificate(cert);
  const commonName = certificate.subject
    .split('\n')
    .find((line) => line.startsWith('CN='))
    ?.slice('CN='.length);
  return {
    name: commonName ?? certificate.subject.replaceAll('\n', ', '),
    fingerprint: certificate.fingerprint256.toUpperCase(),
  };
}

/** The names in a certificate's subjectAltName, as Node reads them. */
export function namesOf(cert: string): ServerNames {
  const entries = (new X509Certificate(cert).subjectAltName ?? '').split(', ').filter(Boolean);
  const of = (prefix: string) =>
    entries.filter((entry) => entry.startsWith(prefix)).map((entry) => entry.slice(prefix.length));
  return { dns: of('DNS:'), ips: of('IP Address:').map(normalIp) };
}

/** One spelling per address: Node writes IPv6 in full in a certificate's names. */
function normalIp(ip: string): string {
  return isIP(ip) === 6 ? new URL(`http://[${ip}]/`).hostname.slice(1, -1) : ip;
}

/**
 * Whether a server certificate must be issued afresh: it expires within RENEW_BEFORE_DAYS, or it lacks one of
 * the names the server has now (an address the machine was given since).
 */
export function needsRenewal(cert: string, names: ServerNames, now = new Date()): boolean {
  const expires = Date.parse(new X509Certificate(cert).validTo);
  if (expires - now.getTime() < RENEW_BEFORE_DAYS * DAY_MS) return true;
  const covered = namesOf(cert);
  const dns = new Set(covered.dns.map((name) => name.toLowerCase()));
  const ips = new Set(covered.ips);
  return (
    names.dns.some((name) => !dns.has(name.toLowerCase())) || names.ips.some((ip) => !ips.has(normalIp(ip)))
  );
}
