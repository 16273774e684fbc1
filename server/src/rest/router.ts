import express, { type Request, type Response } from 'express';
import type { Services } from '../context.ts';
import { badInput } from '../lib/errors.ts';
import { createVideoRouter } from './video.ts';

type Handler = (req: Request) => Promise<unknown>;

/** Answers with the handler's result as JSON; errors go to the error handler (rest/errors.ts). */
const json =
  (handler: Handler, status = 200) =>
  async (req: Request, res: Response) => {
    res.status(status).json(await handler(req));
  };

function jsonBody(req: Request): Record<string, unknown> {
  if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) {
    throw badInput('Send a JSON object with Content-Type: application/json');
  }
  return req.body as Record<string, unknown>;
}

/** A whole-number query parameter: undefined when absent, NaN (rejected later) when malformed. */
function intParam(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** The REST shims of the spec's section 7: thin adapters over the same services as GraphQL. */
export function createRestRouter({ catalogue, analytics, rates, video }: Services) {
  const router = express.Router();
  router.use(express.json({ limit: '16kb' }));

  router.get(
    '/categories',
    json(() => catalogue.categories()),
  );
  router.get(
    '/categories/:slug',
    json((req) => catalogue.category(String(req.params.slug))),
  );
  router.get(
    '/calculators/featured',
    json(() => catalogue.featured()),
  );
  router.get(
    '/calculators/recent',
    json((req) => catalogue.recent(intParam(req.query.limit))),
  );
  router.get(
    '/calculators/category/:category',
    json((req) => catalogue.byCategory(String(req.params.category))),
  );
  router.get(
    '/calculators/:slug',
    json((req) => catalogue.calculator(String(req.params.slug))),
  );

  // 202: the event is accepted; with batching on it is stored a moment later.
  router.post(
    '/analytics/page-view',
    json((req) => analytics.recordPageView(jsonBody(req), req.get('user-agent') ?? null), 202),
  );
  router.post(
    '/analytics/calculator-usage',
    json(
      (req) => analytics.recordCalculatorUsage(jsonBody(req), req.get('user-agent') ?? null),
      202,
    ),
  );
  router.get(
    '/analytics/top-pages',
    json((req) => analytics.topPages(intParam(req.query.days))),
  );
  router.get(
    '/analytics/top-calculators',
    json((req) => analytics.topCalculators(intParam(req.query.days))),
  );
  router.get(
    '/analytics/page-views-by-day',
    json((req) => analytics.pageViewsByDay(intParam(req.query.days) ?? 30)),
  );
  router.get(
    '/analytics/calculator-usage-by-day',
    json((req) => analytics.calculatorUsageByDay(intParam(req.query.days) ?? 30)),
  );

  router.get(
    '/crypto/rate',
    json((req) => rates.rate(String(req.query.from ?? ''), String(req.query.to ?? ''))),
  );

  router.use(createVideoRouter(video));

  router.use((req, res) => {
    res
      .status(404)
      .json({ error: 'NOT_FOUND', message: `No API at ${req.method} ${req.originalUrl}` });
  });
  return router;
}
