import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { formatSignificant } from './shared/units.ts';
import calculator from './temperature-converter.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const temperature: AnyMode = calculator;

// The affine maths is tested in shared/units.test.ts; here, the form: absolute zero in each unit,
// what a visitor reads, and round trips through the form. Expected values worked by hand.

const CODES = ['c', 'f', 'k', 'r'] as const;

function show(inputs: Record<string, string>) {
  const { values, results, errors } = evaluate(temperature, inputs);
  if (!values || !results) return { errors };
  return {
    errors,
    result: results.result,
    text: temperature.headline!.text(values, results, ''),
    caption: temperature.headline!.caption(values, results, ''),
    steps: temperature.steps(values, results),
    facts: temperature.facts!(values, results),
  };
}

describe('temperature converter', () => {
  it('opens on 98.6 °F, exactly 37 °C', () => {
    const shown = show({});
    expect(shown.text).toBe('98.6 degrees Fahrenheit = 37 degrees Celsius');
    expect(shown.caption).toBe('Exact. °C = (°F − 32) ÷ 1.8');
    expect(shown.steps).toContain('°C = (98.6 − 32) ÷ 1.8 = 37 °C.');
  });

  it('rounds a result that does not end to 6 decimals and says so', () => {
    // (100 − 32) ÷ 1.8 = 37.7777…
    const shown = show({ value: '100', from: 'f', to: 'c' });
    expect(shown.text).toBe('100 degrees Fahrenheit ≈ 37.777778 degrees Celsius');
    expect(shown.caption).toBe(
      'Rounded to 10 significant digits and at most 6 decimals. °C = (°F − 32) ÷ 1.8',
    );
    expect(shown.result).toBe(37.7777777777778);
  });

  it('brackets a negative value in the formula, and -40 is the same in °C and °F', () => {
    const shown = show({ value: '-40', from: 'c', to: 'f' });
    expect(shown.text).toBe('-40 degrees Celsius = -40 degrees Fahrenheit');
    expect(shown.steps).toContain('°F = (-40) × 1.8 + 32 = -40 °F.');
  });

  it('takes absolute zero in each unit, and refuses anything colder', () => {
    const zero = { c: '-273.15', f: '-459.67', k: '0', r: '0' };
    const colder = { c: '-273.16', k: '-0.01', r: '-0.01' };
    for (const from of CODES) {
      expect(show({ value: zero[from], from, to: 'k' }).result).toBe(0);
    }
    for (const from of ['c', 'k', 'r'] as const) {
      expect(show({ value: colder[from], from, to: 'k' }).errors.value).toMatch(
        new RegExp(`is below absolute zero. Enter a temperature of at least ${zero[from]} `),
      );
    }
    expect(show({ value: '-300', from: 'c', to: 'f' }).errors.value).toBe(
      '-300 °C is below absolute zero. Enter a temperature of at least -273.15 °C.',
    );
    // Below the lowest absolute zero of all (that of °F), the field's own message.
    expect(show({ value: '-459.68', from: 'f', to: 'c' }).errors.value).toBe(
      'No temperature is below absolute zero: -459.67 °F, -273.15 °C, 0 K',
    );
  });

  it('names kelvins without degrees, and 1 kelvin in the singular', () => {
    expect(show({ value: '-272.15', from: 'c', to: 'k' }).text).toBe(
      '-272.15 degrees Celsius = 1 kelvin',
    );
    expect(show({ value: '25', from: 'c', to: 'k' }).text).toBe(
      '25 degrees Celsius = 298.15 kelvins',
    );
  });

  it('lists the temperature in every unit', () => {
    expect(show({}).facts).toEqual([
      { label: 'Formula', text: '°C = (°F − 32) ÷ 1.8' },
      { label: 'In degrees Celsius', text: '37 °C' },
      { label: 'In degrees Fahrenheit', text: '98.6 °F' },
      { label: 'In kelvins', text: '310.15 K' },
      // 98.6 + 459.67 = 558.27.
      { label: 'In degrees Rankine', text: '558.27 °R' },
    ]);
  });

  it('round-trips every pair through the form: the result typed back gives the value', () => {
    for (const value of ['-12.345', '0', '36.6', '451', '1000000']) {
      for (const from of CODES) {
        for (const to of CODES) {
          const there = show({ value, from, to });
          if (!('result' in there)) continue; // below absolute zero in this unit
          const back = show({ value: String(there.result), from: to, to: from });
          expect(formatSignificant(back.result!, 10, 6)).toBe(
            formatSignificant(Number(value), 10, 6),
          );
        }
      }
    }
  });
});
