import { describe, expect, it } from 'vitest';
import { decimal } from '../../engine/money.ts';
import {
  approxText,
  checkNumberList,
  decimalText,
  divided,
  listEntries,
  listText,
  medianOf,
  modesOf,
  readNumberList,
  rootOf,
  sortedOf,
  termText,
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
    expect(decimalText(decimal('-0.00000000001')).text).toBe('0');
    // To no decimals, a whole number keeps its zeros.
    expect(decimalText(decimal('1000'), 0)).toEqual({ text: '1,000', exact: true });
    expect(decimalText(decimal('1999.5'), 0)).toEqual({ text: '2,000', exact: false });
    expect(decimalText(decimal('1200.500'), 2).text).toBe('1,200.5');
    expect(decimalText(decimal('100'), 2).text).toBe('100');
    expect(approxText(decimal('15'))).toBe('15');
  });

  it('keeps 10 significant digits below 1, in powers of ten below a millionth', () => {
    // 10 decimals showed 4 × 10⁻¹¹ as ≈ 0 and 1.234567891 × 10⁻⁶ as 0.0000012346.
    expect(approxText(decimal('0.00000000004'))).toBe('4 × 10⁻¹¹');
    expect(approxText(decimal('0.000001234567891'))).toBe('0.000001234567891');
    expect(approxText(decimal('0.00000123456789149'))).toBe('≈ 0.000001234567891');
    expect(approxText(decimal('-8.16496580927726e-13'))).toBe('≈ -8.164965809 × 10⁻¹³');
    expect(termText(decimal('6.6666666666e-25'))).toBe('(6.666666667 × 10⁻²⁵)');
    expect(termText(decimal('-0.5'))).toBe('(-0.5)');
  });

  it('divides and takes roots to 20 digits from the first that is not 0', () => {
    // big.js alone divides to 20 decimal places: 4 × 10⁻²⁵ ÷ 2 gave 0.
    expect(divided(decimal('4e-25'), 2).eq(decimal('2e-25'))).toBe(true);
    // 2 × 10⁻²⁴ ÷ 3 = 0.6666…67 × 10⁻²⁴, 20 places after the shift.
    expect(divided(decimal('2e-24'), 3).toExponential()).toBe('6.6666666666666666667e-25');
    // √(10⁻²⁴) = 10⁻¹², √(2 × 10⁻²⁷) = √20 × 10⁻¹⁴ = 4.4721359549995793928… × 10⁻¹⁴.
    expect(rootOf(decimal('1e-24')).eq(decimal('1e-12'))).toBe(true);
    expect(rootOf(decimal('2e-27')).toExponential(19)).toBe('4.4721359549995793928e-14');
    expect(rootOf(decimal(16)).eq(4)).toBe(true);
  });

  it('lists at most a number of values, then how many more', () => {
    expect(listText(readNumberList('1 2 3'), 2)).toBe('1, 2, … (1 more)');
    expect(listText(readNumberList('1000 2000'))).toBe('1000, 2000');
  });
});
