import { describe, expect, it } from 'vitest';
import type { ChoiceField } from './definition.ts';
import { choiceOf } from './evaluate.ts';

// Choice fields as a link gives them: in any case, or naming no option at all. evaluate reads
// a choice with choiceOf, and the frame reads a link's choices with it.

const size: ChoiceField = {
  kind: 'choice',
  label: 'Size',
  default: 'M',
  options: [
    { value: 'S', label: 'Small' },
    { value: 'M', label: 'Medium' },
    { value: 'XL', label: 'Extra large' },
  ],
};

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
    expect(choiceOf(size, text)).toBe(option);
  });

  it('prefers an option spelt exactly as given', () => {
    const cased: ChoiceField = {
      ...size,
      options: [
        { value: 'mm', label: 'Millimetres' },
        { value: 'Mm', label: 'Megametres' },
      ],
    };
    expect(choiceOf(cased, 'Mm')).toBe('Mm');
    expect(choiceOf(cased, 'MM')).toBe('mm');
  });
});
