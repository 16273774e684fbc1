import type { TypedDocumentNode } from '@apollo/client';
import { act, render, screen } from '@testing-library/react';
import { parse } from 'graphql';
import { Profiler } from 'react';
import { graphql, HttpResponse } from 'msw';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { errorBody, recentFixtures } from '../test/handlers/home.ts';
import { server } from '../test/server.ts';
import { createApolloClient } from './client.ts';
import { ApolloClientContext } from './clientContext.ts';
import { PRERENDERED_RESULTS_ID, usePrerenderedQuery } from './usePrerenderedQuery.ts';

const RecentQuery = parse(`
  query HomeRecentCalculators($limit: Int!) {
    recentCalculators(limit: $limit) {
      id
      name
    }
  }
`) as TypedDocumentNode<{ recentCalculators: { id: number; name: string }[] }, { limit: number }>;

/** A list as the home page shows one: loading, failed, or the names. */
function Recent({ limit }: { limit: number }) {
  const { data, loading, error } = usePrerenderedQuery(RecentQuery, { limit });
  if (loading) return <p>Loading</p>;
  if (error || !data) return <p>Failed</p>;
  return (
    <ul>
      {data.recentCalculators.map((calculator) => (
        <li key={calculator.id}>{calculator.name}</li>
      ))}
    </ul>
  );
}

let requests: number[] = [];
let client = createApolloClient('http://localhost/graphql');
let root: Root | undefined;

beforeEach(() => {
  requests = [];
  client = createApolloClient('http://localhost/graphql');
  server.use(
    graphql.query('HomeRecentCalculators', ({ variables }) => {
      requests.push(Number(variables.limit));
      return HttpResponse.json({
        data: { recentCalculators: recentFixtures(Number(variables.limit)) },
      });
    }),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The results script the server puts after the page's HTML. */
function sendWithPage(results: Record<string, unknown>) {
  const script = document.createElement('script');
  script.id = PRERENDERED_RESULTS_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(results);
  document.body.append(script);
}

const withClient = (limit: number) => (
  <ApolloClientContext value={client}>
    <Recent limit={limit} />
  </ApolloClientContext>
);

const names = (limit: number) => recentFixtures(limit).map((calculator) => calculator.name);

it('shows the result the server sent with the page at once, without a request', async () => {
  sendWithPage({
    'HomeRecentCalculators {"limit":2}': {
      data: { recentCalculators: [{ id: 1, name: 'Rendered on the server' }] },
    },
  });
  render(withClient(2));
  expect(screen.getByRole('listitem')).toHaveTextContent('Rendered on the server');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(requests).toEqual([]);
});

it('without a result in the page, loads, then shows what the API answers', async () => {
  render(withClient(2));
  expect(screen.getByText('Loading')).toBeInTheDocument();
  const items = await screen.findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(names(2));
  expect(requests).toEqual([2]);
});

it('shows a failed request as failed', async () => {
  server.use(
    graphql.query('HomeRecentCalculators', () =>
      HttpResponse.json(errorBody('Database unavailable', 'SERVICE_UNAVAILABLE')),
    ),
  );
  render(withClient(2));
  expect(await screen.findByText('Failed')).toBeInTheDocument();
});

it('is cache-first: a second visit shows the fetched result without asking again', async () => {
  const first = render(withClient(3));
  await screen.findAllByRole('listitem');
  first.unmount();
  render(withClient(3));
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(names(3));
  expect(requests).toEqual([3]);
});

it('asks again when the variables change', async () => {
  const { rerender } = render(withClient(2));
  await screen.findAllByRole('listitem');
  rerender(withClient(3));
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await screen.findByText(names(3)[2]!);
  expect(requests).toEqual([2, 3]);
});

it("keeps the server's failure while hydrating, so the page matches its HTML; a new visit asks again", async () => {
  sendWithPage({ 'HomeRecentCalculators {"limit":2}': { failed: true } });
  const container = document.createElement('div');
  container.innerHTML = renderToString(withClient(2));
  document.body.append(container);
  expect(container).toHaveTextContent('Failed');
  await act(async () => {
    root = hydrateRoot(container, withClient(2), {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  expect(container).toHaveTextContent('Failed');
  expect(requests).toEqual([]);

  // A visit rendered in the browser (a client-side navigation) does not keep the failure.
  act(() => root?.unmount());
  root = undefined;
  render(withClient(2));
  expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  expect(requests).toEqual([2]);
});

it('hydrates a page whose data came with it in one render: nothing renders it again after', async () => {
  const result = { data: { recentCalculators: recentFixtures(2) } };
  sendWithPage({ 'HomeRecentCalculators {"limit":2}': result });
  let renders = 0;
  const page = (
    <ApolloClientContext value={client}>
      <Profiler id="recent" onRender={() => (renders += 1)}>
        <Recent limit={2} />
      </Profiler>
    </ApolloClientContext>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  renders = 0;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // A second render would come at once, in one task, when hydration ends (a phone's long task).
  expect(renders).toBe(1);
  expect(container).toHaveTextContent(names(2).join(''));
  expect(requests).toEqual([]);
});
