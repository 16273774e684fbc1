import type { AddressInfo } from 'node:net';
import express, { type Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { startTestServer, type TestServer } from '../test/testServer.ts';
import { errorAnswer } from './errors.ts';
import { createHealthRouter } from './health.ts';

// Every 503 the server sends says when to try again.

let server: TestServer;
beforeAll(async () => {
  // No web client is built for the tests' server: its pages are a 503.
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('Retry-After on every 503', () => {
  it('is on a page while the web client is not built', async () => {
    const page = await fetch(`${server.url}/about`);
    expect(page.status).toBe(503);
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('is on /readyz while the database does not answer', async () => {
    const app = express().use(createHealthRouter(() => Promise.reject(new Error('down'))));
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const { port } = listening.address() as AddressInfo;
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(503);
      expect(Number(ready.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      listening.close();
    }
  });

  it('is in the answer to any error that is a 503, REST and GraphQL alike', () => {
    const req = { method: 'GET', originalUrl: '/x' } as Request;
    for (const error of [
      new AppError('SERVICE_UNAVAILABLE', 'away'),
      new AppError('CONVERTER_BUSY', 'busy'),
      new Error('connect ECONNREFUSED 127.0.0.1:5432'),
    ]) {
      const answer = errorAnswer(error, req);
      expect(answer.status, error.message).toBe(503);
      expect(answer.retryAfterSeconds, error.message).toBeGreaterThanOrEqual(1);
    }
  });
});
