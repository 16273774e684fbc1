import { describe, expect, it } from 'vitest';
import {
  annuityPaymentStep,
  instalmentsText,
  monthlyRateWorking,
  stepDigits,
} from './loanSteps.ts';

// Expected values worked with Python's decimal module (40 digits).

describe('the loan steps', () => {
  it('say = for a monthly rate shown whole, in decimal, and ≈ for one rounded', () => {
    // 10.8 ÷ 1200 = 0.009 exactly (as doubles, 0.009000000000000001).
    expect(monthlyRateWorking(10.8)).toBe('10.8 ÷ 12 ÷ 100 = 0.009');
    expect(monthlyRateWorking(6)).toBe('6 ÷ 12 ÷ 100 = 0.005');
    // 5 ÷ 1200 = 0.0041666…
    expect(monthlyRateWorking(5)).toBe('5 ÷ 12 ÷ 100 ≈ 0.004166666667');
  });

  it('give a large loan digits enough that the payment checks by hand to the cent', () => {
    // 13.7% for 12 months: r = 0.01141666…, 1 − (1 + r)^−12 = 0.12735274022438…;
    // $987,654,321,098 × 0.0114166666666667 ÷ 0.127352740224381 = $88,539,281,887.475…
    expect(stepDigits(987654321098)).toBe(15);
    expect(stepDigits(200000)).toBe(10);
    expect(
      annuityPaymentStep(
        'Payment',
        { amount: 987654321098, text: '$987,654,321,098.00' },
        13.7,
        12,
        '$88,539,281,887.48',
      ),
    ).toBe(
      'Payment = P × r ÷ (1 − (1 + r)^−n) = $987,654,321,098.00 × 0.0114166666666667 ÷ ' +
        '0.127352740224381 ≈ $88,539,281,887.48',
    );
  });
});

describe('instalmentsText', () => {
  const rupees = (amount: number) => `₹${amount.toFixed(2)}`;

  it('names the last instalment where it differs from the others', () => {
    expect(instalmentsText({ count: 240, payment: 26034.7, lastPayment: 26034.7 }, rupees)).toBe(
      '240 EMIs of ₹26034.70',
    );
    expect(instalmentsText({ count: 240, payment: 0.01, lastPayment: 1.01 }, rupees)).toBe(
      '239 EMIs of ₹0.01 and a last one of ₹1.01',
    );
    expect(instalmentsText({ count: 2, payment: 50.5, lastPayment: 50.49 }, rupees)).toBe(
      '1 EMI of ₹50.50 and a last one of ₹50.49',
    );
    expect(
      instalmentsText({ count: 1, payment: 100.71, lastPayment: 100.71 }, rupees, 'payment'),
    ).toBe('1 payment of ₹100.71');
  });
});
