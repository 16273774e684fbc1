import { useContext, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useCurrentQuery } from '../currentQuery.ts';
import { RenderEnvironmentContext } from './renderEnvironment.tsx';

/** Stands for "the page read the whole query" (it listed or printed the parameters). */
export const WHOLE_QUERY = '*';

/** The query parameters, reporting each one read (server rendering only). */
class ReadTrackingParams extends URLSearchParams {
  readonly #onRead: (key: string) => void;

  constructor(params: URLSearchParams, onRead: (key: string) => void) {
    super(params);
    this.#onRead = onRead;
  }

  override get(name: string): string | null {
    this.#onRead(name);
    return super.get(name);
  }

  override getAll(name: string): string[] {
    this.#onRead(name);
    return super.getAll(name);
  }

  override has(name: string, value?: string): boolean {
    this.#onRead(name);
    return super.has(name, value);
  }

  override get size(): number {
    this.#onRead(WHOLE_QUERY);
    return super.size;
  }

  override toString(): string {
    this.#onRead(WHOLE_QUERY);
    return super.toString();
  }

  override forEach(
    callback: (value: string, key: string, parent: URLSearchParams) => void,
    thisArg?: unknown,
  ): void {
    this.#onRead(WHOLE_QUERY);
    super.forEach(callback, thisArg);
  }

  override entries(): URLSearchParamsIterator<[string, string]> {
    this.#onRead(WHOLE_QUERY);
    return super.entries();
  }

  override keys(): URLSearchParamsIterator<string> {
    this.#onRead(WHOLE_QUERY);
    return super.keys();
  }

  override values(): URLSearchParamsIterator<string> {
    this.#onRead(WHOLE_QUERY);
    return super.values();
  }

  override [Symbol.iterator](): URLSearchParamsIterator<[string, string]> {
    return this.entries();
  }
}

/**
 * The address's query parameters, as react-router's useSearchParams gives them. Pages read the
 * query only through this hook: while the server renders, it tells which parameters the page
 * read, so the server's page cache keys a page on those alone (server/src/web/pageRenderer.ts)
 * and an address with other parameters added reuses it.
 */
export function useQueryParams(): ReturnType<typeof useSearchParams> {
  const [routerParams, setParams] = useSearchParams();
  const query = useCurrentQuery(useLocation());
  const { readQueryKey } = useContext(RenderEnvironmentContext);
  const tracked = useMemo(() => {
    const params = query === null ? routerParams : new URLSearchParams(query);
    return readQueryKey ? new ReadTrackingParams(params, readQueryKey) : params;
  }, [query, routerParams, readQueryKey]);
  return [tracked, setParams];
}

/**
 * The address's query as it is now, with its '?' (or ''), for a link to this very page. Not for
 * reading parameters: those go through useQueryParams, which the server's page cache follows.
 */
export function useQueryString(): string {
  const location = useLocation();
  return useCurrentQuery(location) ?? location.search;
}
