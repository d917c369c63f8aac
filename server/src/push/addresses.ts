import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The addresses of the server's own networks, which a push subscription must never make it call (SSRF):
 * unspecified, loopback, private, shared (carrier-grade NAT), link-local, benchmarking, multicast and
 * reserved IPv4; and their IPv6 counterparts, IPv4 mapped into IPv6, unique-local and link-local.
 */
const ownNetworks = (() => {
  const list = new BlockList();
  for (const [net, bits] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const)
    list.addSubnet(net, bits, 'ipv4');
  for (const [net, bits] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
    ['64:ff9b::', 96],
  ] as const)
    list.addSubnet(net, bits, 'ipv6');
  return list;
})();

/** IPv4 written inside IPv6 (::ffff:10.0.0.1, ::ffff:a00:1): the IPv4 address, else undefined. */
function mappedIpv4(address: string): string | undefined {
  const match = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!match?.[1]) return undefined;
  const rest = match[1];
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex?.[1] || !hex[2]) return undefined;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address (v4 or v6) is on one of the server's own networks. */
export function isOwnNetworkAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v4 = isIP(bare) === 6 ? mappedIpv4(bare) : bare;
  if (v4 !== undefined && isIP(v4) === 4) return ownNetworks.check(v4, 'ipv4');
  return isIP(bare) === 6 ? ownNetworks.check(bare, 'ipv6') : true;
}

/** Whether `host` is one of `allowed` or below one (`fcm.googleapis.com`, `wns2-par.notify.windows.com`). */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) => {
    const suffix = entry.toLowerCase().replace(/^\.|\.$/g, '');
    return suffix !== '' && (name === suffix || name.endsWith(`.${suffix}`));
  });
}

export type Resolve = (host: string) => Promise<readonly string[]>;

const resolveAll: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Whether production may send to this push service address: https, on the default port, to a host of the
 * allowed services, that is no IP address and resolves to no address of the server's own networks (a name
 * that does not resolve is refused too).
 */
export async function isPushServiceAddress(
  endpoint: string,
  allowedHosts: readonly string[],
  resolve: Resolve = resolveAll,
): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '')
    return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return false;
  if (!isAllowedHost(host, allowedHosts)) return false;
  let addresses: readonly string[];
  try {
    addresses = await resolve(host);
  } catch {
    return false;
  }
  return addresses.length > 0 && !addresses.some(isOwnNetworkAddress);
}
