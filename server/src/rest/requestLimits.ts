import type { RequestHandler } from 'express';
import { RateLimiter } from '../lib/rateLimit.ts';

/**
 * Refuses a client's requests past `perMinute` with 429, a message and Retry-After (per process;
 * the client is req.ip, so behind a proxy set TRUST_PROXY).
 */
export function limitRequests(perMinute: number): RequestHandler {
  const limiter = new RateLimiter({ limit: perMinute, windowMs: 60_000 });
  return (req, res, next) => {
    const decision = limiter.take(req.ip ?? 'unknown');
    if (decision.allowed) {
      next();
      return;
    }
    res.status(429).set('Retry-After', String(decision.retryAfterSeconds)).json({
      error: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a minute and try again.',
    });
  };
}
