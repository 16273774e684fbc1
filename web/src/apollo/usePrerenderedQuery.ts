import type {
  ApolloClient,
  DocumentNode,
  OperationVariables,
  TypedDocumentNode,
} from '@apollo/client';
import type { DefinitionNode, OperationDefinitionNode } from 'graphql';
import { createContext, use, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useApolloClientIfLoaded, useApolloClientLoader } from './clientContext.ts';

/** What a section shows: loading, the data, or that it failed (as Apollo's useQuery gives). */
export interface QueryState<TData> {
  data?: TData;
  loading: boolean;
  error?: Error;
}

/** A query's outcome in a server render, sent to the browser as JSON. */
type PrerenderedResult = { data: unknown } | { failed: true };

/** The id of the JSON script element that carries the prerendered results to the browser. */
export const PRERENDERED_RESULTS_ID = '__QUERY_RESULTS__';

/** The queries of one server render (entry-server.tsx): each runs once and its outcome is kept. */
export function createPrerenderedQueries() {
  const runs = new Map<string, Promise<PrerenderedResult>>();
  const results: Record<string, PrerenderedResult> = {};
  return {
    /** The outcome for `key`, running `fetch` the first time (React needs the same promise). */
    run(key: string, fetch: () => Promise<unknown>): Promise<PrerenderedResult> {
      let run = runs.get(key);
      if (!run) {
        run = fetch().then(
          (data): PrerenderedResult => (results[key] = { data }),
          (): PrerenderedResult => (results[key] = { failed: true }),
        );
        runs.set(key, run);
      }
      return run;
    },
    /** Every outcome so far, by key, for the page's HTML. */
    results,
  };
}

export type PrerenderedQueries = ReturnType<typeof createPrerenderedQueries>;

/** Given by the server renderer only. */
export const PrerenderedQueriesContext = createContext<PrerenderedQueries | null>(null);

/** By shape, not graphql's `Kind` enum: that module would be one more download on the home page. */
const isOperation = (definition: DefinitionNode): definition is OperationDefinitionNode =>
  'operation' in definition;

/** 'HomeRecentCalculators {"limit":4}': one query with its variables. */
function resultKey(query: DocumentNode, variables: object | undefined): string {
  const operation = query.definitions.find(isOperation);
  if (!operation?.name) {
    throw new Error('usePrerenderedQuery needs a named query');
  }
  return `${operation.name.value} ${JSON.stringify(variables ?? {})}`;
}

/** The page's results as the server sent them, parsed once (several parts read them). */
let sentResults: { json: string; results: Record<string, PrerenderedResult> } | undefined;

function prerenderedResult(key: string): PrerenderedResult | undefined {
  const json = document.getElementById(PRERENDERED_RESULTS_ID)?.textContent;
  if (!json) return undefined;
  if (sentResults?.json !== json) sentResults = { json, results: JSON.parse(json) };
  return sentResults.results[key];
}

/**
 * A query's outcome in this page. On the server: its one run, waited for (React's prerender
 * waits for every suspended part) and kept out of the Apollo cache the server sends, as the
 * browser gets it in the prerendered results. In the browser: the outcome the server sent.
 */
function useRenderedResult<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | undefined,
): PrerenderedResult | undefined {
  const key = resultKey(query, variables);
  const prerendering = useContext(PrerenderedQueriesContext);
  const client = useApolloClientIfLoaded();
  if (prerendering) {
    const options = { query, variables, fetchPolicy: 'no-cache' } as ApolloClient.QueryOptions<
      TData,
      TVariables
    >;
    return client
      ? use(prerendering.run(key, () => client.query(options).then(({ data }) => data)))
      : undefined;
  }
  return typeof document === 'undefined' ? undefined : prerenderedResult(key);
}

/**
 * A query's data as the server renders it into this page (null when it is not there): for a
 * part of the page that shows what another part asks for (the header marks the category of the
 * calculator the page loads). On the server it waits for the same run of the query as the page;
 * in the browser it reads the page's results, fetching nothing and downloading no Apollo Client.
 */
export function usePrerenderedData<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): TData | null {
  const result = useRenderedResult(query, variables);
  return result && 'data' in result ? (result.data as TData) : null;
}

const PRERENDER_FAILED = 'The query failed when the page was rendered on the server';

const subscribeNever = () => () => {};

/**
 * True on the server and while the browser hydrates when the server's run of the query failed, so
 * the page keeps the failure its HTML shows; false afterwards. It changes only for a failure: a
 * page whose data came with it is not rendered again when hydration ends (React renders such a
 * change at once, in one task, which on a phone held the category page for about 90 ms).
 */
function useHydratingFailure(fromServer: PrerenderedResult | undefined): boolean {
  const failed = fromServer !== undefined && 'failed' in fromServer;
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => failed,
  );
}

/** Where a query stands before anything is fetched. */
function startingState<TData>(
  fromServer: PrerenderedResult | undefined,
  cached: TData | null | undefined,
  hydratingFailure: boolean,
): QueryState<TData> {
  if (cached) return { data: cached, loading: false };
  if (fromServer && 'data' in fromServer) return { data: fromServer.data as TData, loading: false };
  // The server's failure stays while hydrating, so the page matches its HTML; later visits retry.
  if (hydratingFailure) return { error: new Error(PRERENDER_FAILED), loading: false };
  return { loading: true };
}

/**
 * A cache-first query (as the site's Apollo client does, spec section 7) that does not need
 * Apollo Client while its result is in the page: the server renders it, sends the result with the
 * HTML, and the browser starts from that. Only when the result is not there (a visit by client-side
 * navigation) is Apollo Client downloaded to fetch it. The home page is built on this, so its
 * first load carries no GraphQL client at all.
 */
export function usePrerenderedQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): QueryState<TData> {
  const key = resultKey(query, variables);
  const rendered = useRenderedResult(query, variables);
  const client = useApolloClientIfLoaded();
  const loadClient = useApolloClientLoader();
  const hydratingFailure = useHydratingFailure(rendered);
  const options = { query, variables } as ApolloClient.QueryOptions<TData, TVariables>;
  const start = () => startingState(rendered, client?.readQuery(options), hydratingFailure);

  // The state keeps the query it is for, so the fetch below depends on the query itself (the
  // `options` of a render are a new object every time).
  const [stored, setState] = useState(() => ({ key, options, ...start() }));
  let state = stored;
  if (stored.key !== key) {
    // Other variables: start again, as a new query.
    state = { key, options, ...start() };
    setState(state);
  }
  const { loading, options: fetching } = state;

  useEffect(() => {
    if (!loading) return;
    let current = true;
    loadClient()
      .then((loaded) => loaded.query(fetching))
      .then(
        ({ data }) => {
          if (current) setState({ key, options: fetching, data: data as TData, loading: false });
        },
        (error: unknown) => {
          if (current) {
            setState({
              key,
              options: fetching,
              error: error instanceof Error ? error : new Error(String(error)),
              loading: false,
            });
          }
        },
      );
    return () => {
      current = false;
    };
  }, [key, loading, fetching, loadClient]);

  return { data: state.data, loading: state.loading, error: state.error };
}
