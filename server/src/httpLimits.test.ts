import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/testServer.ts';

// Clients that connect and then dawdle (slowloris) must not hold the server's connections.

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      HTTP_HEADERS_TIMEOUT_SECONDS: '1',
      HTTP_REQUEST_TIMEOUT_SECONDS: '2',
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '1',
      HTTP_MAX_CONNECTIONS: '8',
      HTTP_MAX_CONNECTIONS_PER_CLIENT: '4',
    },
  });
  port = Number(new URL(server.url).port);
});
afterAll(() => server?.close());

/**
 * Opens a raw connection, from `from` (any address of 127.0.0.0/8 is this machine: another
 * client); resolves with it and a promise of everything it receives until closed.
 */
async function connect(from = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  await new Promise((resolve) => socket.once('connect', resolve));
  const opened = Date.now();
  const received = new Promise<{ text: string; afterMs: number }>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => {});
    socket.once('close', () => resolve({ text, afterMs: Date.now() - opened }));
  });
  return { socket, received };
}

describe('the HTTP server against slow clients', () => {
  it('closes a connection whose headers do not arrive in time, with 408', async () => {
    const { socket, received } = await connect();
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const slow = setInterval(() => socket.write('X-Slow: 1\r\n'), 200);
    const { text, afterMs } = await received;
    clearInterval(slow);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    // 1 s, checked every second.
    expect(afterMs).toBeLessThan(3500);
  });

  it('closes a connection whose body does not arrive in time', async () => {
    const { socket, received } = await connect();
    socket.write(
      'POST /api/analytics/page-view HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"page":',
    );
    const slow = setInterval(() => socket.write(' '), 200);
    const { text, afterMs } = await received;
    clearInterval(slow);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(4500);
  });

  it('closes an idle kept-alive connection', async () => {
    const { socket, received } = await connect();
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { text, afterMs } = await received;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(afterMs).toBeLessThan(3000);
  });

  it('refuses a client more connections than its share, and everyone past the cap', async () => {
    const first = await Promise.all(Array.from({ length: 4 }, () => connect('127.0.0.2')));
    const fifth = await connect('127.0.0.2');
    fifth.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect((await fifth.received).text).toBe('');

    // Another client still gets in, up to the server's cap of 8.
    const second = await Promise.all(Array.from({ length: 4 }, () => connect('127.0.0.3')));
    const third = await connect('127.0.0.4');
    third.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect((await third.received).text).toBe('');

    for (const { socket } of [...first, ...second]) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const later = await connect('127.0.0.2');
    later.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect((await later.received).text).toMatch(/^HTTP\/1\.1 200/);
  });
});
