import type { Server } from 'node:http';
import { clientKey } from './clientKey.ts';

/**
 * Closes a new connection at once when its address (keyed as the rate limits key clients)
 * already holds `max` open ones, so that one client cannot take every connection the server
 * allows. Only for a server that clients reach directly: behind a proxy every connection comes
 * from the proxy.
 */
export function limitConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const key = clientKey(socket.remoteAddress);
    const held = open.get(key) ?? 0;
    if (held >= max) {
      socket.destroy();
      return;
    }
    open.set(key, held + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
