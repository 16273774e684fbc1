import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQueryParams } from '../ssr/queryParams.ts';

/**
 * A tool's inputs kept in the address's query, so a shared or bookmarked link reproduces the
 * result. Values are the strings as typed; a value equal to its default is left out of the URL.
 * Returns the values, a setter that merges a patch (and returns the query it wrote, without its
 * '?'), and whether any input came from the URL.
 */
export function useUrlInputs<K extends string>(
  defaults: Record<K, string>,
): [Record<K, string>, (patch: Partial<Record<K, string>>) => string, boolean] {
  const [params, setParams] = useQueryParams();
  // react-router builds a functional update on the URL of the last render, so two changes made
  // before a re-render would undo each other; each change builds on the latest one instead.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  // `defaults` should be a module-level constant, so this recomputes only when the URL changes.
  const values = useMemo(() => {
    const result = {} as Record<K, string>;
    for (const key of Object.keys(defaults) as K[]) result[key] = params.get(key) ?? defaults[key];
    return result;
  }, [params, defaults]);

  const fromUrl = Object.keys(defaults).some((key) => params.has(key));

  const setValues = useCallback(
    (patch: Partial<Record<K, string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
        if (value === undefined || value === defaults[key]) next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      // BrowserPageRouter applies a change of the query at once, so a field showing the URL
      // value updates with the keystroke.
      setParams(next, { replace: true });
      return next.toString();
    },
    [setParams, defaults],
  );

  return [values, setValues, fromUrl];
}
