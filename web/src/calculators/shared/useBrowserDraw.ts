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
 * The options shown and their draw. `current` is the panel's options, or null while a field is
 * invalid: then the last valid options stay, out of date (`stale`), with their draw, so the panel
 * keeps its place, dimmed and inert as the results are, instead of leaving and coming back with
 * each key that passes through an invalid value (a length typed as 1 on its way to 16), which
 * moved everything below it and built the whole panel again. The draw is null on the server and
 * while hydrating; `again` draws anew. Options are compared by their JSON, the key of their draw.
 */
export function useBrowserDraw<O, T>(
  current: O | null,
  draw: (options: O) => T,
): { options: O | null; stale: boolean; value: T | null; again: () => void } {
  const [store] = useState(createDrawStore<T>);
  const { options, key, stale } = useLastOptions(current);
  const value = useSyncExternalStore(
    store.subscribe,
    () => (key === null ? null : store.read(key, () => draw(options!))),
    () => null,
  );
  return { options, stale, value, again: store.again };
}

/** The current options, or while there are none the last ones, out of date; with their JSON. */
function useLastOptions<O>(current: O | null): {
  options: O | null;
  key: string | null;
  stale: boolean;
} {
  const key = current === null ? null : JSON.stringify(current);
  const [last, setLast] = useState<{ options: O; key: string } | null>(null);
  // Remembered during render, as React's docs advise for a value from earlier renders.
  if (current !== null && key !== last?.key) setLast({ options: current, key: key! });
  if (current !== null) return { options: current, key, stale: false };
  return last ? { ...last, stale: true } : { options: null, key: null, stale: false };
}
