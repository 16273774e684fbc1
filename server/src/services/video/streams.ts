import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { deadline } from '../../lib/deadline.ts';

export class StreamEmptyError extends Error {
  constructor() {
    super('The stream ended without data');
    this.name = 'StreamEmptyError';
  }
}

export class StreamTimeoutError extends Error {
  constructor(ms: number) {
    super(`Nothing moved within ${ms} ms`);
    this.name = 'StreamTimeoutError';
  }
}

/**
 * Waits until `stream` has its first bytes buffered (they stay in the stream for the consumer), so
 * a response can still answer with an error status when the source fails before sending anything.
 * Rejects when the stream errors, ends empty, `signal` aborts, or nothing comes within `timeoutMs`.
 */
export function waitForData(
  stream: Readable,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<void> {
  const { signal, timeoutMs } = options;
  return new Promise<void>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const cleanup = () => {
      stream.off('readable', onReadable);
      stream.off('error', onError);
      stream.off('close', onClose);
      signal?.removeEventListener('abort', onAbort);
      if (timer) clearTimeout(timer);
    };
    const finish = (error?: Error) => {
      cleanup();
      if (error) reject(error);
      else resolve();
    };
    const onReadable = () => {
      if (stream.readableLength > 0) finish();
      else if (stream.readableEnded || stream.destroyed) finish(new StreamEmptyError());
    };
    const onError = (error: Error) => finish(error);
    const onClose = () => {
      if (stream.readableLength === 0) finish(stream.errored ?? new StreamEmptyError());
    };
    const onAbort = () => finish(signal?.reason instanceof Error ? signal.reason : abortError());

    if (signal?.aborted) return onAbort();
    if (stream.readableLength > 0) return finish();
    if (stream.destroyed || stream.readableEnded) {
      return finish(stream.errored ?? new StreamEmptyError());
    }
    stream.on('readable', onReadable);
    stream.on('error', onError);
    stream.on('close', onClose);
    signal?.addEventListener('abort', onAbort, { once: true });
    if (timeoutMs !== undefined) {
      timer = setTimeout(() => finish(new StreamTimeoutError(timeoutMs)), timeoutMs);
    }
  });
}

/**
 * Writes `source` to `destination` and ends it. Fails with StreamTimeoutError when the
 * destination (a client's response) has taken nothing for `idleMs` while data was waiting, and
 * with the abort reason when `signal` aborts; either way the source is destroyed (which stops an
 * MP3 conversion and frees its converter). The destination is left to the caller.
 */
export async function sendUntilIdle(
  source: Readable,
  destination: Writable,
  options: { idleMs: number; signal: AbortSignal },
): Promise<void> {
  for await (const chunk of source) {
    if (destination.write(chunk)) continue;
    const waiting = deadline(options.idleMs, [options.signal]);
    try {
      await once(destination, 'drain', { signal: waiting.signal });
    } catch (error) {
      throw options.signal.aborted ? error : new StreamTimeoutError(options.idleMs);
    } finally {
      waiting.clear();
    }
  }
  destination.end();
}

export function abortError(): Error {
  const error = new Error('The operation was aborted');
  error.name = 'AbortError';
  return error;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
