import { describe, expect, it } from 'vitest';
import { jsonTextNestsDeeperThan, nestsDeeperThan } from './validation.ts';

const text = (json: string) => new TextEncoder().encode(json);
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nesting depth of JSON', () => {
  it.each([
    ['{}', 1],
    ['[[1]]', 2],
    ['{"a":{"b":[1,2,{"c":3}]}}', 4],
    [nested(32), 32],
  ])('%s is %i levels deep, as text and as a value', (json, depth) => {
    expect(jsonTextNestsDeeperThan(text(json), depth)).toBe(false);
    expect(jsonTextNestsDeeperThan(text(json), depth - 1)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(json), depth)).toBe(false);
    expect(nestsDeeperThan(JSON.parse(json), depth - 1)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const json = JSON.stringify({ note: `[[[{{{ "quoted \\" [[[ ` + '['.repeat(100) });
    expect(jsonTextNestsDeeperThan(text(json), 1)).toBe(false);
  });

  it('measures any nesting without using the stack', () => {
    expect(jsonTextNestsDeeperThan(text(nested(1_000_000)))).toBe(true);
    let deep: unknown = [];
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    expect(nestsDeeperThan(deep)).toBe(true);
  });
});
