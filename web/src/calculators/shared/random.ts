// Unbiased random draws from a source of random bytes (the browser's crypto.getRandomValues), for
// the random number and password generators. Pure functions of the source, so tests can give a
// fixed one. Each whole number is drawn by rejection sampling: bytes are read as a number from 0
// to 256^k − 1, and a number at or above the largest multiple of n that fits is drawn again,
// so every remainder mod n is equally likely (no modulo bias).

/** Gives `count` random bytes. */
export type RandomBytes = (count: number) => Uint8Array;

/** The browser's cryptographic source (never called on the server). */
export const cryptoRandomBytes: RandomBytes = (count) =>
  crypto.getRandomValues(new Uint8Array(count));

/** The largest range a draw takes: numbers are read from at most four bytes. */
export const MAX_RANGE = 2 ** 32;

/** A whole number from 0 to n − 1, each equally likely (n from 1 to 2^32). */
export function uniformBelow(n: number, random: RandomBytes): number {
  if (!Number.isInteger(n) || n < 1 || n > MAX_RANGE) {
    throw new RangeError(`Cannot draw below ${n}`);
  }
  if (n === 1) return 0;
  let bytes = 1;
  while (256 ** bytes < n) bytes++;
  const span = 256 ** bytes;
  // The largest multiple of n that fits: values from it up are drawn again.
  const limit = span - (span % n);
  for (;;) {
    let value = 0;
    for (const byte of random(bytes)) value = value * 256 + byte;
    if (value < limit) return value % n;
  }
}

/**
 * `count` whole numbers from `min` to `max` (both included), in the order drawn. Without repeats
 * a number already drawn is drawn again, so each set of distinct numbers is equally likely.
 */
export function drawIntegers(
  min: number,
  max: number,
  count: number,
  repeats: boolean,
  random: RandomBytes,
): number[] {
  const size = max - min + 1;
  if (!repeats && count > size) {
    throw new RangeError(`Cannot draw ${count} different numbers from ${size}`);
  }
  const drawn: number[] = [];
  const seen = new Set<number>();
  while (drawn.length < count) {
    const value = min + uniformBelow(size, random);
    if (!repeats) {
      if (seen.has(value)) continue;
      seen.add(value);
    }
    drawn.push(value);
  }
  return drawn;
}

/**
 * A password of `length` characters from the union of `sets` (disjoint sets of characters),
 * with at least one character of each set. Each character is drawn uniformly from the union,
 * and a password missing a set is drawn again whole, so every password that has all the sets
 * is equally likely.
 */
export function randomPassword(
  length: number,
  sets: readonly string[],
  random: RandomBytes,
): string {
  const pool = sets.flatMap((set) => [...set]);
  if (pool.length === 0 || length < sets.length) {
    throw new RangeError('No password has every set at this length');
  }
  for (;;) {
    const characters = Array.from({ length }, () => pool[uniformBelow(pool.length, random)]!);
    if (sets.every((set) => characters.some((character) => set.includes(character)))) {
      return characters.join('');
    }
  }
}
