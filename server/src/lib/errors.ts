/** Stable error codes, shared by GraphQL (`extensions.code`) and REST (`error`). */
export type ErrorCode =
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'SERVICE_UNAVAILABLE'
  // Too many calls from one client; REST adds a Retry-After header.
  | 'RATE_LIMITED'
  // The video downloader (services/video): the video cannot be offered, or we could not fetch it.
  | 'VIDEO_PRIVATE'
  | 'VIDEO_COPYRIGHT'
  | 'VIDEO_UNAVAILABLE'
  | 'VIDEO_NO_FORMATS'
  | 'VIDEO_TOO_LONG'
  | 'VIDEO_FETCH_FAILED'
  | 'CONVERTER_BUSY';

const HTTP_STATUS: Record<ErrorCode, number> = {
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  SERVICE_UNAVAILABLE: 503,
  RATE_LIMITED: 429,
  VIDEO_PRIVATE: 403,
  VIDEO_COPYRIGHT: 451,
  VIDEO_UNAVAILABLE: 404,
  VIDEO_NO_FORMATS: 422,
  VIDEO_TOO_LONG: 422,
  VIDEO_FETCH_FAILED: 502,
  CONVERTER_BUSY: 503,
};

/** An error whose message is safe to show to the caller. Anything else is reported as internal. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = HTTP_STATUS[code];
  }
}

/**
 * The Retry-After of a 503 that knows no better time: the database or the web client is away,
 * which takes seconds to change rather than minutes.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** An AppError the caller may retry later; REST answers send `Retry-After: retryAfterSeconds`. */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(code: ErrorCode, message: string, retryAfterSeconds: number) {
    super(code, message);
    this.name = 'RetryLaterError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';
/** Too many calls from one client: 429 with Retry-After. */
export const rateLimited = (retryAfterSeconds: number) =>
  new RetryLaterError('RATE_LIMITED', RATE_LIMITED_MESSAGE, retryAfterSeconds);
