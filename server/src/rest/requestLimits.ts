import type { RequestHandler } from 'express';
import { badInput } from '../lib/errors.ts';
import { RateLimiter } from '../lib/rateLimit.ts';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '../lib/validation.ts';

/**
 * Refuses a parsed JSON body nested deeper than MAX_JSON_DEPTH with 400, before any handler (or
 * GraphQL's variable coercion) walks it. Goes after express.json().
 */
export const refuseDeepJson: RequestHandler = (req, _res, next) => {
  next(nestsDeeperThan(req.body) ? badInput(TOO_DEEP_MESSAGE) : undefined);
};

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
