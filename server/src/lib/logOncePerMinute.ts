import { logger } from './logger.ts';

/**
 * Warnings of each kind at most once a minute, without a stack: for bad requests, which are the
 * client's doing rather than the server's. A flood of them gives one line a minute per kind, which
 * says how many more came since the last line, instead of a line (and a stack) per request.
 */
export class OncePerMinuteLog {
  readonly #intervalMs: number;
  readonly #now: () => number;
  /** By kind: when it was last logged, and how many came since. Kinds are the code's own texts. */
  readonly #kinds = new Map<string, { loggedAt: number; notLogged: number }>();

  constructor(options: { intervalMs?: number; now?: () => number } = {}) {
    this.#intervalMs = options.intervalMs ?? 60_000;
    this.#now = options.now ?? Date.now;
  }

  /** Logs `kind` (the message) with `fields`, unless a line of this kind was logged lately. */
  warn(kind: string, fields: Record<string, unknown> = {}): void {
    const now = this.#now();
    const last = this.#kinds.get(kind);
    if (last && now - last.loggedAt < this.#intervalMs) {
      last.notLogged++;
      return;
    }
    const since = last?.notLogged ? { moreSinceLastLine: last.notLogged } : {};
    logger.warn(kind, { ...fields, ...since });
    this.#kinds.set(kind, { loggedAt: now, notLogged: 0 });
  }
}

/** The process's log of bad requests. */
export const badRequestLog = new OncePerMinuteLog();

/** A client's text as it goes into a log line: at most 200 characters of it. */
export const clientText = (text: string): string =>
  text.length > 200 ? `${text.slice(0, 200)}…` : text;
