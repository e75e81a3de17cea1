import { promises as dns, type LookupAddress } from 'node:dns';
import net from 'node:net';

/**
 * Where a result source may be (docs/result-import.md#where-a-source-may-be): on the internet, never
 * this machine, a private network or a cloud's metadata service. An admin's URL is fetched by the
 * server, from inside; without this rule a source could read or poke what only the inside reaches.
 */

/** Addresses no source may have; IPv4 rules also catch their IPv4-mapped IPv6 form (`::ffff:127.0.0.1`). */
const INSIDE = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT, Alibaba's metadata service at 100.100.100.200
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the metadata service of AWS, GCP and Azure at 169.254.169.254
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.0.0.0', 24], // IETF protocol assignments, Oracle's metadata service at 192.0.0.192
  ['192.168.0.0', 16], // private (RFC 1918)
  ['198.18.0.0', 15], // network benchmarks
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, the broadcast address 255.255.255.255
] as const) {
  INSIDE.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 96], // unspecified, loopback and the IPv4-compatible addresses (`::127.0.0.1`)
  ['fc00::', 7], // unique-local, AWS's IPv6 metadata service at fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const) {
  INSIDE.addSubnet(address, prefix, 'ipv6');
}

/** IPv6 prefixes that carry an IPv4 address in their last 32 bits (NAT64): the IPv4 address decides. */
const CARRIES_IPV4 = new net.BlockList();
CARRIES_IPV4.addSubnet('64:ff9b::', 96, 'ipv6');
CARRIES_IPV4.addSubnet('64:ff9b:1::', 48, 'ipv6');

/** The IPv4 address in the last 32 bits of an IPv6 address. */
function embeddedIpv4(address: string): string {
  const groups = new URL(`http://[${address}]`).hostname.slice(1, -1).split(':');
  const [high, low] = groups.slice(-2).map((group) => parseInt(group || '0', 16));
  return [(high ?? 0) >> 8, (high ?? 0) & 255, (low ?? 0) >> 8, (low ?? 0) & 255].join('.');
}

/** True for an IP address inside (see INSIDE); false for one on the internet. Not an IP address: false. */
export function isInsideAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return INSIDE.check(address, 'ipv4');
  if (family === 6)
    return INSIDE.check(address, 'ipv6') || (CARRIES_IPV4.check(address, 'ipv6') && INSIDE.check(embeddedIpv4(address), 'ipv4'));
  return false;
}

/** A URL's host name as an address or a name: IPv6 without its brackets, a name without its trailing dot. */
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname.replace(/\.$/, '');
}

/** `localhost` and its subdomains are this machine whatever the DNS says (RFC 6761). */
const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * Whether a source's URL may be saved, from the URL alone: http(s), no credentials, and a host that
 * is not written as an inside address or `localhost`. `allowInside` (RESULT_SOURCE_ALLOW_PRIVATE)
 * lifts the address rule for local fixtures. A name is checked again, resolved, at every fetch.
 */
export function sourceUrlAllowed(url: string, allowInside: boolean): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  if (allowInside) return true;
  const host = bareHost(parsed);
  return !isInsideAddress(host) && !isLocalhostName(host);
}

/** A source the import will not ask: its URL, or an address its name resolves to, is inside. */
export class RefusedSourceError extends Error {
  constructor(readonly url: string) {
    super(`result source refused: ${url} is not on the internet`);
    this.name = 'RefusedSourceError';
  }
}

/**
 * The addresses to connect to for a URL, each checked: an IP host as written, a name resolved once
 * here. Every address of a name must be outside (a name with one inside address is refused whole),
 * and the connection goes to these very addresses, never to a second resolution that DNS could
 * answer differently (DNS rebinding).
 */
export async function checkedAddresses(url: URL, allowInside: boolean): Promise<LookupAddress[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RefusedSourceError(url.href);
  if (url.username !== '' || url.password !== '') throw new RefusedSourceError(url.href);
  const host = bareHost(url);
  const family = net.isIP(host);
  const addresses = family !== 0 ? [{ address: host, family }] : await dns.lookup(host, { all: true });
  if (addresses.length === 0) throw new RefusedSourceError(url.href);
  if (!allowInside && (isLocalhostName(host) || addresses.some(({ address }) => isInsideAddress(address))))
    throw new RefusedSourceError(url.href);
  return addresses;
}

/** A `lookup` for http.request that answers the addresses already checked and resolves nothing. */
export function pinnedLookup(addresses: readonly LookupAddress[]): net.LookupFunction {
  return (_hostname, options, callback) => {
    const [first] = addresses;
    if (options.all) (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, [...addresses]);
    else callback(null, first?.address ?? '', first?.family ?? 4);
  };
}
