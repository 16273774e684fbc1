import type { RequestHandler } from 'express';
import { requestClientKey } from '../lib/clientKey.ts';
import { badInput } from '../lib/errors.ts';
import type { RateLimiter } from '../lib/rateLimit.ts';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '../lib/validation.ts';

/**
 * Refuses a parsed JSON body nested deeper than MAX_JSON_DEPTH with 400, before any handler (or
 * GraphQL's variable coercion) walks it. Goes after express.json().
 */
export const refuseDeepJson: RequestHandler = (req, _res, next) => {
  next(nestsDeeperThan(req.body) ? badInput(TOO_DEEP_MESSAGE) : undefined);
};

/**
 * Refuses a client's requests past the limiter's limit with 429, a message and Retry-After (per
 * process; the client is keyed by lib/clientKey.ts, so behind a proxy set TRUST_PROXY).
 */
export function limitRequests(limiter: RateLimiter): RequestHandler {
  return (req, res, next) => {
    const decision = limiter.take(requestClientKey(req));
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
