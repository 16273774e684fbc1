import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Location } from 'react-router-dom';

/**
 * The address's query (with its '?') as it is now, kept by BrowserPageRouter, which does not
 * make a change of the query alone a new location for the router: for each router location (by
 * its key), the query it has now.
 *
 * A store read with useSyncExternalStore, not a context value: a change of a context's value
 * reaches every part of the page still waiting to hydrate (HydrateWhenVisible), since React
 * cannot tell whether one reads it, and such a part loses the server's HTML to it. The page's
 * About, FAQ and footer went blank at the first address written by a visitor's typing.
 */
export class QueryStore {
  /** By location key: the page shown and, while the next one opens, the one before. */
  readonly #queries = new Map<string, string>();
  readonly #listeners = new Set<() => void>();

  constructor(location: Location) {
    this.#queries.set(location.key, location.search);
  }

  /** The query a router location has now (a page being left keeps its own until it goes). */
  queryOf(location: Location): string | null {
    return this.#queries.get(location.key) ?? null;
  }

  set(location: Location, query: string): void {
    if (this.#queries.get(location.key) === query) return;
    this.#queries.delete(location.key);
    this.#queries.set(location.key, query);
    // Only the newest two: the page shown and the one it replaces.
    for (const key of [...this.#queries.keys()].slice(0, -2)) this.#queries.delete(key);
    for (const listener of this.#listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

/** BrowserPageRouter's store; null elsewhere (the server, tests with a memory router). */
export const CurrentQueryContext = createContext<QueryStore | null>(null);

const noChanges = () => () => {};

/**
 * The address's query for a router location, or null where the router's location has it. While
 * hydrating, the query the page was served for: its location's own.
 */
export function useCurrentQuery(location: Location): string | null {
  const store = useContext(CurrentQueryContext);
  return useSyncExternalStore(
    store?.subscribe ?? noChanges,
    () => store?.queryOf(location) ?? null,
    () => (store ? location.search : null),
  );
}
