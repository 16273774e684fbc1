import { describe, expect, it } from 'vitest';
import { LINK_LOCALE, numberLocaleOf } from './numberText.ts';
import { numbersIn } from './numbersInText.ts';

// A text field's numbers typed the visitor's way and read the link's way (and back), as a
// German, a French, a Brazilian and an Indian visitor write them.

const GERMANY = numberLocaleOf('de-DE');
const FRANCE = numberLocaleOf('fr-FR');
const BRAZIL = numberLocaleOf('pt-BR');
const INDIA = numberLocaleOf('en-IN');

const toLink = (text: string, from: typeof GERMANY, kind: 'list' | 'lines' = 'list') =>
  numbersIn(text, from, LINK_LOCALE, kind);

describe('numbers in a text field, in the visitor’s signs', () => {
  it('reads a list typed with decimal commas and grouping points as the numbers meant', () => {
    // "4,5 3,2 2,8" was read as six numbers (4, 5, 3, 2, 2, 8), a mean of 4 for 3.5.
    expect(toLink('4,5 3,2 2,8', GERMANY)).toEqual({ text: '4.5 3.2 2.8' });
    expect(toLink('4,5; 3,2; 2,8', BRAZIL)).toEqual({ text: '4.5; 3.2; 2.8' });
    // A comma followed by a space separates; between digits it is a decimal comma.
    expect(toLink('4,5, 6\n−1.234,5', GERMANY)).toEqual({ text: '4.5, 6\n-1234.5' });
    // As in a number field, a reading a link would not take is said (under the field).
    expect(toLink('1.000 2.000 3.000', GERMANY)).toEqual({
      text: '1000 2000 3000',
      note: 'Read “1.000” as 1000: the point separates thousands',
    });
    // In France a no-break space groups; a plain space separates a list's numbers.
    expect(toLink('1\u202F234,5 2,5', FRANCE)).toEqual({ text: '1234.5 2.5' });
    // Spaced as a grouped number, a plain space still separates, and the note says so.
    expect(toLink('2,5 1 234,5 12 15', FRANCE)).toEqual({
      text: '2.5 1 234.5 12 15',
      note: 'Read “1 234,5” as 2 numbers: spaces separate the numbers of a list; write 1234,5 for one',
    });
    expect(toLink('-12 000 500 7', FRANCE)).toMatchObject({
      note: 'Read “-12 000 500” as 3 numbers: spaces separate the numbers of a list; write -12000500 for one',
    });
    // Not spaced as groups: 12 15, 1 23, or a space where a point groups (Germany).
    expect(toLink('12 15 1 23', FRANCE)).toEqual({ text: '12 15 1 23' });
    expect(toLink('100 200 300 12 150', FRANCE)).toEqual({ text: '100 200 300 12 150' });
    expect(toLink('100 200 1 500 000', FRANCE)).toMatchObject({
      note: 'Read “1 500 000” as 3 numbers: spaces separate the numbers of a list; write 1500000 for one',
    });
    // Spaced digits between the commas that separate a list are likely one number (1 400, 250).
    expect(toLink('1 400, 250', FRANCE)).toEqual({
      text: '1 400, 250',
      note: 'Read “1 400” as 2 numbers: spaces separate the numbers of a list; write 1400 for one',
    });
    expect(toLink('1 234', GERMANY)).toEqual({ text: '1 234' });
    // A matrix keeps its rows and fractions, an equation its plus signs (x+2y was x2y).
    expect(toLink('1,5 2/3\n3,5 4', GERMANY)).toEqual({ text: '1.5 2/3\n3.5 4' });
    expect(toLink('x+2,5y = -1,5\n+3x−y=2', GERMANY)).toEqual({
      text: 'x+2.5y = -1.5\n+3x−y=2',
    });
    // 0.125 is not 125 in Germany: a grouped number never starts with 0.
    expect(toLink('0.125 2', GERMANY)).toEqual({
      error: '“0.125”: use a comma for decimals: 0,125',
    });
    expect(toLink('1,2,3', GERMANY)).toEqual({
      error: '“1,2,3”: a comma between digits marks decimals; put a space or ; between numbers',
    });
  });

  it('says what is wrong with a number that does not fit the locale', () => {
    expect(toLink('4.5 3', GERMANY)).toEqual({ error: '“4.5”: use a comma for decimals: 4,5' });
    // In France a point is neither sign: "1.000, 2" was read as 1.0 and 2, without a word.
    expect(toLink('1.000, 2', FRANCE)).toEqual({
      error: '“1.000”: use a comma for decimals (1,000) or a space for thousands (1\u202F000)',
    });
    expect(toLink('2; 4.5', FRANCE)).toEqual({ error: '“4.5”: use a comma for decimals: 4,5' });
    // A sentence's full stop is no part of a number.
    expect(toLink('2 4,5.', FRANCE)).toEqual({ text: '2 4.5.' });
  });

  it('refuses a number grouped by commas where commas separate the numbers', () => {
    // "1,00,000 2,00,000" was read as 1, 0, 0, 2, 0, 0 in India; "1,000" as 1 and 0.
    expect(toLink('1,00,000 2,00,000', INDIA)).toEqual({
      error: '“1,00,000”: write 100000, without commas between its digits',
    });
    expect(toLink('12, 1,000', LINK_LOCALE)).toEqual({
      error: '“1,000”: write 1000, without commas between its digits',
    });
    expect(toLink('12, 1,000.50', LINK_LOCALE)).toEqual({
      error: '“1,000.50”: write 1000.50, without commas between its digits',
    });
    // Not a grouping either: most likely a decimal written with a comma.
    expect(toLink('4,05 3', LINK_LOCALE)).toEqual({
      error: '“4,05”: use a point for decimals (4.05), and a comma and a space between numbers',
    });
    // In Switzerland too, where an apostrophe groups: "1,000" is not 1 and 0.
    expect(toLink('1,000 2', numberLocaleOf('de-CH'))).toMatchObject({
      error: expect.stringContaining('write 1000'),
    });
    // A list written without spaces is still a list: no group of it starts with 0.
    expect(toLink('12,15,11', LINK_LOCALE)).toEqual({ text: '12,15,11' });
    expect(toLink('1,0,0', LINK_LOCALE)).toEqual({ text: '1,0,0' });
  });

  it('reads one amount a line grouped as the locale groups', () => {
    // "-10000,50" was read as -1,000,050 by the XIRR calculator in Germany.
    expect(toLink('-10000,50\n-10.000\n44.000', GERMANY, 'lines')).toEqual({
      text: '-10000.50\n-10000\n44000',
      note: 'Read “-10.000” as -10000: the point separates thousands',
    });
    expect(toLink('-10 000,50\n44 000', FRANCE, 'lines')).toEqual({ text: '-10000.50\n44000' });
    // Spaces and apostrophes group digits in any locale, as in any number field ("-10 000,50"
    // typed in Germany was "-10 0.50", read by XIRR as -100.50).
    expect(toLink("-10 000,50\n11'000", GERMANY, 'lines')).toEqual({ text: '-10000.50\n11000' });
    expect(toLink('1 000 000,5', GERMANY, 'lines')).toEqual({ text: '1000000.5' });
    expect(toLink('-1,00,000\n1,10,000.5', INDIA, 'lines')).toEqual({
      text: '-1,00,000\n1,10,000.5',
    });
  });

  it('writes a link’s list in the visitor’s signs, its numbers still apart', () => {
    // "12,15" in a German field would be 12.15: a separating comma gets a space.
    expect(numbersIn('12,15, 11.5\n2/3', LINK_LOCALE, GERMANY, 'list')).toEqual({
      text: '12, 15, 11,5\n2/3',
    });
    expect(numbersIn('-10000.5\n44000', LINK_LOCALE, FRANCE, 'lines')).toEqual({
      text: '-10000,5\n44000',
    });
    // A US visitor's "-10 000" is -10000 shown in Germany, not "-10 0".
    expect(numbersIn('-10 000\n1,000.5', LINK_LOCALE, GERMANY, 'lines')).toEqual({
      text: '-10000\n1000,5',
    });
    expect(numbersIn('x+2y=5', LINK_LOCALE, GERMANY, 'list')).toEqual({ text: 'x+2y=5' });
  });
});
