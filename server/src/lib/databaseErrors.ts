import { AppError } from './errors.ts';

// Errors that mean the database is not answering (stopped, unreachable, connection lost, or too
// slow: a transaction that ran past its time, P2028), as Prisma, its driver adapters and
// node-postgres report them. A batch of events that failed so is retried, not dropped.
const UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);
/**
 * PostgreSQL's SQLSTATEs for the same: the connection failed or was lost (class 08, but not
 * 08P01, a protocol violation), or the server is shutting down, starting up or ended the session
 * (class 57P0x: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, …).
 * Prisma's driver adapters report them as a cause of the error's meta.driverAdapterError.
 */
const UNAVAILABLE_SQLSTATE = /^(08000|08001|08003|08004|08006|57P0[0-9])$/;
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
      meta?: { driverAdapterError?: unknown };
    };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (candidate.name === 'PrismaClientInitializationError') return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGE.test(candidate.message))
      return true;
    current = candidate.cause ?? candidate.meta?.driverAdapterError;
  }
  return false;
}

/** The 503 error a request gets while the database is away. */
export function databaseUnavailable(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
}
