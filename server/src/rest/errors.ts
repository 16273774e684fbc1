import type { ErrorRequestHandler, Request, Response } from 'express';
import { databaseUnavailable, isDatabaseUnavailable } from '../lib/databaseErrors.ts';
import { AppError, RetryLaterError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../lib/errors.ts';
import { describeError, logger } from '../lib/logger.ts';

interface HttpError {
  status?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

/** What a failed request is answered with. */
export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
  /** Sent as Retry-After. */
  retryAfterSeconds?: number;
}

/**
 * The answer to any error: the caller's mistakes are 4xx with a message, never a 500. A 503 always
 * says when to try again (Retry-After).
 */
export function errorAnswer(error: unknown, req: Request): ErrorAnswer {
  if (error instanceof AppError) {
    const retryAfterSeconds =
      error instanceof RetryLaterError
        ? error.retryAfterSeconds
        : error.status === 503
          ? UNAVAILABLE_RETRY_AFTER_SECONDS
          : undefined;
    return { status: error.status, code: error.code, message: error.message, retryAfterSeconds };
  }
  if (isDatabaseUnavailable(error)) {
    // The database is away: fail fast with 503; the pool reconnects when it returns.
    const { code, message } = databaseUnavailable();
    return { status: 503, code, message, retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };
  }
  const http = (error ?? {}) as HttpError;
  if (http.type === 'entity.parse.failed') {
    return { status: 400, code: 'BAD_USER_INPUT', message: 'The request body is not valid JSON' };
  }
  if (http.type === 'entity.too.large') {
    return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
  }
  if (http.status && http.status >= 400 && http.status < 500) {
    const message = http.expose && http.message ? http.message : 'Bad request';
    return { status: http.status, code: 'BAD_REQUEST', message };
  }
  logger.error('Request failed', {
    method: req.method,
    path: req.originalUrl,
    ...describeError(error),
  });
  return {
    status: 500,
    code: 'INTERNAL_SERVER_ERROR',
    message: 'Something went wrong on our side. Please try again later.',
  };
}

/**
 * An error once part of the answer is out (a file or stream that failed midway): no status or
 * message can follow, so it is logged and the connection closed, which tells the client the
 * answer is incomplete.
 */
function endStartedAnswer(error: unknown, req: Request, res: Response): void {
  logger.error('Request failed after its answer began', {
    method: req.method,
    path: req.originalUrl,
    ...describeError(error),
  });
  res.destroy();
}

/**
 * Answers an error before or around GraphQL (rate limit, body too large or too deep, bad JSON) as
 * GraphQL does: `{errors: [{message, extensions: {code}}]}`, with the same status.
 */
export const graphqlTransportErrorHandler: ErrorRequestHandler = (
  error: unknown,
  req,
  res,
  _next,
) => {
  if (res.headersSent) return endStartedAnswer(error, req, res);
  const { status, code, message, retryAfterSeconds } = errorAnswer(error, req);
  if (retryAfterSeconds !== undefined) res.set('Retry-After', String(retryAfterSeconds));
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
};

/** Answers an error as the REST paths do: `{error, message}`. */
export const restErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) return endStartedAnswer(error, req, res);
  const { status, code, message, retryAfterSeconds } = errorAnswer(error, req);
  if (retryAfterSeconds !== undefined) res.set('Retry-After', String(retryAfterSeconds));
  res.status(status).json({ error: code, message });
};
