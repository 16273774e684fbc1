import express, { type RequestHandler } from 'express';
import { requestClientKey } from '../lib/clientKey.ts';
import { badInput } from '../lib/errors.ts';
import type { RateLimiter } from '../lib/rateLimit.ts';
import { jsonTextNestsDeeperThan, TOO_DEEP_MESSAGE } from '../lib/validation.ts';

/**
 * Parses a JSON body of at most `limit` (413 past it). A body nested deeper than MAX_JSON_DEPTH
 * gets a 400 before it is parsed, so nothing (JSON.parse, a handler, GraphQL's variable
 * coercion) ever builds or walks it.
 */
export function parseJsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    verify: (_req, _res, body) => {
      if (jsonTextNestsDeeperThan(body)) throw badInput(TOO_DEEP_MESSAGE);
    },
  });
}

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
