// What the tests of a database that goes away (faults.pg-test.ts, databaseRestart.restart-test.ts)
// measure and expect.
import { POOL_CONNECT_TIMEOUT_MS } from '../db/database.ts';

/** The REST answer while the database is away. */
export const SERVICE_UNAVAILABLE_BODY = {
  error: 'SERVICE_UNAVAILABLE',
  message: 'The service is temporarily unavailable. Please try again in a moment.',
};

/**
 * The most an answer may take while the database is away: a third of the pool's connection
 * timeout, so an answer that waited for the pool (the failure being tested) is told apart from a
 * fast one, however busy the machine.
 */
export const FAIL_FAST_MS = POOL_CONNECT_TIMEOUT_MS / 3;

/** Runs `work` and says how long it took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** The error code of the first error the server gives for a query reading the database. */
export async function topPagesErrorCode(baseUrl: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ topPages { page count } }' }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code;
}
