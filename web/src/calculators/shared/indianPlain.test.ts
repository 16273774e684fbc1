import { describe, expect, it } from 'vitest';
import { plainIndian } from './indianPlain.ts';

describe('plainIndian', () => {
  it('groups the Indian way and keeps the decimals given', () => {
    expect(plainIndian(100000)).toBe('1,00,000');
    expect(plainIndian(10000000)).toBe('1,00,00,000');
    expect(plainIndian(1234567.5)).toBe('12,34,567.5');
    expect(plainIndian(999)).toBe('999');
    expect(plainIndian(1.0175)).toBe('1.0175');
    expect(plainIndian(0.0064340301)).toBe('0.0064340301');
  });

  it('keeps the sign, and never shows a non-finite number', () => {
    expect(plainIndian(-150000)).toBe('-1,50,000');
    expect(plainIndian(-0.5)).toBe('-0.5');
    expect(plainIndian(Number.NaN)).toBe('—');
    expect(plainIndian(Infinity)).toBe('—');
  });
});
