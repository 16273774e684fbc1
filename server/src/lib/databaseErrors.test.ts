import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './databaseErrors.ts';

// Which failures are the database being away or too slow (answered 503, a batch retried), and
// which are a request's own fault (a batch's bad event found and dropped).
describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }],
    ['Prisma cannot reach the server', { code: 'P1001', message: "Can't reach database" }],
    [
      'a transaction that ran past its time (a busy machine seeding)',
      {
        code: 'P2028',
        message:
          'Transaction API error: A rollback cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms',
      },
    ],
    [
      'PostgreSQL starting up, as the driver adapter reports it',
      { code: 'P2010', meta: { driverAdapterError: { code: '57P03', message: 'starting up' } } },
    ],
  ])('%s is the database being unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique key broken', { code: 'P2002', message: 'Unique constraint failed' }],
    [
      'a lone surrogate jsonb refuses',
      {
        code: 'P2010',
        meta: { driverAdapterError: { code: '22P05', message: 'unsupported Unicode escape' } },
      },
    ],
    ['a plain bug', new TypeError('x is not a function')],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
