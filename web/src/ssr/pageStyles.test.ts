import { describe, expect, it } from 'vitest';
import { pageStyleTags, type StyleRule } from './pageStyles.ts';

const layers: StyleRule = { id: 'g1', css: '@layer reset,recipes;', global: true };
const tokens: StyleRule = { id: 'g2', css: ':root{--c:red}', global: true };
const button: StyleRule = { id: 'b1', css: '.css-b1{color:red}', global: false };
const card: StyleRule = { id: 'c1', css: '.css-c1{padding:4px}', global: false };
const rules = [layers, tokens, button, card];

describe('the style elements of a page', () => {
  it('holds every rule without a stylesheet, each global style in an element of its own', () => {
    expect(pageStyleTags('css', rules, null)).toBe(
      '<style data-emotion="css-global g1">@layer reset,recipes;</style>' +
        '<style data-emotion="css-global g2">:root{--c:red}</style>' +
        '<style data-emotion="css b1 c1">.css-b1{color:red}.css-c1{padding:4px}</style>',
    );
  });

  it('links the stylesheet and names the rules it holds in empty elements, for Emotion', () => {
    const stylesheet = { href: '/assets/site-1.css', ids: new Set(['g1', 'g2', 'b1']) };
    expect(pageStyleTags('css', rules, stylesheet)).toBe(
      '<link rel="stylesheet" href="/assets/site-1.css" data-site-stylesheet>' +
        '<style data-emotion="css-global g1"></style>' +
        '<style data-emotion="css-global g2"></style>' +
        '<style data-emotion="css b1"></style>' +
        '<style data-emotion="css c1">.css-c1{padding:4px}</style>',
    );
  });

  it('names too the classes typing shows, which the stylesheet holds, once each', () => {
    const stylesheet = {
      href: '/assets/site-1.css',
      ids: new Set(['g1', 'g2', 'b1', 'e1']),
      typedIds: ['e1', 'b1'],
    };
    expect(pageStyleTags('css', rules, stylesheet)).toContain(
      '<style data-emotion="css b1 e1"></style>',
    );
  });
});
