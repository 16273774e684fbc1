import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Services } from '../context.ts';
import { catalogueSizes } from '../test/catalogueSizes.ts';

// GET /graphql from a browser shows Apollo Sandbox in production, under a policy of its own.
// Nothing here needs the database: no resolver is reached, only the catalogue's list sizes,
// which price a query before it runs.
const services = { catalogue: { listSizes: () => catalogueSizes() } } as unknown as Services;

async function serve(options: { graphqlIntrospection?: boolean } = {}) {
  const { app, stop } = await createApp({ services, ...options });
  const http = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => http.once('listening', resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    base,
    close: async () => {
      http.close();
      await stop();
    },
  };
}

const ask = (base: string, query: string) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  }).then(
    (response) => response.json() as Promise<{ data?: unknown; errors?: { message: string }[] }>,
  );

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('with the defaults (production)', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve();
  });
  afterAll(() => site?.close());

  it('shows Apollo Sandbox to a browser at GET /graphql', async () => {
    const response = await fetch(`${site.base}/graphql`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('https://embeddable-sandbox.cdn.apollographql.com/');
    expect(html).toContain('new window.EmbeddedSandbox(');
    expect(html).toContain('"runTelemetry":false');
  });

  it('gives that page a policy allowing only what Sandbox needs', async () => {
    const response = await fetch(`${site.base}/graphql`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('frame-src')).toEqual(['https://sandbox.embed.apollographql.com']);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    // This response's inline script and styles are allowed by their hashes, and nothing else is.
    const inlineScripts = [...html.matchAll(/<script nonce="[^"]+">([\s\S]*?)<\/script>/g)];
    const inlineStyles = [...html.matchAll(/<style nonce=[^>]+>([\s\S]*?)<\/style>/g)];
    expect(inlineScripts).toHaveLength(1);
    expect(inlineStyles).toHaveLength(2);
    expect(directives.get('script-src')).toEqual([
      ...inlineScripts.map((match) => hash(match[1]!)),
      'https://embeddable-sandbox.cdn.apollographql.com',
    ]);
    expect(directives.get('style-src')).toEqual([
      ...inlineStyles.map((match) => hash(match[1]!)),
      'https://fonts.googleapis.com',
    ]);
  });

  it('keeps the site policy everywhere else, and answers queries at GET /graphql', async () => {
    const health = await fetch(`${site.base}/healthz`);
    expect(health.headers.get('content-security-policy')).toContain("script-src 'self'");
    const query = await fetch(
      `${site.base}/graphql?query=${encodeURIComponent('{ __typename }')}`,
      {
        headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
      },
    );
    expect(await query.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('answers introspection and suggests field names', async () => {
    const schema = await ask(site.base, '{ __schema { queryType { name } } }');
    expect(schema).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const typo = await ask(site.base, '{ categorie { slug } }');
    expect(typo.errors?.[0]?.message).toBe(
      'Cannot query field "categorie" on type "Query". Did you mean "categories" or "category"?',
    );
  });
});

describe('with GRAPHQL_INTROSPECTION=false', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    site = await serve({ graphqlIntrospection: false });
  });
  afterAll(() => site?.close());

  it('refuses introspection and gives no hints of the schema', async () => {
    const schema = await ask(site.base, '{ __schema { queryType { name } } }');
    expect(schema.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
    const typo = await ask(site.base, '{ categorie { slug } }');
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "categorie" on type "Query".');
  });
});
