import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './length-converter.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const length: AnyMode = calculator;

// The shared converter maths and round trips are tested in shared/units.test.ts; here, what a
// visitor reads for lengths, worked by hand.

function show(inputs: Record<string, string>) {
  const { values, results } = evaluate(length, inputs);
  return {
    results: results!,
    text: length.headline!.text(values!, results!, ''),
    caption: length.headline!.caption(values!, results!, ''),
    facts: length.facts!(values!, results!),
    steps: length.steps(values!, results!),
  };
}

describe('length converter', () => {
  it('opens on 1 mile in kilometres, exactly', () => {
    const shown = show({});
    expect(shown.text).toBe('1 mile = 1.609344 kilometres');
    expect(shown.caption).toBe('Exact. 1 mi = 1.609344 km');
  });

  it('says ≈ and rounds to 10 significant digits when the result does not end', () => {
    const shown = show({ value: '1', from: 'ft', to: 'mi' });
    // 0.3048 ÷ 1,609.344 = 1 ÷ 5,280 = 0.000189393939…
    expect(shown.text).toBe('1 foot ≈ 0.0001893939394 miles');
    expect(shown.results.result).toBe(0.000189393939393939);
    expect(shown.steps).toContain('In miles: 0.3048 ÷ 1,609.344 ≈ 0.0001893939394 mi.');
  });

  it('says it rounded a value typed with more digits than it carries', () => {
    // 123,456,789,012,345,678,901 m has 21 significant digits; the nearest double is
    // 123,456,789,012,345,680,000, so the conversion is of that, and the page says so.
    const rounded = evaluate(length, { value: '123456789012345678901', from: 'm', to: 'km' });
    expect(rounded.rounded).toEqual([
      'Length has 21 significant digits, more than a number is worked with here (15 to 17): it was rounded to 123456789012345680000 first.',
    ]);
    // 16 digits that a double carries exactly are not rounded, nor are trailing zeros.
    expect(evaluate(length, { value: '0.1234567890123456', from: 'm', to: 'km' }).rounded).toBe(
      undefined,
    );
    expect(evaluate(length, { value: '1000000000000000000000', from: 'm', to: 'km' }).rounded).toBe(
      undefined,
    );
  });

  it('names plural units for any value but 1', () => {
    expect(show({ value: '2', from: 'ft', to: 'm' }).text).toBe('2 feet = 0.6096 metres');
    expect(show({ value: '0.5', from: 'in', to: 'mm' }).text).toBe('0.5 inches = 12.7 millimetres');
    expect(show({ value: '1852', from: 'm', to: 'nmi' }).text).toBe(
      '1,852 metres = 1 nautical mile',
    );
  });

  it('lists a mile in every unit: 5,280 ft, 1,760 yd, 63,360 in', () => {
    const facts = show({}).facts;
    const text = (label: string) => facts.find((fact) => fact.label === label)?.text;
    expect(text('Inverse')).toBe('1 km ≈ 0.6213711922 mi');
    expect(text('In feet')).toBe('5,280 ft');
    expect(text('In yards')).toBe('1,760 yd');
    expect(text('In inches')).toBe('63,360 in');
    expect(text('In nautical miles')).toBe('≈ 0.8689762419 nmi');
  });

  it('converts from the base unit without a step for it', () => {
    expect(show({ value: '5', from: 'm', to: 'ft' }).steps).toEqual([
      'Factors (exact, NIST SP 811): 1 ft = 0.3048 m.',
      'In feet: 5 ÷ 0.3048 ≈ 16.40419948 ft.',
    ]);
  });
});
