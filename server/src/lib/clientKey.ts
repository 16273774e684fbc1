import net from 'node:net';
import type { Request } from 'express';

/**
 * The key of a client's rate limits, from its address (Express's req.ip, which follows
 * TRUST_PROXY: the address the trusted proxies saw, never one the client wrote itself).
 *
 * An IPv6 client usually holds a whole /64 and can use any address in it, so IPv6 addresses are
 * keyed by their /64; otherwise one client could take 2^64 fresh keys. An IPv4 address written as
 * IPv6 (::ffff:192.0.2.1) is the IPv4 client it names.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(address)) return `${ipv6Prefix64(address)}::/64`;
  return address;
}

/** The first four groups of an IPv6 address, written out (2001:db8:0:0); any zone is dropped. */
function ipv6Prefix64(address: string): string {
  const plain = address.split('%')[0]!.toLowerCase();
  const [head = '', tail = ''] = plain.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = plain.includes('::') && tail ? tail.split(':') : [];
  // An IPv4 tail (::ffff:1.2.3.4) is two groups, always in the last 64 bits.
  const tailLength = tailGroups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const zeros = Array<string>(8 - headGroups.length - tailLength).fill('0');
  return [...headGroups, ...zeros, ...tailGroups]
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':');
}

/** The rate-limit key of a request. */
export const requestClientKey = (req: Request): string => clientKey(req.ip);
