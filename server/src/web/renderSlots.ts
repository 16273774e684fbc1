/** How many pages are rendered at once, and how a page waits for its turn. */
export interface RenderSlotLimits {
  /** Renders at once, all clients together. */
  slots: number;
  /** Renders at once for one client. */
  perClient: number;
  /** How long a render waits for a slot before the page is left to the browser (ms). */
  maxWaitMs: number;
}

interface Waiting {
  client: string;
  rendersUsed: number;
  start: (release: (() => void) | undefined) => void;
  timer: NodeJS.Timeout;
}

/**
 * The render slots, shared fairly. One client holds at most `perClient` of them, so no one
 * address holds them all; a render that finds none free waits up to `maxWaitMs` rather than
 * giving up at once; and when a slot frees, the waiting client that has had the fewest renders
 * lately takes it (the earliest of those first). A visitor who opens a page now and then is
 * therefore next in line however many renders other addresses keep asking for: theirs queue
 * behind it, and wait out into the app shell.
 */
export class RenderSlots {
  readonly #limits: RenderSlotLimits;
  #running = 0;
  readonly #runningByClient = new Map<string, number>();
  /** In order of arrival. */
  readonly #waiting: Waiting[] = [];

  constructor(limits: RenderSlotLimits) {
    this.#limits = limits;
  }

  /** Renders running, and waiting for a slot. */
  get counts(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  /**
   * A slot for one render by `client`, which has had `rendersUsed` renders lately: resolves with
   * the function that frees it, or with undefined when none came free in time.
   */
  acquire(client: string, rendersUsed: number): Promise<(() => void) | undefined> {
    // A slot is free only when nobody who may take it waits (#startWaiting takes them at once).
    if (this.#mayStart(client)) return Promise.resolve(this.#start(client));
    return new Promise((resolve) => {
      const waiting: Waiting = {
        client,
        rendersUsed,
        start: resolve,
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(waiting), 1);
          resolve(undefined);
        }, this.#limits.maxWaitMs),
      };
      // Shutdown does not wait for a page that would be left to the browser anyway.
      waiting.timer.unref();
      this.#waiting.push(waiting);
    });
  }

  #mayStart(client: string): boolean {
    return (
      this.#running < this.#limits.slots &&
      (this.#runningByClient.get(client) ?? 0) < this.#limits.perClient
    );
  }

  #start(client: string): () => void {
    this.#running++;
    this.#runningByClient.set(client, (this.#runningByClient.get(client) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#running--;
      const left = (this.#runningByClient.get(client) ?? 1) - 1;
      if (left > 0) this.#runningByClient.set(client, left);
      else this.#runningByClient.delete(client);
      this.#startWaiting();
    };
  }

  #startWaiting(): void {
    while (this.#running < this.#limits.slots) {
      let next: Waiting | undefined;
      for (const waiting of this.#waiting) {
        if (!this.#mayStart(waiting.client)) continue;
        if (!next || waiting.rendersUsed < next.rendersUsed) next = waiting;
      }
      if (!next) return;
      this.#waiting.splice(this.#waiting.indexOf(next), 1);
      clearTimeout(next.timer);
      next.start(this.#start(next.client));
    }
  }
}
