import { useState } from 'react';

/**
 * The options a panel drawn in the browser shows: the current ones, or, while a field is invalid
 * (null), the last valid ones, out of date. The panel then keeps its draw where it is, dimmed and
 * inert as the results are (staleProps), instead of leaving and coming back with each key that
 * passes through an invalid value (a length typed as 1 on its way to 16): that moved everything
 * below it and built the whole panel again, the slowest keys on the password generator's page.
 * Options are compared by their JSON, which is also the key of their draw (useBrowserDraw).
 */
export function useLastOptions<T>(current: T | null): {
  options: T | null;
  key: string | null;
  stale: boolean;
} {
  const key = current === null ? null : JSON.stringify(current);
  const [last, setLast] = useState<{ options: T; key: string } | null>(null);
  // Remembered during render, as React's docs advise for a value from earlier renders.
  if (current !== null && key !== last?.key) setLast({ options: current, key: key! });
  if (current !== null) return { options: current, key, stale: false };
  return last ? { ...last, stale: true } : { options: null, key: null, stale: false };
}
