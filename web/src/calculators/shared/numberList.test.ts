import { describe, expect, it } from 'vitest';
import { decimal } from '../../engine/money.ts';
import {
  approxText,
  checkNumberList,
  decimalText,
  listEntries,
  listText,
  medianOf,
  modesOf,
  readNumberList,
  sortedOf,
  sumOf,
} from './numberList.ts';

const texts = (values: readonly { toString(): string }[]) => values.map(String);

describe('a list of numbers as typed', () => {
  it('is separated by commas, semicolons, spaces, tabs and new lines', () => {
    expect(listEntries('1, 2;3\t4\n5\r\n 6  ,, 7')).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(texts(readNumberList('-1.5  +2 −3 .5 1e3'))).toEqual(['-1.5', '2', '-3', '0.5', '1000']);
  });

  it('names the first entry that is not a number, and where it is', () => {
    expect(checkNumberList('1, 2, abc, x')).toBe(
      '“abc” (the 3rd entry) is not a number. Separate numbers with commas, spaces or new lines.',
    );
    expect(checkNumberList('1,2 3 4 5 6 7 8 9 10 11 12-')).toMatch(/^“12-” \(the 12th entry\)/);
    expect(checkNumberList('1.2.3')).toMatch(/^“1.2.3” \(the 1st entry\) is not a number/);
    // A thousands separator splits a number in two, which both read: the help text warns of it.
    expect(checkNumberList('1,000')).toBeNull();
    expect(checkNumberList('1e999')).toMatch(/too large or small/);
  });

  it('asks for enough numbers', () => {
    expect(checkNumberList('   ')).toBe('Enter at least one number');
    expect(checkNumberList('5', 2)).toBe(
      'Enter at least 2 numbers, separated by commas, spaces or new lines',
    );
    expect(checkNumberList('5 6', 2)).toBeNull();
  });
});

describe('exact sums and order statistics', () => {
  it('adds decimals exactly, as written', () => {
    expect(sumOf(readNumberList('0.1 0.2')).toString()).toBe('0.3');
    expect(sumOf(readNumberList('0.1 0.2 -0.3')).eq(0)).toBe(true);
  });

  it('takes the middle value, or the mean of the two middle values', () => {
    expect(medianOf(sortedOf(readNumberList('9 1 5'))).toString()).toBe('5');
    expect(medianOf(sortedOf(readNumberList('4 1 3 2'))).toString()).toBe('2.5');
    expect(medianOf(sortedOf(readNumberList('-2 -1'))).toString()).toBe('-1.5');
  });

  it('finds one mode, several tied modes, or none when nothing repeats', () => {
    const modes = (text: string) => {
      const { values, count } = modesOf(sortedOf(readNumberList(text)));
      return { values: texts(values), count };
    };
    expect(modes('1 2 2 3')).toEqual({ values: ['2'], count: 2 });
    expect(modes('3 1 3 1 2')).toEqual({ values: ['1', '3'], count: 2 });
    expect(modes('1 2 3')).toEqual({ values: [], count: 0 });
    // 2.50 and 2.5 are the same number.
    expect(modes('2.50 2.5 7')).toEqual({ values: ['2.5'], count: 2 });
  });
});

describe('numbers as shown', () => {
  it('groups thousands and drops trailing zeros', () => {
    expect(decimalText(decimal('1234567.500'))).toEqual({ text: '1,234,567.5', exact: true });
    expect(decimalText(decimal('-0.25'))).toEqual({ text: '-0.25', exact: true });
    expect(decimalText(decimal('1234.5'), 10, false).text).toBe('1234.5');
  });

  it('rounds half-up to 10 decimals and says so', () => {
    expect(approxText(decimal(2).div(3))).toBe('≈ 0.6666666667');
    expect(approxText(decimal('0.00000000004'))).toBe('≈ 0');
    expect(decimalText(decimal('-0.00000000001')).text).toBe('0');
    expect(approxText(decimal('15'))).toBe('15');
  });

  it('lists at most a number of values, then how many more', () => {
    expect(listText(readNumberList('1 2 3'), 2)).toBe('1, 2, … (1 more)');
    expect(listText(readNumberList('1000 2000'))).toBe('1000, 2000');
  });
});
