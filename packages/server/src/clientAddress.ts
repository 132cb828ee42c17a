/**
 * The caller's network address, for the sign-in throttle and the logs, and whether the caller used
 * HTTPS to a proxy that ended it. Taken from the socket; behind
 * a reverse proxy named in TRUST_PROXY, from `X-Forwarded-For` instead: read from its right end
 * (what the nearest proxy appended), each trusted proxy skipped, the first other address is the
 * client. A client cannot choose its address by sending the header itself: without TRUST_PROXY, or
 * from a socket that is not a trusted proxy, the header is ignored.
 */
import { isIP } from 'node:net';

/** `::ffff:10.0.0.1` and `10.0.0.1` are one address. */
const plain = (address: string) =>
  address
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .toLowerCase();

/** TRUST_PROXY: the proxies' addresses, comma-separated. */
export function parseTrustedProxies(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  const addresses = value.split(',').map(plain);
  const wrong = addresses.find((address) => !isIP(address));
  if (wrong !== undefined) throw new Error(`"${wrong}" is not an IP address`);
  return addresses;
}

export function clientAddress(socket: string | undefined, forwardedFor: string | null, trusted: readonly string[]) {
  const from = socket ? plain(socket) : 'unknown';
  if (!trusted.includes(from) || !forwardedFor) return from;
  const hops = forwardedFor.split(',').map(plain).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!isIP(hop)) return from;
    if (!trusted.includes(hop)) return hop;
  }
  // Every hop is a trusted proxy: the first of them is as near the client as can be told.
  return hops[0] ?? from;
}

/**
 * Whether the client reached the nearest trusted proxy over HTTPS, as its `X-Forwarded-Proto` says
 * (the last value: the one it wrote). From any other socket the header is ignored.
 */
export function forwardedHttps(socket: string | undefined, forwardedProto: string | null, trusted: readonly string[]) {
  if (!socket || !trusted.includes(plain(socket)) || !forwardedProto) return false;
  return plain(forwardedProto.split(',').at(-1)!) === 'https';
}
