import { describe, expect, it } from 'vitest';
import age from '../calculators/age-calculator.ts';
import incomeTax from '../calculators/income-tax-calculator.ts';
import mortgage from '../calculators/mortgage-calculator.ts';
import type { AnyMode } from './definition.ts';
import { evaluate } from './evaluate.ts';
import { keyboardInset } from './HeadlineBar.tsx';
import { headlineFigures } from './resultRows.ts';

// What the bar fixed to the bottom of a phone's screen repeats, and where it sits.

const TODAY = '2025-08-20';

function figures(definition: AnyMode, texts: Record<string, string>) {
  const evaluation = evaluate(definition, texts, TODAY);
  return headlineFigures(definition, evaluation, evaluation.results, TODAY);
}

describe('the headline figures', () => {
  it('are the first output: the mortgage’s payment (200,000 at 4.5 % over 30 years)', () => {
    // 200000 × 0.00375 × 1.00375^360 ÷ (1.00375^360 − 1) = 1,013.37 (the spec's default).
    expect(figures(mortgage, {})).toEqual([{ label: 'Monthly payment', text: '$1,013.37' }]);
  });

  it('are each output shown large: both regimes’ tax on a ₹15,00,000 salary', () => {
    // New regime, FY 2025-26: 15,00,000 − 75,000 = 14,25,000; 5 % of 4 L + 10 % of 4 L +
    // 15 % of 2,25,000 = 93,750; with 4 % cess 97,500. Old regime: 15,00,000 − 50,000 −
    // 1,50,000 (80C) − 25,000 (80D) = 12,75,000; 12,500 + 1,00,000 + 30 % of 2,75,000 =
    // 1,95,000; with cess 2,02,800.
    expect(figures(incomeTax, {})).toEqual([
      { label: 'New regime: tax payable', text: '₹97,500' },
      { label: 'Old regime: tax payable', text: '₹2,02,800' },
    ]);
  });

  it('are the headline in words where a calculator has one', () => {
    // 21 April 1926 to 8 September 2022: 96 years, 4 months, 18 days.
    expect(figures(age, { dob: '1926-04-21', on: '2022-09-08' })).toEqual([
      { label: 'Age', text: '96 years, 4 months, 18 days' },
    ]);
  });

  it('are none while there is no result', () => {
    expect(figures(mortgage, { amount: '' })).toEqual([]);
  });
});

describe('the bar over an on-screen keyboard', () => {
  it('rises by the part of the layout viewport the keyboard hides', () => {
    // 844 px page, a 336 px keyboard: the visible part is 508 px high from the top.
    expect(keyboardInset(844, { height: 508, offsetTop: 0 })).toBe(336);
    // Scrolled within the visible part (iOS moves the visual viewport instead).
    expect(keyboardInset(844, { height: 508, offsetTop: 100 })).toBe(236);
  });

  it('stays at the bottom without a keyboard', () => {
    expect(keyboardInset(844, { height: 844, offsetTop: 0 })).toBe(0);
    expect(keyboardInset(844, { height: 844.4, offsetTop: 0 })).toBe(0);
  });
});
