import { describe, expect, it } from 'vitest';
import {
  hasLoneSurrogate,
  jsonTextNestsDeeperThan,
  nestsDeeperThan,
  pathOfText,
} from './validation.ts';

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

describe('text that is not well-formed Unicode', () => {
  it.each([
    ['a lone high surrogate', { a: 'x\ud800' }, 'a'],
    ['a lone low surrogate in a list', { a: [1, 'ok', '\udc00'] }, 'a.2'],
    ['a pair in the wrong order', ['\udc00\ud800'], '0'],
    ['a key, shown escaped', { ok: { ['k\udbff']: 1 } }, 'ok.k\\udbff'],
    ['the value itself', '\ud800', ''],
  ])('finds %s', (_name, value, path) => {
    expect(pathOfText(value, hasLoneSurrogate)).toBe(path);
  });

  it('takes surrogate pairs (emoji) and other text', () => {
    expect(pathOfText({ '😀': ['😀', 'é', '\u0000', 1, null] }, hasLoneSurrogate)).toBeUndefined();
  });

  it('walks any nesting without using the stack', () => {
    let deep: unknown = ['\ud800'];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(pathOfText(deep, hasLoneSurrogate)).toBe(`${'0.'.repeat(100)}…`);
  });
});
