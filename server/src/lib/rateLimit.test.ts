import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rateLimit.ts';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('RateLimiter', () => {
  it('allows `limit` calls at once, then refuses with the wait until the next one', () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000, now: time.now });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 20 });
  });

  it('counts remaining calls down', () => {
    const limiter = new RateLimiter({ limit: 3, now: clock().now });
    expect(limiter.take('a').remaining).toBe(2);
    expect(limiter.take('a').remaining).toBe(1);
    expect(limiter.take('a').remaining).toBe(0);
  });

  it('gives one call back every window/limit, never more than the limit', () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 2, windowMs: 10_000, now: time.now });
    limiter.take('a');
    limiter.take('a');
    expect(limiter.take('a').allowed).toBe(false);
    time.advance(4_999);
    expect(limiter.take('a')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    time.advance(1);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    time.advance(1_000_000);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, false]);
  });

  it('charges a cost of several calls at once, or none of them', () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 6, windowMs: 60_000, now: time.now });
    expect(limiter.take('a', 3)).toMatchObject({ allowed: true, remaining: 3 });
    expect(limiter.take('a', 2)).toMatchObject({ allowed: true, remaining: 1 });
    // 3 more do not fit in the 1 left: nothing is taken, and the wait is for 2 more calls.
    expect(limiter.take('a', 3)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 20 });
    expect(limiter.take('a', 1)).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.take('b', 7).allowed).toBe(false);
  });

  it('keeps one bucket per key', () => {
    const limiter = new RateLimiter({ limit: 1, now: clock().now });
    expect(limiter.take('1.1.1.1').allowed).toBe(true);
    expect(limiter.take('1.1.1.1').allowed).toBe(false);
    expect(limiter.take('2.2.2.2').allowed).toBe(true);
  });

  it('refused calls do not count', () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000, now: time.now });
    limiter.take('a');
    for (let i = 0; i < 100; i++) limiter.take('a');
    time.advance(1000);
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('forgets full buckets after a window and caps the number of keys', () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 5, windowMs: 1000, maxKeys: 3, now: time.now });
    for (const key of ['a', 'b', 'c', 'd']) limiter.take(key);
    expect(limiter.size).toBe(3);
    time.advance(1000);
    limiter.take('e');
    expect(limiter.size).toBe(1);
  });

  it('reset forgets a key or all', () => {
    const limiter = new RateLimiter({ limit: 1, now: clock().now });
    limiter.take('a');
    limiter.take('b');
    limiter.reset('a');
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('b').allowed).toBe(false);
    limiter.reset();
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('rejects a limit below 1 or a fraction', () => {
    expect(() => new RateLimiter({ limit: 0 })).toThrow(RangeError);
    expect(() => new RateLimiter({ limit: 1.5 })).toThrow(RangeError);
  });
});
