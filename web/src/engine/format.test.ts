import { describe, expect, it } from 'vitest';
import { formatOutput } from './format.ts';

describe('a percentage as shown', () => {
  it.each([
    [25, '25.00%'],
    [33.333333, '33.33%'],
    [99.994, '99.99%'],
    [100, '100.00%'],
    [250, '250.00%'],
  ])('%s is shown to 2 decimals: %s', (value, shown) => {
    expect(formatOutput(value, 'percent', 'USD')).toBe(shown);
  });

  it.each([
    // A margin of $19,999 on a price of $20,000 is not all of the price.
    [99.995, '99.995%'],
    [99.9997, '99.9997%'],
    [100.004, '100.004%'],
    [-99.996, '-99.996%'],
  ])('%s, a hair from 100%%, keeps the decimals that tell it from 100%%: %s', (value, shown) => {
    expect(formatOutput(value, 'percent', 'USD')).toBe(shown);
  });

  it('shows a double’s rounding noise around 100% as 100.00%', () => {
    expect(formatOutput(99.99999999999999, 'percent', 'USD')).toBe('100.00%');
    expect(formatOutput(100.000000000001, 'percent', 'USD')).toBe('100.00%');
    // Φ(6) = 0.999999999013: not noise.
    expect(formatOutput(99.9999999013, 'percent', 'USD')).toBe('99.9999999%');
  });

  it('keeps the decimals an output names (the percentage calculator’s 2, as its spec fixes)', () => {
    expect(formatOutput(99.995, 'percent', 'USD', 2)).toBe('100.00%');
    expect(formatOutput(12.3456, 'percent', 'USD', 3)).toBe('12.346%');
  });
});
