import express, { type Request, type Response } from 'express';
import { weakEtag } from '../lib/etag.ts';
import type { Services } from '../context.ts';
import { badInput } from '../lib/errors.ts';
import { parseJsonBody, requireUtf8QueryString } from './requestLimits.ts';
import { createVideoRouter } from './video.ts';

type Handler = (req: Request) => Promise<unknown>;

/** Answers with the handler's result as JSON; errors go to the error handler (rest/errors.ts). */
const json =
  (handler: Handler, status = 200) =>
  async (req: Request, res: Response) => {
    res.status(status).json(await handler(req));
  };

/**
 * Catalogue answers are the same cached objects until the catalogue changes, so each is
 * serialized (and its ETag hashed) once, not on every request.
 */
const serializedCatalogue = new WeakMap<object, { body: Buffer; etag: string }>();

function serialize(value: object): { body: Buffer; etag: string } {
  let serialized = serializedCatalogue.get(value);
  if (!serialized) {
    const body = Buffer.from(JSON.stringify(value));
    serialized = { body, etag: weakEtag(body) };
    serializedCatalogue.set(value, serialized);
  }
  return serialized;
}

const catalogueJson = (handler: Handler) => async (req: Request, res: Response) => {
  const value = await handler(req);
  if (typeof value !== 'object' || value === null) {
    res.json(value);
    return;
  }
  const { body, etag } = serialize(value);
  // With the ETag set, Express answers a matching If-None-Match with 304.
  res.type('json').setHeader('ETag', etag);
  res.send(body);
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
  router.use(requireUtf8QueryString, parseJsonBody('16kb'));

  router.get(
    '/categories',
    catalogueJson(() => catalogue.categories()),
  );
  router.get(
    '/categories/:slug',
    catalogueJson((req) => catalogue.category(String(req.params.slug))),
  );
  router.get(
    '/calculators/featured',
    catalogueJson(() => catalogue.featured()),
  );
  router.get(
    '/calculators/recent',
    catalogueJson((req) => catalogue.recent(intParam(req.query.limit))),
  );
  router.get(
    '/calculators/category/:category',
    catalogueJson((req) => catalogue.byCategory(String(req.params.category))),
  );
  router.get(
    '/calculators/:slug',
    catalogueJson((req) => catalogue.calculator(String(req.params.slug))),
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
