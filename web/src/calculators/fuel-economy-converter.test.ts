import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import calculator from './fuel-economy-converter.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const fuel: AnyMode = calculator;

// Worked independently with Python's decimal module (mile 1.609344 km, US gallon 3.785411784 L,
// imperial gallon 4.54609 L):
//   mpg = Decimal('1.609344') / Decimal('3.785411784')   # km/L in 1 mpg (US), 0.42514370743…
//   uk = Decimal('1.609344') / Decimal('4.54609')        # km/L in 1 mpg (UK), 0.35400618993…
//   100 / (30 * mpg) = 7.8404861111…; 30 * mpg = 12.754311222…; 30 * mpg / uk = 36.028497…

function show(inputs: Record<string, string>) {
  const { values, results, errors } = evaluate(fuel, inputs);
  if (!values || !results) return { errors };
  return {
    text: fuel.headline!.text(values, results, ''),
    caption: fuel.headline!.caption!(values, results, ''),
    steps: fuel.steps(values, results),
    facts: fuel.facts!(values, results),
    results,
  };
}

describe('fuel economy converter', () => {
  it('opens on 30 mpg (US) in litres per 100 km', () => {
    const shown = show({});
    expect(shown.text).toBe('30 miles per US gallon ≈ 7.840486111 litres per 100 kilometres');
    expect(shown.caption).toBe(
      'Rounded to 10 significant digits. L/100 km ≈ 235.2145833 ÷ mpg (US)',
    );
    expect(shown.results).toEqual({ result: 7.84048611111111 });
  });

  it('shows the working through kilometres per litre', () => {
    expect(show({}).steps).toEqual([
      'Exact definitions (NIST SP 811, Appendix B.8): 1 mile = 1.609344 km; 1 US gallon = 3.785411784 L; 1 imperial gallon = 4.54609 L.',
      'In kilometres per litre: 30 × 1.609344 ÷ 3.785411784 ≈ 12.75431122 km/L.',
      'In litres per 100 kilometres: 100 ÷ (30 × 1.609344 ÷ 3.785411784) ≈ 7.840486111 L/100 km.',
      'Formula: L/100 km ≈ 235.2145833 ÷ mpg (US).',
    ]);
  });

  it('lists the same fuel economy in every unit', () => {
    expect(show({}).facts).toEqual([
      { label: 'Formula', text: 'L/100 km ≈ 235.2145833 ÷ mpg (US)' },
      { label: 'In miles per US gallon', text: '30 mpg (US)' },
      { label: 'In miles per imperial gallon', text: '≈ 36.02849777 mpg (UK)' },
      { label: 'In kilometres per litre', text: '≈ 12.75431122 km/L' },
      { label: 'In litres per 100 kilometres', text: '≈ 7.840486111 L/100 km' },
    ]);
  });

  it('turns litres per 100 km into km/L exactly, and back', () => {
    expect(show({ value: '8', from: 'l100km', to: 'kml' })).toMatchObject({
      text: '8 litres per 100 kilometres = 12.5 kilometres per litre',
      caption: 'Exact. km/L = 100 ÷ L/100 km',
      steps: [
        'Exact definitions (NIST SP 811, Appendix B.8): 1 mile = 1.609344 km; 1 US gallon = 3.785411784 L; 1 imperial gallon = 4.54609 L.',
        'In kilometres per litre: 100 ÷ 8 = 12.5 km/L.',
        'Formula: km/L = 100 ÷ L/100 km.',
      ],
    });
    expect(show({ value: '20', from: 'kml', to: 'l100km' }).text).toBe(
      '20 kilometres per litre = 5 litres per 100 kilometres',
    );
    // 100 ÷ 6 ÷ mpg = 39.2024305555…
    expect(show({ value: '6', from: 'l100km', to: 'mpg' }).steps?.[2]).toBe(
      'In miles per US gallon: (100 ÷ 6) × 3.785411784 ÷ 1.609344 ≈ 39.20243056 mpg (US).',
    );
  });

  it('converts between US and UK mpg by the gallons', () => {
    // 4.54609 ÷ 3.785411784 = 1.2009499255…
    expect(show({ value: '1', from: 'mpg', to: 'mpguk' })).toMatchObject({
      text: '1 mile per US gallon ≈ 1.200949926 miles per imperial gallon',
      caption: 'Rounded to 10 significant digits. mpg (UK) ≈ mpg (US) × 1.200949926',
    });
    // x mpg (US) is x × 4.54609 ÷ 3.785411784 mpg (UK): exact only where that division ends.
    expect(show({ value: '3.785411784', from: 'mpg', to: 'mpguk' }).text).toBe(
      '3.785411784 miles per US gallon = 4.54609 miles per imperial gallon',
    );
  });

  it('converts a unit to itself as it is', () => {
    const same = show({ value: '42.5', from: 'l100km', to: 'l100km' });
    expect(same.text).toBe('42.5 litres per 100 kilometres = 42.5 litres per 100 kilometres');
    expect(same.steps).toEqual(['Same unit: 42.5 L/100 km = 42.5 L/100 km.']);
  });

  it('lists common consumptions in its table', () => {
    expect(fuel.dataTable!.columns).toEqual(['L/100 km', 'mpg (US)', 'mpg (UK)', 'km/L']);
    // 100 ÷ 5 = 20 km/L; 20 ÷ mpg = 47.0429…; 20 ÷ uk = 56.4962…
    expect(fuel.dataTable!.rows[1]).toEqual(['5', '47.04', '56.5', '20']);
  });

  it('takes only a fuel economy from 0.000001 (one millionth, as 1,000,000 is the most)', () => {
    const smallest = 'The fuel economy must be at least 0.000001';
    expect(show({ value: '0' }).errors?.value).toBe(smallest);
    expect(show({ value: '-3' }).errors?.value).toBe(smallest);
    // 10⁻³⁰⁰ mpg was worked to '0 km/L' in the steps, and then divided by.
    expect(show({ value: '1e-300' }).errors?.value).toBe(smallest);
    // 235.2145833… ÷ 0.000001 = 235,214,583.3… L/100 km, through 4.251437074 × 10⁻⁷ km/L.
    const least = show({ value: '0.000001', from: 'mpg', to: 'l100km' });
    expect(least.text).toBe(
      '0.000001 miles per US gallon ≈ 235,214,583.3 litres per 100 kilometres',
    );
    expect(least.steps?.join(' ')).toMatch(/≈ 4\.251437074 × 10⁻⁷ km\/L/);
    expect(show({ value: '' }).errors?.value).toBe('Enter the fuel economy to convert');
    expect(show({ value: 'thirty' }).errors?.value).toBe(
      'Enter the fuel economy as a number, such as 30 or 6.5',
    );
    expect(show({ value: '1000001' }).errors?.value).toBe(
      'The fuel economy can be at most 1,000,000',
    );
    // A tiny fuel economy is a huge consumption, still worked: 100 ÷ (0.001 × mpg) = 235,214.5833…
    expect(show({ value: '0.001', from: 'mpg', to: 'l100km' }).text).toBe(
      '0.001 miles per US gallon ≈ 235,214.5833 litres per 100 kilometres',
    );
  });
  it('matches every published reference case, within its stated rounding', () => {
    const checks = referenceChecks(fuel, '2026-11-29');
    expect(checks).toHaveLength(fuel.references.length);
    for (const check of checks) {
      expect(check.problem).toBeNull();
      for (const figure of check.figures) {
        expect(figure.matches, `${figure.published} vs ${figure.ours}`).toBe(true);
      }
    }
  });
});
