import { describe, expect, it } from 'vitest';
import { RenderSlots } from './renderSlots.ts';

describe('the render slots', () => {
  it('gives one client at most perClient of them; others still get theirs', async () => {
    const slots = new RenderSlots({ slots: 4, perClient: 2, maxWaitMs: 60_000 });
    const first = await slots.acquire('a', 1);
    const second = await slots.acquire('a', 2);
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    let third: (() => void) | undefined;
    const waiting = slots.acquire('a', 3).then((release) => (third = release));
    expect(await slots.acquire('b', 1)).toBeTypeOf('function');
    expect(slots.counts).toEqual({ running: 3, waiting: 1 });
    first!();
    await waiting;
    expect(third).toBeTypeOf('function');
    expect(slots.counts).toEqual({ running: 3, waiting: 0 });
  });

  it('gives a freed slot to the waiting client with the fewest renders lately', async () => {
    const slots = new RenderSlots({ slots: 2, perClient: 1, maxWaitMs: 60_000 });
    const releases = [await slots.acquire('busy-1', 50), await slots.acquire('busy-2', 50)];
    const started: string[] = [];
    const wait = (client: string, used: number) =>
      slots.acquire(client, used).then((release) => {
        started.push(client);
        return release;
      });
    const waits = [wait('busy-3', 40), wait('busy-4', 60), wait('visitor', 1), wait('busy-5', 40)];
    releases[0]!();
    await Promise.resolve();
    expect(started).toEqual(['visitor']);
    releases[1]!();
    await Promise.resolve();
    // Of equals, the earliest.
    expect(started).toEqual(['visitor', 'busy-3']);
    (await waits[2])!();
    (await waits[0])!();
    await Promise.all(waits);
    expect(started).toEqual(['visitor', 'busy-3', 'busy-5', 'busy-4']);
  });

  it('gives up on a wait after maxWaitMs, and a release is counted once', async () => {
    const slots = new RenderSlots({ slots: 1, perClient: 1, maxWaitMs: 20 });
    const release = await slots.acquire('a', 1);
    expect(await slots.acquire('b', 1)).toBeUndefined();
    expect(slots.counts).toEqual({ running: 1, waiting: 0 });
    release!();
    release!();
    expect(slots.counts).toEqual({ running: 0, waiting: 0 });
    expect(await slots.acquire('b', 1)).toBeTypeOf('function');
    expect(await slots.acquire('c', 1)).toBeUndefined();
  });
});
