/**
 * An AbortSignal that aborts after `ms` (with a TimeoutError), or as soon as one of `signals` does
 * (with its reason).
 *
 * Not `AbortSignal.any([..., AbortSignal.timeout(ms)])`: in Node the timeout signal inside a
 * composite can be garbage collected before its time, and then it never fires
 * (nodejs/node#57736). A download whose client had stopped reading then held its converter for
 * ever. Here the timer holds the controller, so the deadline always comes.
 *
 * `clear()` stops the timer and lets go of `signals` once the work is done.
 */
export function deadline(
  ms: number,
  signals: readonly AbortSignal[] = [],
): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const onAbort = (event: Event) => stop((event.target as AbortSignal).reason);
  const timer = setTimeout(
    () => stop(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')),
    ms,
  );
  timer.unref(); // a deadline alone does not keep the process running
  function clear() {
    clearTimeout(timer);
    for (const signal of signals) signal.removeEventListener('abort', onAbort);
  }
  function stop(reason: unknown) {
    clear();
    controller.abort(reason);
  }
  for (const signal of signals) {
    if (signal.aborted) {
      stop(signal.reason);
      break;
    }
    signal.addEventListener('abort', onAbort, { once: true });
  }
  return { signal: controller.signal, clear };
}
