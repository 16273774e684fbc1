import { describe, expect, it } from 'vitest';
import { defineCalculator } from './definition.ts';
import { choiceOf, evaluate } from './evaluate.ts';

// Choice fields as a link gives them: in any case, or naming no option at all.

const pair = defineCalculator({
  slug: 'pair',
  currency: 'USD',
  fields: {
    size: {
      kind: 'choice',
      label: 'Size',
      default: 'M',
      options: [
        { value: 'S', label: 'Small' },
        { value: 'M', label: 'Medium' },
        { value: 'XL', label: 'Extra large' },
      ],
    },
  },
  outputs: { letters: { label: 'Letters', format: 'integer' } },
  compute: (v) => ({ letters: v.size.length }),
  steps: () => [],
  about: [],
  faq: [
    { question: 'a', answer: 'a' },
    { question: 'b', answer: 'b' },
    { question: 'c', answer: 'c' },
  ],
  related: [],
  references: [
    { source: 'a', inputs: {}, expected: {}, tolerance: 0 },
    { source: 'b', inputs: {}, expected: {}, tolerance: 0 },
    { source: 'c', inputs: {}, expected: {}, tolerance: 0 },
  ],
});

describe('choiceOf', () => {
  it.each([
    ['XL', 'XL'],
    ['xl', 'XL'],
    [' xL ', 'XL'],
    ['s', 'S'],
    ['XXL', 'M'],
    ['', 'M'],
    [undefined, 'M'],
  ])('reads %j as %s', (text, option) => {
    expect(choiceOf(pair.fields.size, text)).toBe(option);
  });

  it('is how evaluate reads a choice', () => {
    expect(evaluate(pair, { size: 'xl' }).results).toEqual({ letters: 2 });
    expect(evaluate(pair, { size: 'nonsense' }).results).toEqual({ letters: 1 });
  });
});
