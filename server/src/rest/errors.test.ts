import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../lib/logger.ts';
import { restErrorHandler } from './errors.ts';

afterEach(() => vi.restoreAllMocks());

/** What a client got from `path`: the status, the body received, and whether it was cut short. */
function get(base: string, path: string) {
  return new Promise<{ status: number; body: string; cut: boolean }>((resolve, reject) => {
    http
      .get(`${base}${path}`, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, cut: false }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0, body, cut: true }));
      })
      .on('error', reject);
  });
}

describe('the REST error handler', () => {
  it('closes an answer already begun when it fails, logging the cause once, passing nothing on', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const passedOn: unknown[] = [];
    const app = express()
      .get('/begun', (_req, res, next) => {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        // Fails once the first half is on its way, as a file read failing midway.
        res.write('the first half', () => next(new Error('the disk failed')));
      })
      .get('/not-begun', (_req, _res, next) => next(new Error('the disk failed')))
      .use(restErrorHandler)
      .use(((failure, _req, _res, next) => {
        passedOn.push(failure);
        next(failure);
      }) satisfies ErrorRequestHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await get(base, '/begun')).toEqual({ status: 200, body: 'the first half', cut: true });
      expect(error.mock.calls.map(([message, fields]) => [message, fields?.error])).toEqual([
        ['Request failed after its answer began', 'the disk failed'],
      ]);
      expect(passedOn).toEqual([]);

      // Before any of it is out, the caller gets the usual 500 and its message.
      const answer = await get(base, '/not-begun');
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body)).toEqual({
        error: 'INTERNAL_SERVER_ERROR',
        message: 'Something went wrong on our side. Please try again later.',
      });
    } finally {
      server.close();
    }
  });
});
