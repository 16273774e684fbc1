import os from 'node:os';
import type { Request } from 'express';

/** Host[:port] as a Host header carries it; IPv6 addresses in brackets. */
const HOST_HEADER = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9.-]+))(?::\d{1,5})?$/i;

/** The names this machine answers to: loopback, its host name and the addresses it has. */
export function ownHostNames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1', os.hostname().toLowerCase()]);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const { address } of addresses ?? []) names.add(address.toLowerCase());
  }
  return names;
}

/**
 * The origin that canonical and share links in rendered pages name. PUBLIC_ORIGIN when it is set.
 * Otherwise the request's own (its protocol and Host header) only when the Host names this machine,
 * as when the site is opened at localhost or at the machine's address on a local network; any
 * other Host gives http://localhost:<port>. A Host header is the client's word: taken as it is, it
 * would put another site's address into a page that the page cache then serves to everyone.
 */
export function createSiteOrigin(
  publicOrigin: string | undefined,
  hostNames: ReadonlySet<string> = ownHostNames(),
): (req: Request) => string {
  if (publicOrigin) return () => publicOrigin;
  return (req) => {
    const host = req.get('host') ?? '';
    const match = HOST_HEADER.exec(host);
    const name = (match?.[1] ?? match?.[2])?.toLowerCase();
    // req.protocol may come from X-Forwarded-Proto, which a client can write too.
    const protocol = req.protocol === 'https' ? 'https' : 'http';
    if (name && hostNames.has(name)) return `${protocol}://${host.toLowerCase()}`;
    return `http://localhost:${req.socket.localPort ?? 80}`;
  };
}
