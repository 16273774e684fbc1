import { describe, expect, it } from 'vitest';
import { addedClasses, mergeStyleRules, stylesheetFileName } from './siteStylesheet.ts';

const rule = (id: string, global = false) => ({ id, css: `.css-${id}{}`, global });

describe('the site stylesheet', () => {
  it('holds each rule once, the global styles first in the order met', () => {
    const home = [rule('layers', true), rule('tokens', true), rule('a'), rule('b')];
    const about = [rule('layers', true), rule('tokens', true), rule('b'), rule('c')];
    const search = [rule('c'), rule('extra', true)];
    expect(mergeStyleRules([home, about, search]).map((r) => r.id)).toEqual([
      'layers',
      'tokens',
      'extra',
      'a',
      'b',
      'c',
    ]);
  });

  it('is named by its content', () => {
    expect(stylesheetFileName('a{}')).toMatch(/^site-[0-9a-f]{12}\.css$/);
    expect(stylesheetFileName('a{}')).toBe(stylesheetFileName('a{}'));
    expect(stylesheetFileName('a{}')).not.toBe(stylesheetFileName('b{}'));
  });

  it('finds the classes a state typed into adds to a page, not its global styles', () => {
    const served = [rule('layers', true), rule('field'), rule('result')];
    const typed = [rule('layers', true), rule('field'), rule('message'), rule('keyframes', true)];
    expect(addedClasses(served, typed)).toEqual(['message']);
  });
});
