import type { Request } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../lib/logger.ts';
import { OncePerMinuteLog } from '../lib/logOncePerMinute.ts';
import { createSiteOrigin, ownHostNames } from './siteOrigin.ts';

afterEach(() => vi.restoreAllMocks());

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

  it("is the request's own name at the listening port when its Host names this machine", () => {
    const origin = createSiteOrigin(
      undefined,
      new Set(['localhost', '127.0.0.1', '::1', '192.168.1.20']),
    );
    expect(origin(request('localhost:3000'))).toBe('http://localhost:3000');
    expect(origin(request('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(origin(request('[::1]:3000'))).toBe('http://[::1]:3000');
    expect(origin(request('192.168.1.20:3000', 'https'))).toBe('https://192.168.1.20:3000');
    expect(origin(request('LOCALHOST:3000'))).toBe('http://localhost:3000');
    expect(origin(request('localhost', 'http', 80))).toBe('http://localhost');
    // A scheme from X-Forwarded-Proto is http or https, nothing else.
    expect(origin(request('localhost:3000', 'javascript'))).toBe('http://localhost:3000');
  });

  it('never takes a port from the Host header: every port a client names is one origin', () => {
    const origin = createSiteOrigin(undefined, new Set(['localhost', '::1']));
    for (const host of ['localhost', 'localhost:1', 'localhost:8080', 'localhost:65535']) {
      expect(origin(request(host, 'http', 3000)), host).toBe('http://localhost:3000');
    }
    expect(origin(request('[::1]:9', 'http', 3000))).toBe('http://[::1]:3000');
  });

  it('takes a Host with a port out of range, and logs it once a minute without a stack', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(logger, 'error');
    // A log of its own: the process's may have logged this kind within the minute already.
    const origin = createSiteOrigin(undefined, new Set(['localhost']), new OncePerMinuteLog());
    for (const port of ['65536', '99999', '00000099999']) {
      expect(origin(request(`localhost:${port}`, 'http', 3000))).toBe('http://localhost:3000');
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls[0])).not.toContain('stack');
    expect(error).not.toHaveBeenCalled();
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
