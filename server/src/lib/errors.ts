/** Stable error codes, shared by GraphQL (`extensions.code`) and REST (`error`). */
export type ErrorCode = 'NOT_FOUND' | 'BAD_USER_INPUT' | 'SERVICE_UNAVAILABLE';

const HTTP_STATUS: Record<ErrorCode, number> = {
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  SERVICE_UNAVAILABLE: 503,
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

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);
