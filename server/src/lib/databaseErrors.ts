import { AppError } from './errors.ts';

// Errors that mean the database is not answering (stopped, unreachable, connection lost), as
// Prisma, its driver adapters and node-postgres report them.
const UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
const UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|Connection terminated|connection timeout|timeout exceeded when trying to connect|Can't reach database|Server has closed the connection|DatabaseNotReachable|terminating connection/i;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

/** True when an error says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (candidate.name === 'PrismaClientInitializationError') return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGE.test(candidate.message))
      return true;
    current = candidate.cause;
  }
  return false;
}

/** The 503 error a request gets while the database is away. */
export function databaseUnavailable(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
}
