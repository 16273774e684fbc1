import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { print, type FormattedExecutionResult } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProviders, AppRoutes } from './App.tsx';
import {
  createPrerenderedQueries,
  PRERENDERED_RESULTS_ID,
  PrerenderedQueriesContext,
} from './apollo/usePrerenderedQuery.ts';
import { APOLLO_STATE_ID } from './ssr/apolloState.ts';
import {
  pageStyleTags,
  STYLESHEET_MANIFEST,
  usedStyleRules,
  type SiteStylesheet,
  type StyleRule,
} from './ssr/pageStyles.ts';
import {
  localIsoDate,
  NUMBER_SIGNS_ID,
  RENDERED_ON_ID,
  type RenderEnvironment,
} from './ssr/renderEnvironment.tsx';
import { LINK_SIGNS } from './engine/numberText.ts';
import { servedModuleOfBuild } from './ssr/servedModule.ts';
import { splitHoistedHead } from './ssr/splitHoistedHead.ts';
import { CALCULATOR_MODULE_ID, setModuleList } from './features/catalogue/calculatorModule.tsx';
import * as moduleList from './calculators/index.ts';

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
  /**
   * The data the page was rendered from, as JSON script elements: the Apollo cache (read by
   * apollo/browserClient.ts, and by start.tsx to know it hydrates), the day it was rendered on
   * (useToday) and the results of usePrerenderedQuery.
   */
  stateScript: string;
  /** False when a query failed: the HTML shows an error state that must not be kept. */
  complete: boolean;
  /**
   * The query parameters the page read (ssr/queryParams.ts), sorted; '*' when it read them all.
   * The page depends on no others, so the server's cache keys it on these.
   */
  queryKeysRead: string[];
  /** Every style rule the page uses, when asked for (the build's stylesheet is made of them). */
  styleRules?: StyleRule[];
}

export interface RenderOptions {
  /**
   * The site's stylesheet, whose rules the page then leaves out; default: the one the build
   * wrote beside this module (stylesheet.json), or none (every rule in the page).
   */
  stylesheet?: SiteStylesheet | null;
  /** Give the page's style rules in `styleRules`. */
  collectStyles?: boolean;
  /** The number signs of the visitor's language (engine/numberText.ts signsKey); default links'. */
  numberSigns?: string;
}

// The server renders every calculator page at once, with the whole list of calculator modules.
setModuleList(moduleList);

let builtStylesheet: Promise<SiteStylesheet | null> | undefined;

/** The stylesheet the build made for this renderer, read once; null without one (development). */
function stylesheetOfBuild(): Promise<SiteStylesheet | null> {
  builtStylesheet ??= import('node:fs/promises')
    .then((fs) => fs.readFile(new URL(`./${STYLESHEET_MANIFEST}`, import.meta.url), 'utf8'))
    .then(
      (text) => {
        const { href, ids, typedIds } = JSON.parse(text) as {
          href: string;
          ids: string[];
          typedIds: string[];
        };
        return { href, ids: new Set(ids), typedIds };
      },
      () => null,
    );
  return builtStylesheet;
}

/** A JSON script element; '<' is escaped so no text in the data can close it. */
function jsonScript(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${JSON.stringify(value).replace(
    /</g,
    '\\u003c',
  )}</script>`;
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
  options: RenderOptions = {},
): Promise<RenderedPage> {
  let complete = true;
  const client = new ApolloClient({
    ssrMode: true,
    link: executorLink(execute, () => {
      complete = false;
    }),
    cache: new InMemoryCache(),
  });
  const prerendered = createPrerenderedQueries();
  const styleCache = createCache({ key: 'css' });
  // Emotion's server mode: rules are kept in the cache for the head (ssr/pageStyles.ts), not
  // written into the HTML beside each element.
  styleCache.compat = true;
  let status = 200;
  const { pathname, search, origin } = new URL(url);
  const queryKeysRead = new Set<string>();
  const environment: RenderEnvironment = {
    origin,
    setStatus: (code) => {
      status = code;
    },
    today: localIsoDate(),
    readQueryKey: (key) => queryKeysRead.add(key),
    numberSigns: options.numberSigns,
  };

  const { result } = await prerenderStatic({
    tree: (
      <CacheProvider value={styleCache}>
        <AppProviders client={client} environment={environment}>
          <PrerenderedQueriesContext value={prerendered}>
            <StaticRouter location={pathname + search}>
              <AppRoutes />
            </StaticRouter>
          </PrerenderedQueriesContext>
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
  const styleRules = usedStyleRules(styleCache, body);
  const stylesheet =
    options.stylesheet === undefined ? await stylesheetOfBuild() : options.stylesheet;
  const served = await servedModuleOfBuild(pathname);
  return {
    status,
    head: head + pageStyleTags(styleCache.key, styleRules, stylesheet),
    html: body,
    stateScript:
      jsonScript(APOLLO_STATE_ID, client.extract()) +
      jsonScript(RENDERED_ON_ID, environment.today) +
      (options.numberSigns && options.numberSigns !== LINK_SIGNS
        ? jsonScript(NUMBER_SIGNS_ID, options.numberSigns)
        : '') +
      (Object.keys(prerendered.results).length
        ? jsonScript(PRERENDERED_RESULTS_ID, prerendered.results)
        : '') +
      (served ? jsonScript(CALCULATOR_MODULE_ID, served) : ''),
    complete,
    queryKeysRead: [...queryKeysRead].sort(),
    ...(options.collectStyles ? { styleRules } : {}),
  };
}
