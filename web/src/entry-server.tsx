import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { print, type FormattedExecutionResult } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProviders, AppRoutes } from './App.tsx';
import { APOLLO_STATE_ID } from './ssr/apolloState.ts';
import type { RenderEnvironment } from './ssr/renderEnvironment.tsx';
import { splitHoistedHead } from './ssr/splitHoistedHead.ts';

/** Runs a GraphQL operation in the server process (no HTTP, no rate limit). */
export type GraphQLExecutor = (request: {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

export interface RenderedPage {
  /** 200, or 404 when the page is the not-found screen. */
  status: number;
  /** Title, meta, canonical link and the page's CSS, for the document head. */
  head: string;
  /** The page's HTML, for inside #root. */
  html: string;
  /** The Apollo cache the page was rendered from, as a JSON script element (read by start.tsx). */
  stateScript: string;
  /** False when a query failed: the HTML shows an error state that must not be kept. */
  complete: boolean;
}

/** An Apollo link that hands each operation to the server's own GraphQL executor. */
function executorLink(execute: GraphQLExecutor, onFailure: () => void): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FormattedExecutionResult>((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            if (result.errors?.length) onFailure();
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => {
            onFailure();
            observer.error(error);
          },
        );
      }),
  );
}

/**
 * Renders one address of the site to HTML with its data, metadata and CSS, for the browser to
 * hydrate (web/src/start.tsx). `url` is absolute: its origin goes into canonical and share links.
 */
export async function renderPage(
  url: string,
  execute: GraphQLExecutor,
  onRenderError: (error: unknown) => void = () => {},
): Promise<RenderedPage> {
  let complete = true;
  const client = new ApolloClient({
    ssrMode: true,
    link: executorLink(execute, () => {
      complete = false;
    }),
    cache: new InMemoryCache(),
  });
  const styleCache = createCache({ key: 'css' });
  const styles = createEmotionServer(styleCache);
  let status = 200;
  const { pathname, search, origin } = new URL(url);
  const environment: RenderEnvironment = {
    origin,
    setStatus: (code) => {
      status = code;
    },
  };

  const { result } = await prerenderStatic({
    tree: (
      <CacheProvider value={styleCache}>
        <AppProviders client={client} environment={environment}>
          <StaticRouter location={pathname + search}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    ),
    renderFunction: (node) =>
      prerenderToNodeStream(node, {
        // Every boundary inline: React otherwise moves large ones to the end of the HTML and
        // swaps them in with inline scripts, which the site's CSP (rightly) refuses to run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: onRenderError,
      }),
  });

  const { head, body } = splitHoistedHead(result);
  return {
    status,
    head: head + styles.constructStyleTagsFromChunks(styles.extractCriticalToChunks(body)),
    html: body,
    // '<' is escaped so no text in the data can close the script element.
    stateScript: `<script id="${APOLLO_STATE_ID}" type="application/json">${JSON.stringify(
      client.extract(),
    ).replace(/</g, '\\u003c')}</script>`,
    complete,
  };
}
