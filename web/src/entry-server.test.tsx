// @vitest-environment node
// The server renderer, as the server runs it: no DOM (Emotion then keeps the rules it writes).
import { expect, it } from 'vitest';
import { fillTemplate } from '../../server/src/web/pageRenderer.ts';
import { renderPage, type GraphQLExecutor } from './entry-server.tsx';
import { CALCULATORS_ERROR, CATEGORIES_ERROR } from './features/home/ListMessages.tsx';
import { PRERENDERED_RESULTS_ID } from './apollo/usePrerenderedQuery.ts';
import { calculatorFixtures } from './test/fixtures.ts';

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

/** The server's executor with the catalogue's answers the pages below need. */
const noResults: GraphQLExecutor = async ({ operationName, variables }) => {
  const calculator = calculatorFixtures.find((c) => c.slug === variables?.slug) ?? null;
  const answers: Record<string, Record<string, unknown>> = {
    CalculatorPage: { calculator },
  };
  return { data: answers[operationName ?? ''] ?? {} };
};

it('shows a search holding replacement patterns exactly as typed, once filled into the page', async () => {
  const query = "$`$'$&$$ <b>&";
  const page = await renderPage(
    `https://calc.example/search?q=${encodeURIComponent(query)}`,
    noResults,
  );
  const escaped = '$`$&#x27;$&amp;$$ &lt;b&gt;&amp;';
  expect(page.html).toContain(escaped);
  const template = '<html><head></head><body><div id="root"></div></body></html>';
  const filled = fillTemplate(template, page);
  expect(filled.length).toBe(
    template.length + page.head.length + page.html.length + page.stateScript.length,
  );
  expect(filled).toContain(escaped);
});

it('tells which query parameters each page read, and nothing else', async () => {
  const read = async (url: string) =>
    (await renderPage(`https://calc.example${url}`, noResults)).queryKeysRead;
  expect(await read('/search?q=bmi&utm_source=news')).toEqual(['q']);
  expect(await read('/about?utm_source=news')).toEqual([]);
  const sip = await read('/calculator/sip-calculator?monthly=1000&fbclid=x');
  expect(sip).toEqual(expect.arrayContaining(['monthly', 'rate', 'period']));
  expect(sip).not.toContain('fbclid');
});

it("names the page without its query in the server's share links", async () => {
  const page = await renderPage(
    'https://calc.example/calculator/tip-calculator?bill=80&utm_source=news',
    noResults,
  );
  const shared = encodeURIComponent('https://calc.example/calculator/tip-calculator');
  expect(page.html).toContain(`${shared}"`);
  expect(page.html).toContain(`${shared}&amp;`);
  expect(page.html).not.toContain('utm_source');
});

it('leaves the rules of the site’s stylesheet out of the page, listing them for the browser', async () => {
  const all = await renderPage('https://calc.example/about', noResults, undefined, {
    stylesheet: null,
    collectStyles: true,
  });
  const rules = all.styleRules ?? [];
  const [global, ...globals] = rules.filter((rule) => rule.global);
  const classes = rules.filter((rule) => !rule.global);
  expect(global?.css).toMatch(/^@layer /);
  expect(globals.length).toBeGreaterThan(0);
  expect(classes.length).toBeGreaterThan(10);
  // Without a stylesheet every rule is in the page.
  for (const rule of rules) expect(all.head).toContain(rule.css);

  // With one holding all but the last class, only that class's CSS is in the page.
  const [kept] = classes.slice(-1);
  const ids = new Set(rules.filter((rule) => rule !== kept).map((rule) => rule.id));
  const page = await renderPage('https://calc.example/about', noResults, undefined, {
    stylesheet: { href: '/assets/site-test.css', ids },
  });
  expect(page.head).toContain(
    '<link rel="stylesheet" href="/assets/site-test.css" data-site-stylesheet>',
  );
  expect(page.head).toContain(kept!.css);
  for (const rule of rules) {
    if (rule !== kept) expect(page.head).not.toContain(rule.css);
  }
  expect(page.head.length).toBeLessThan(all.head.length / 3);
});
