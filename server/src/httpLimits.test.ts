import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
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
async function connect(from = '127.0.0.1', to = port) {
  const socket = net.connect({ port: to, host: '127.0.0.1', localAddress: from });
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
    // Headers that keep coming are never finished: only the deadline ends them (at 1 s, checked
    // every second), however busy the machine.
    const { text } = await received;
    clearInterval(slow);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body does not arrive in time', async () => {
    const { socket, received } = await connect();
    socket.write(
      'POST /api/analytics/page-view HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"page":',
    );
    const slow = setInterval(() => socket.write(' '), 200);
    const { text } = await received;
    clearInterval(slow);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes an idle kept-alive connection', async () => {
    const { socket, received } = await connect();
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { text, afterMs } = await received;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    // Closed by the setting (1 s), not by Node's own default of 5 s.
    expect(afterMs).toBeLessThan(5000);
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

/** Sends a request on a connection: true when it is answered, false when it is closed unanswered. */
function answered({ socket, received }: Awaited<ReturnType<typeof connect>>): Promise<boolean> {
  socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
  return Promise.race([
    new Promise<boolean>((resolve) => socket.once('data', () => resolve(true))),
    received.then(({ text }) => text !== ''),
  ]);
}

describe('the HTTP server against many addresses holding connections', () => {
  it('with the defaults, leaves room for a twelfth address when eleven open more than their share', async () => {
    const { maxConnectionsPerClient } = loadConfig({}).http;
    const defaults = await startTestServer();
    const to = Number(new URL(defaults.url).port);
    const held: Awaited<ReturnType<typeof connect>>[] = [];
    try {
      const answers: boolean[][] = [];
      for (let address = 2; address <= 12; address++) {
        const opened = await Promise.all(
          Array.from({ length: maxConnectionsPerClient + 4 }, () =>
            connect(`127.0.0.${address}`, to),
          ),
        );
        held.push(...opened);
        answers.push(await Promise.all(opened.map(answered)));
      }
      // Each address got its share, and no more.
      for (const perAddress of answers) {
        expect(perAddress.filter(Boolean)).toHaveLength(maxConnectionsPerClient);
      }
      const twelfth = await connect('127.0.0.13', to);
      held.push(twelfth);
      expect(await answered(twelfth)).toBe(true);
      expect(maxConnectionsPerClient).toBeLessThanOrEqual(32);
    } finally {
      for (const { socket } of held) socket.destroy();
      await defaults.close();
    }
    // A server of its own and some 400 connections: minutes on a busy machine.
  }, 180_000);

  it('shortens the deadline for headers while half of the connections are open', async () => {
    const pressed = await startTestServer({
      env: {
        HTTP_HEADERS_TIMEOUT_SECONDS: '20',
        HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_SECONDS: '1',
        HTTP_REQUEST_TIMEOUT_SECONDS: '30',
        HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '30',
        HTTP_MAX_CONNECTIONS: '8',
        HTTP_MAX_CONNECTIONS_PER_CLIENT: '4',
      },
    });
    const to = Number(new URL(pressed.url).port);
    // Kept-alive connections, each answered once: they hold their slots, and no deadline for
    // headers applies to them.
    const idle = await Promise.all(
      ['127.0.0.2', '127.0.0.2', '127.0.0.3'].map((from) => connect(from, to)),
    );
    expect(await Promise.all(idle.map(answered))).toEqual([true, true, true]);
    try {
      const slow = await connect('127.0.0.4', to);
      slow.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
      const dribble = setInterval(() => slow.socket.write('X-Slow: 1\r\n'), 200);
      const { text, afterMs } = await slow.received;
      clearInterval(dribble);
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      // Closed by the deadline under pressure, before the usual one (20 s) would close it.
      expect(afterMs).toBeLessThan(20_000);
    } finally {
      for (const { socket } of idle) socket.destroy();
      await pressed.close();
    }
  }, 180_000);
});
