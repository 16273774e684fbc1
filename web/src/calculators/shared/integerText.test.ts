import { describe, expect, it } from 'vitest';
import { digitCount, groupDigits, scientificText, superscript } from './integerText.ts';

describe('whole numbers as text', () => {
  it('groups digits, writes exponents and scientific notation', () => {
    expect(groupDigits(1234567n)).toBe('1,234,567');
    expect(groupDigits(-1000n)).toBe('-1,000');
    expect(groupDigits(999n)).toBe('999');
    expect(superscript(2568)).toBe('²⁵⁶⁸');
    expect(scientificText(2598960n)).toBe('2.59896 × 10⁶');
    expect(scientificText(10n ** 15n)).toBe('1 × 10¹⁵');
    // 9,999,995 rounds half-up to 1.00000 × 10⁷.
    expect(scientificText(9999995n)).toBe('1 × 10⁷');
    expect(scientificText(9999994n)).toBe('9.99999 × 10⁶');
    expect(digitCount(-12345n)).toBe(5);
  });
});
