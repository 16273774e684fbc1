import { EventEmitter, once } from 'node:events';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deadline } from './deadline.ts';

// A garbage collection on demand, which is what made AbortSignal.timeout lose its deadline.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('deadline', () => {
  it('ends a wait for an event when its time is up, through garbage collections', async () => {
    // As a download waits for a slow client: events.once holds its signal only weakly.
    const visitor = new AbortController();
    const client = new EventEmitter();
    const waitForDrain = async () => {
      await once(client, 'drain', { signal: deadline(200, [visitor.signal]).signal });
    };
    const outcome = waitForDrain().then(
      () => 'drained',
      (error: Error) => error.name,
    );
    for (let i = 0; i < 5; i++) {
      await wait(20);
      gc();
    }
    expect(await Promise.race([outcome, wait(1500).then(() => 'never fired')])).toBe('AbortError');
  });

  it('gives its TimeoutError as the reason', async () => {
    const { signal } = deadline(10);
    await wait(40);
    expect(signal.reason).toBeInstanceOf(DOMException);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('aborts at once with the reason of a signal it follows', () => {
    const visitor = new AbortController();
    const { signal } = deadline(60_000, [visitor.signal]);
    expect(signal.aborted).toBe(false);
    visitor.abort(new Error('client left'));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('client left');
  });

  it('is aborted from the start when a signal it follows already is', () => {
    const { signal } = deadline(60_000, [AbortSignal.abort('gone')]);
    expect(signal.reason).toBe('gone');
  });

  it('does not fire once cleared, and lets go of the signals it followed', async () => {
    const visitor = new AbortController();
    const { signal, clear } = deadline(20, [visitor.signal]);
    clear();
    await wait(60);
    visitor.abort();
    expect(signal.aborted).toBe(false);
  });
});
