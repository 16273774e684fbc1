import express, { type RequestHandler } from 'express';
import { requestClientKey } from '../lib/clientKey.ts';
import { badInput, rateLimited } from '../lib/errors.ts';
import type { RateLimiter } from '../lib/rateLimit.ts';
import { jsonTextNestsDeeperThan, TOO_DEEP_MESSAGE } from '../lib/validation.ts';

/**
 * Parses a JSON body of at most `limit` (413 past it). A body nested deeper than MAX_JSON_DEPTH
 * gets a 400 before it is parsed, so nothing (JSON.parse, a handler, GraphQL's variable
 * coercion) ever builds or walks it. JSON is UTF-8 (RFC 8259), which is what the nesting is
 * measured in: another charset gets a 400 too.
 */
export function parseJsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    verify: (_req, _res, body, charset) => {
      if (!/^utf-?8$/i.test(charset)) throw badInput('Send JSON in UTF-8');
      if (jsonTextNestsDeeperThan(body)) throw badInput(TOO_DEEP_MESSAGE);
    },
  });
}

/**
 * Refuses a client's requests past the limiter's limit with 429, a message and Retry-After (per
 * process; the client is keyed by lib/clientKey.ts, so behind a proxy set TRUST_PROXY). The
 * route's error handler words the answer (REST or GraphQL).
 */
export function limitRequests(limiter: RateLimiter): RequestHandler {
  return (req, _res, next) => {
    const decision = limiter.take(requestClientKey(req));
    next(decision.allowed ? undefined : rateLimited(decision.retryAfterSeconds));
  };
}
