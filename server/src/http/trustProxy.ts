import { isIP } from 'node:net';

/**
 * Which X-Forwarded-For entries the server believes (Fastify's `trustProxy`): none, the given number of
 * proxies nearest the server, or the proxies at these addresses and CIDR ranges. Never "all of them":
 * then any client names the address its rate limits are counted against.
 */
export type TrustProxy = false | number | string[];

/** The names proxy-addr (Fastify's reader of X-Forwarded-For) knows for whole families of ranges. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** (our wording) Says what went wrong and what to set instead; the server does not start with it. */
export const trustProxyRefusal = (value: string) =>
  `TRUST_PROXY=${value} is not accepted. Believing every X-Forwarded-For would let any client choose ` +
  'the address its login and message limits are counted against. Set TRUST_PROXY to the number of ' +
  'reverse proxies in front of the server (TRUST_PROXY=1 for one nginx or load balancer), or to the ' +
  "proxies' addresses or CIDR ranges (TRUST_PROXY=10.0.0.5,10.1.0.0/16, or loopback); leave it unset " +
  'when clients connect to the server directly.';

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const slash = entry.indexOf('/');
  if (slash < 0) return isIP(entry) !== 0;
  const family = isIP(entry.slice(0, slash));
  const bits = entry.slice(slash + 1);
  if (family === 0 || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's option for it. Fastify 5 reads a bare number as "trust nothing" (a hop count cannot tell the
 * proxy from a client that connects directly), so a hop count is given as the function proxy-addr calls
 * for each address from the nearest (hop 0, the connection's peer) outwards.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Reads the TRUST_PROXY setting; throws an Error with trustProxyRefusal's text for anything else. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false') return false;
  if (/^\d{1,2}$/.test(setting)) return Number(setting) === 0 ? false : Number(setting);
  const entries = setting.split(',').map((e) => e.trim());
  if (entries.every((e) => e !== '' && isAddressOrRange(e))) return entries;
  throw new Error(trustProxyRefusal(setting));
}
