// A stand-in IntersectionObserver for component tests (jsdom has none): a test installs it,
// then brings every observed element on screen with scrollIntoView().

/** The observers made since the fake was installed, with what each observes. */
export const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];

class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** Puts the fake in the global scope, with no observer made yet. */
export function installFakeIntersectionObserver(): void {
  observers.length = 0;
  globalThis.IntersectionObserver =
    FakeIntersectionObserver as unknown as typeof IntersectionObserver;
}

/** Takes the fake away again, as jsdom has it. */
export function removeFakeIntersectionObserver(): void {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
}

/** Tells every observer that everything it observes is on screen. */
export function scrollIntoView(): void {
  for (const { callback, targets } of observers) {
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}
