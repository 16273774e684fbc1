import os from 'node:os';
import type { Request } from 'express';
import { badRequestLog, clientText, type OncePerMinuteLog } from '../lib/logOncePerMinute.ts';

/** Host[:port] as a Host header carries it; IPv6 addresses in brackets. */
const HOST_HEADER = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::(\d+))?$/i;

/** The names this machine answers to: loopback, its host name and the addresses it has. */
export function ownHostNames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1', os.hostname().toLowerCase()]);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const { address } of addresses ?? []) names.add(address.toLowerCase());
  }
  return names;
}

/** The port the request came in on: the server's own, whatever the client says. */
const listeningPort = (req: Request): number => req.socket.localPort ?? 80;

/** An origin as URL writes it (no :80 for http, no :443 for https). */
const originOf = (protocol: string, host: string, port: number): string =>
  new URL(`${protocol}://${host}:${port}`).origin;

/** http://localhost at the port the request came in on: the origin when nothing better is known. */
export const localOrigin = (req: Request): string =>
  originOf('http', 'localhost', listeningPort(req));

/**
 * The origin that canonical and share links in rendered pages name. PUBLIC_ORIGIN when it is set.
 * Otherwise the request's protocol and the name in its Host header, at the port the server
 * listens on, only when that name is this machine's, as when the site is opened at localhost or
 * at the machine's address on a local network; any other Host gives http://localhost:<port>. A
 * Host header is the client's word: taken as it is, it would put another site's address into a
 * page that the page cache then serves to everyone, and each port it named would be a page of
 * its own in the cache.
 */
export function createSiteOrigin(
  publicOrigin: string | undefined,
  hostNames: ReadonlySet<string> = ownHostNames(),
  log: OncePerMinuteLog = badRequestLog,
): (req: Request) => string {
  if (publicOrigin) return () => publicOrigin;
  return (req) => {
    const host = req.get('host') ?? '';
    const match = HOST_HEADER.exec(host);
    if (match?.[3] !== undefined && Number(match[3]) > 65535) {
      log.warn('A Host header named a port out of range (the port is ignored)', {
        host: clientText(host),
      });
    }
    const ipv6 = match?.[1]?.toLowerCase();
    const name = ipv6 ?? match?.[2]?.toLowerCase();
    // req.protocol may come from X-Forwarded-Proto, which a client can write too.
    const protocol = req.protocol === 'https' ? 'https' : 'http';
    if (name && hostNames.has(name)) {
      return originOf(protocol, ipv6 ? `[${ipv6}]` : name, listeningPort(req));
    }
    return localOrigin(req);
  };
}
