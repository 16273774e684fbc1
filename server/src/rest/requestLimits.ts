import express, { type RequestHandler } from 'express';
import { requestClientKey } from '../lib/clientKey.ts';
import { badInput, rateLimited } from '../lib/errors.ts';
import type { RateLimiter } from '../lib/rateLimit.ts';
import { jsonTextNestsDeeperThan, notUnicodeError, TOO_DEEP_MESSAGE } from '../lib/validation.ts';

/**
 * Parses a JSON body of at most `limit` (413 past it). A body nested deeper than MAX_JSON_DEPTH
 * gets a 400 before it is parsed, so nothing (JSON.parse, a handler, GraphQL's variable
 * coercion) ever builds or walks it. JSON is UTF-8 (RFC 8259), which is what the nesting is
 * measured in: another charset gets a 400 too. A body whose text is not Unicode (a lone
 * surrogate, which JSON can spell as "\\ud800") gets a 400 naming where: nothing after this
 * (a handler, the database) has to know about them.
 */
export function parseJsonBody(limit: string): RequestHandler {
  const parse = express.json({
    limit,
    verify: (_req, _res, body, charset) => {
      if (!/^utf-?8$/i.test(charset)) throw badInput('Send JSON in UTF-8');
      if (jsonTextNestsDeeperThan(body)) throw badInput(TOO_DEEP_MESSAGE);
    },
  });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => next(error ?? notUnicodeError(req.body)));
  };
}

export const QUERY_NOT_UTF8_MESSAGE = 'The query string must be percent-encoded UTF-8';

/**
 * Refuses a query string whose percent-encoded bytes are not UTF-8 (`%ED%A0%80`, a surrogate,
 * or a sequence cut short) with a 400: Express would pass them on as U+FFFD, silently changed.
 */
export const requireUtf8QueryString: RequestHandler = (req, _res, next) => {
  const query = req.url.indexOf('?');
  if (query === -1) return next();
  for (const part of req.url.slice(query + 1).split('&')) {
    try {
      decodeURIComponent(part);
    } catch {
      return next(badInput(QUERY_NOT_UTF8_MESSAGE));
    }
  }
  next();
};

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
