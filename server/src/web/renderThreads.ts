import { Worker } from 'node:worker_threads';
import type { FormattedExecutionResult } from 'graphql';
import { describeError, logger } from '../lib/logger.ts';

/** A page as web/src/entry-server.tsx renders it. */
export interface RenderedPage {
  status: number;
  head: string;
  html: string;
  stateScript: string;
  complete: boolean;
  /** The query parameters the page read, '*' for all (absent from older builds: all). */
  queryKeysRead?: string[];
  /** The page's style rules, when asked for (buildStylesheet.ts). */
  styleRules?: StyleRule[];
}

/** One Emotion style rule of a page: a class's CSS or a global style's (web/src/ssr/pageStyles.ts). */
export interface StyleRule {
  id: string;
  css: string;
  global: boolean;
}

/** What web/src/entry-server.tsx exports (built to dist/server/entry-server.js). */
export interface ServerRendererModule {
  renderPage(
    url: string,
    execute: (request: {
      query: string;
      variables?: Record<string, unknown>;
      operationName?: string;
    }) => Promise<FormattedExecutionResult>,
    onRenderError: (error: unknown) => void,
    options?: {
      /** The site's stylesheet; null: none, every rule in the page; default: the build's. */
      stylesheet?: { href: string; ids: ReadonlySet<string> } | null;
      collectStyles?: boolean;
      /** The number signs the page is written in (numberText.ts signsKey); default: links'. */
      numberSigns?: string;
    },
  ): Promise<RenderedPage>;
}

export type GraphQLExecutor = Parameters<ServerRendererModule['renderPage']>[1];

interface ErrorDescription {
  message: string;
  stack?: string;
}

/** The answer to a render thread's GraphQL query. */
export interface ExecuteResult {
  id: number;
  result?: FormattedExecutionResult;
  error?: string;
}

/** Messages to a render thread. */
export type ToRenderThread =
  | { type: 'render'; id: number; url: string; numberSigns: string }
  | ({ type: 'executed' } & ExecuteResult);

/** A render thread's answer to one render. */
export interface RenderResult {
  type: 'rendered';
  id: number;
  page?: RenderedPage;
  error?: ErrorDescription;
  /** Components that threw: the page is still rendered (the browser renders them). */
  componentErrors: ErrorDescription[];
}

type FromRenderThread =
  | RenderResult
  | { type: 'ready' }
  | { type: 'execute'; id: number; request: Parameters<GraphQLExecutor>[0] };

interface Thread {
  worker: Worker;
  ready: boolean;
  exited: boolean;
  renders: Map<number, { resolve: (result: RenderResult) => void; reject: (e: Error) => void }>;
}

/**
 * Threads that render pages (renderWorker.ts), so that rendering, tens of milliseconds of CPU a
 * page, never holds up the main thread: the API and /healthz answer while pages render. A page's
 * GraphQL queries come back here and run on the main thread's executor, with its services. A
 * thread that dies is replaced; one that cannot start (a broken build) is not, and its renders
 * fail (the caller then sends the app shell).
 */
export class RenderThreads {
  readonly #entry: string;
  readonly #execute: GraphQLExecutor;
  readonly #threads: Thread[] = [];
  #lastRender = 0;
  #closing = false;

  constructor(options: { entry: string; threads: number; execute: GraphQLExecutor }) {
    this.#entry = options.entry;
    this.#execute = options.execute;
    for (let i = 0; i < options.threads; i++) this.#threads.push(this.#start());
  }

  /** Renders `url` on the least busy thread, its numbers written with `numberSigns`. */
  render(url: string, numberSigns: string): Promise<RenderResult> {
    const thread = this.#threads.reduce((a, b) => (b.renders.size < a.renders.size ? b : a));
    const id = ++this.#lastRender;
    if (thread.exited) return Promise.reject(new Error('The render thread could not start'));
    return new Promise((resolve, reject) => {
      thread.renders.set(id, { resolve, reject });
      thread.worker.postMessage({
        type: 'render',
        id,
        url,
        numberSigns,
      } satisfies ToRenderThread);
    });
  }

  /** Stops the threads; renders still running fail. */
  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(this.#threads.map((thread) => thread.worker.terminate()));
  }

  #start(): Thread {
    const worker = new Worker(new URL('./renderWorkerStart.mjs', import.meta.url), {
      workerData: { entry: this.#entry },
    });
    const thread: Thread = { worker, ready: false, exited: false, renders: new Map() };
    worker.on('message', (message: FromRenderThread) => {
      if (message.type === 'ready') {
        thread.ready = true;
      } else if (message.type === 'execute') {
        this.#execute(message.request).then(
          (result) => worker.postMessage({ type: 'executed', id: message.id, result }),
          (error: unknown) =>
            worker.postMessage({
              type: 'executed',
              id: message.id,
              error: error instanceof Error ? error.message : String(error),
            }),
        );
      } else {
        thread.renders.get(message.id)?.resolve(message);
        thread.renders.delete(message.id);
      }
    });
    worker.on('error', (error) => {
      logger.error('A render thread failed', describeError(error));
    });
    worker.on('exit', () => {
      thread.exited = true;
      for (const { reject } of thread.renders.values()) {
        reject(new Error('The render thread stopped'));
      }
      thread.renders.clear();
      const index = this.#threads.indexOf(thread);
      // A thread that never started would fail again: keep it, and its renders fail at once.
      if (this.#closing || !thread.ready || index < 0) return;
      this.#threads[index] = this.#start();
    });
    return thread;
  }
}
