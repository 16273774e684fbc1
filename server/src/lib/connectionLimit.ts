import type { Server } from 'node:http';
import { clientKey } from './clientKey.ts';

/** Past this share of the connections allowed open, the server is under pressure. */
export const PRESSURE_SHARE = 0.5;

export interface ConnectionGuard {
  /** The server's cap (server.maxConnections). */
  maxConnections: number;
  /** Connections one address may hold; undefined behind a proxy, where all are the proxy's. */
  maxPerClient: number | undefined;
  /** The deadline for a request's headers (server.headersTimeout)... */
  headersTimeoutMs: number;
  /** ...and the shorter one while PRESSURE_SHARE of maxConnections are open. */
  headersTimeoutUnderPressureMs: number;
}

/**
 * Closes a new connection at once when its address (keyed as the rate limits key clients)
 * already holds `maxPerClient` open ones, so that one client cannot take every connection the
 * server allows. And while half of the connections allowed are open, connections whose request
 * headers have not all come (new ones that send nothing too) are let go sooner: Node checks them
 * against server.headersTimeout as it is at each check, every second.
 */
export function guardConnections(server: Server, guard: ConnectionGuard): void {
  const open = new Map<string, number>();
  let total = 0;
  const pressureAt = Math.max(1, Math.floor(guard.maxConnections * PRESSURE_SHARE));
  const setHeadersDeadline = () => {
    server.headersTimeout =
      total >= pressureAt ? guard.headersTimeoutUnderPressureMs : guard.headersTimeoutMs;
  };
  server.on('connection', (socket) => {
    const key = clientKey(socket.remoteAddress);
    const held = open.get(key) ?? 0;
    if (guard.maxPerClient !== undefined && held >= guard.maxPerClient) {
      socket.destroy();
      return;
    }
    open.set(key, held + 1);
    total++;
    setHeadersDeadline();
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
      total--;
      setHeadersDeadline();
    });
  });
}
