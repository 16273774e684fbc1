import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { createSiteOrigin, ownHostNames } from './siteOrigin.ts';

const request = (host: string | undefined, protocol = 'http', localPort = 3000) =>
  ({
    get: (name: string) => (name.toLowerCase() === 'host' ? host : undefined),
    protocol,
    socket: { localPort },
  }) as unknown as Request;

describe('the origin of canonical and share links', () => {
  it('is PUBLIC_ORIGIN whatever the request says', () => {
    const origin = createSiteOrigin('https://calc.example.com');
    expect(origin(request('evil.example'))).toBe('https://calc.example.com');
  });

  it("is the request's own when its Host names this machine", () => {
    const origin = createSiteOrigin(
      undefined,
      new Set(['localhost', '127.0.0.1', '::1', '192.168.1.20']),
    );
    expect(origin(request('localhost:3000'))).toBe('http://localhost:3000');
    expect(origin(request('127.0.0.1:8080'))).toBe('http://127.0.0.1:8080');
    expect(origin(request('[::1]:3000'))).toBe('http://[::1]:3000');
    expect(origin(request('192.168.1.20:3000', 'https'))).toBe('https://192.168.1.20:3000');
    expect(origin(request('LOCALHOST:3000'))).toBe('http://localhost:3000');
    // A scheme from X-Forwarded-Proto is http or https, nothing else.
    expect(origin(request('localhost:3000', 'javascript'))).toBe('http://localhost:3000');
  });

  it.each([
    'evil.example',
    'evil.example:3000',
    'localhost.evil.example',
    'localhost:3000@evil.example',
    'localhost:3000/evil',
    '"><script>',
    '',
    undefined,
  ])('is http://localhost:<port> for Host %j', (host) => {
    const origin = createSiteOrigin(undefined, new Set(['localhost', '127.0.0.1']));
    expect(origin(request(host, 'http', 4321))).toBe('http://localhost:4321');
  });

  it("knows this machine's loopback names and host name", () => {
    const names = ownHostNames();
    expect(names).toContain('localhost');
    expect(names).toContain('127.0.0.1');
  });
});
