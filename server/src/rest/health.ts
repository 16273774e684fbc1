import express from 'express';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../lib/errors.ts';

const READY_TIMEOUT_MS = 2000;

/** /healthz: the process answers. /readyz: it can also reach its database (for a load balancer). */
export function createHealthRouter(checkDatabase: () => Promise<unknown>) {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await Promise.race([
        checkDatabase(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS),
        ),
      ]);
      res.json({ status: 'ready', database: 'ok' });
    } catch {
      res
        .status(503)
        .set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .json({ status: 'unavailable', database: 'unreachable' });
    }
  });
  return router;
}
