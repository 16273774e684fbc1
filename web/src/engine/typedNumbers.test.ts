import { describe, expect, it } from 'vitest';
import bmi from '../calculators/bmi-calculator.ts';
import lcm from '../calculators/lcm-calculator.ts';
import loanEmi from '../calculators/loan-emi-calculator.ts';
import mortgage from '../calculators/mortgage-calculator.ts';
import { evaluate, readNumberField } from './evaluate.ts';
import { numberLocaleOf } from './numberText.ts';

// The calculators read what visitors type in their own locale, and draw no advice from values
// no body or lender has (issue 26, section 1). Expected payments are worked out by the bank
// formula M = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate and n the months.

const deDE = numberLocaleOf('de-DE');
const enIN = numberLocaleOf('en-IN');
const enUS = numberLocaleOf('en-US');
const frFR = numberLocaleOf('fr-FR');
const TODAY = '2025-03-15';

describe('a mortgage typed in Germany', () => {
  it('reads 4,5 % as 4.5 %: $1,013.37 a month, never 45 % ($7,500.01)', () => {
    const evaluation = evaluate(mortgage, { rate: '4,5' }, TODAY, deDE);
    expect(evaluation.errors).toEqual({});
    expect(evaluation.results?.monthlyPayment).toBeCloseTo(1013.37, 2);
  });

  it('reads 200.000 as 200,000 and says which reading it took', () => {
    const evaluation = evaluate(mortgage, { amount: '200.000', rate: '4,5' }, TODAY, deDE);
    expect(evaluation.values?.amount).toBe(200000);
    expect(evaluation.notes).toEqual({
      amount: 'Read as 200000: the point separates thousands',
    });
  });

  it('does not read a decimal point, and says how to write it', () => {
    const evaluation = evaluate(mortgage, { rate: '4.75' }, TODAY, deDE);
    expect(evaluation.results).toBeNull();
    expect(evaluation.errors).toEqual({ rate: 'Use a comma for decimals: 4,75' });
  });

  it('in the United States, says a comma is no decimal sign there', () => {
    expect(evaluate(mortgage, { rate: '4,5' }, TODAY, enUS).errors).toEqual({
      rate: 'Use a point for decimals: 4.5',
    });
    // Text that no locale reads keeps the field's own message.
    expect(evaluate(mortgage, { rate: 'four' }, TODAY, enUS).errors).toEqual({
      rate: 'Please enter a valid number for the interest rate.',
    });
  });
});

describe('a loan EMI typed in Germany and India', () => {
  it.each([
    [deDE, '1.234,56', 10.71],
    [deDE, '10,5', 0.09],
    [deDE, '10.00.000', 8678.23],
    [enIN, '10,00,000', 8678.23],
    [enIN, '25,00,000', 21695.58],
  ])('reads the loan amount %#: %s', (locale, principal, emi) => {
    const evaluation = evaluate(loanEmi, { principal }, TODAY, locale);
    expect(evaluation.errors).toEqual({});
    expect(evaluation.values?.emi).toBeCloseTo(emi, 2);
  });

  it('tells a tenure of whole months typed with a decimal point that it takes whole numbers', () => {
    // Not 'Use a comma for decimals: 7,5', which the field would refuse as well.
    expect(evaluate(loanEmi, { months: '7.5' }, TODAY, deDE).errors).toEqual({
      months: 'Enter the tenure as a whole number of months',
    });
    expect(evaluate(loanEmi, { months: '7,5' }, TODAY, deDE).errors).toEqual({
      months: 'Enter the tenure as a whole number of months',
    });
  });

  it('writes each amount in a link’s one form', () => {
    const field = loanEmi.fields.principal;
    expect(readNumberField(field, '1.234,56', deDE)).toMatchObject({ canonical: '1234.56' });
    expect(readNumberField(field, '10,00,000', enIN)).toMatchObject({ canonical: '1000000' });
    expect(readNumberField(field, '₹ 10,00,000', enIN)).toMatchObject({ canonical: '1000000' });
  });
});

describe('implausible values', () => {
  it('gives a BMI for a height of 17 cm, with a note, but no category or advice', () => {
    const evaluation = evaluate(bmi, { weight: '70', heightCm: '17' }, TODAY, enUS);
    expect(evaluation.results?.bmi).toBeCloseTo(2422.15, 2);
    expect(evaluation.implausible).toEqual(['heightCm']);
    expect(evaluation.notes).toEqual({
      heightCm: 'Check the height: adults on record measure from 54.6 cm to 272 cm',
    });
  });

  it('notes a body weight of 1,000 kg or 2,000 lbs, and a height of 0 ft 9 in', () => {
    expect(evaluate(bmi, { weight: '1000' }, TODAY).implausible).toEqual(['weight']);
    expect(evaluate(bmi, { unit: 'imperial', weightLbs: '2000' }, TODAY).implausible).toEqual([
      'weightLbs',
    ]);
    const short = evaluate(bmi, { unit: 'imperial', heightFt: '0', heightIn: '9' }, TODAY);
    expect(short.implausible).toEqual(['heightFt']);
    expect(short.notes.heightFt).toBe(
      'Check the height: adults on record measure from 1 ft 9.5 in to 8 ft 11.1 in',
    );
  });

  it('finds nothing to note in ordinary measures, a tall record-holder or 0 ft 70 in', () => {
    for (const texts of [
      { weight: '70', heightCm: '170' },
      { weight: '199', heightCm: '272' },
      { unit: 'imperial', heightFt: '0', heightIn: '70' },
      { unit: 'imperial', weightLbs: '154', heightFt: '5', heightIn: '10' },
    ]) {
      const evaluation = evaluate(bmi, texts, TODAY);
      expect(evaluation.implausible, JSON.stringify(texts)).toEqual([]);
      expect(evaluation.notes).toEqual({});
    }
  });

  it('notes a mortgage rate of 45 % (4,5 misread), and calculates it all the same', () => {
    const evaluation = evaluate(mortgage, { rate: '45' }, TODAY);
    expect(evaluation.results?.monthlyPayment).toBeCloseTo(7500.01, 2);
    expect(evaluation.implausible).toEqual(['rate']);
    expect(evaluation.notes.rate).toBe(
      'Check the rate: mortgage rates above 30% a year are very rare',
    );
    expect(evaluate(mortgage, { rate: '18.6' }, TODAY).implausible).toEqual([]);
  });
});

describe('a list of numbers typed in France', () => {
  it('says how spaced digits were read beside a message they lead to', () => {
    // '12 500, 18 000' is five numbers there, one of them 000: the message alone named a 0.
    expect(evaluate(lcm, { numbers: '12 500, 18 000' }, TODAY, frFR).errors).toEqual({
      numbers:
        '“0” (the 4th entry) is 0: use whole numbers of 1 or more. Read “12 500” as 2 numbers: ' +
        'spaces separate the numbers of a list; write 12500 for one',
    });
  });
});
