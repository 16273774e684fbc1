import { useState, useSyncExternalStore } from 'react';

// Something random drawn only in the browser, after hydration (a password, random numbers): the
// server's render and the browser's hydrating render both see null, so their HTML agrees and
// nothing random is ever made on the server; the browser then draws once for each key (the
// options the draw depends on) and again on request.

interface DrawStore<T> {
  subscribe(listener: () => void): () => void;
  /** The draw for this key: made once, then the same until the key changes or `again`. */
  read(key: string, draw: () => T): T;
  again(): void;
}

function createDrawStore<T>(): DrawStore<T> {
  let drawn: { key: string; value: T } | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    read(key, draw) {
      if (drawn?.key !== key) drawn = { key, value: draw() };
      return drawn.value;
    },
    again() {
      drawn = null;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The value drawn for `key` (null for no draw: the options are invalid), null on the server and
 * while hydrating; `again` draws a new one.
 */
export function useBrowserDraw<T>(
  key: string | null,
  draw: () => T,
): { value: T | null; again: () => void } {
  const [store] = useState(createDrawStore<T>);
  const value = useSyncExternalStore(
    store.subscribe,
    () => (key === null ? null : store.read(key, draw)),
    () => null,
  );
  return { value, again: store.again };
}
