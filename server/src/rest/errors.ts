import type { ErrorRequestHandler } from 'express';
import { databaseUnavailable, isDatabaseUnavailable } from '../lib/databaseErrors.ts';
import { AppError, RetryLaterError } from '../lib/errors.ts';
import { describeError, logger } from '../lib/logger.ts';

interface HttpError {
  status?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

/** Turns any error into a JSON answer: the caller's mistakes are 4xx with a message, never a 500. */
export const restErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (error instanceof RetryLaterError) res.set('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof AppError) {
    res.status(error.status).json({ error: error.code, message: error.message });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    // The database is away: fail fast with 503; the pool reconnects when it returns.
    const unavailable = databaseUnavailable();
    res
      .status(503)
      .set('Retry-After', '5')
      .json({ error: unavailable.code, message: unavailable.message });
    return;
  }
  const http = (error ?? {}) as HttpError;
  if (http.type === 'entity.parse.failed') {
    res
      .status(400)
      .json({ error: 'BAD_USER_INPUT', message: 'The request body is not valid JSON' });
    return;
  }
  if (http.type === 'entity.too.large') {
    res.status(413).json({ error: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
    return;
  }
  if (http.status && http.status >= 400 && http.status < 500) {
    const message = http.expose && http.message ? http.message : 'Bad request';
    res.status(http.status).json({ error: 'BAD_REQUEST', message });
    return;
  }
  logger.error('Request failed', {
    method: req.method,
    path: req.originalUrl,
    ...describeError(error),
  });
  res.status(500).json({
    error: 'INTERNAL_SERVER_ERROR',
    message: 'Something went wrong on our side. Please try again later.',
  });
};
