import { expect, it } from 'vitest';
import { renderPage, type GraphQLExecutor } from './entry-server.tsx';
import { CALCULATORS_ERROR, CATEGORIES_ERROR } from './features/home/ListMessages.tsx';
import { PRERENDERED_RESULTS_ID } from './apollo/usePrerenderedQuery.ts';

/** The server's executor while its database is down: every query answers with an error. */
const databaseDown: GraphQLExecutor = async () => ({
  errors: [{ message: 'Service unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
});

it("renders the home page's error states when its queries fail, and marks the page incomplete", async () => {
  const page = await renderPage('https://calc.example/', databaseDown);

  expect(page.status).toBe(200);
  expect(page.html).toContain(CATEGORIES_ERROR);
  expect(page.html).toContain(CALCULATORS_ERROR);
  // The browser keeps these failures while it hydrates, then asks again on the next visit.
  const results = page.stateScript.match(
    new RegExp(`<script id="${PRERENDERED_RESULTS_ID}" type="application/json">(.*?)</script>`),
  );
  const outcomes = Object.values(JSON.parse(results?.[1] ?? '{}') as Record<string, unknown>);
  expect(outcomes).toHaveLength(3);
  expect(outcomes).toEqual(outcomes.map(() => ({ failed: true })));
  // So the page renderer does not cache this HTML.
  expect(page.complete).toBe(false);
});
