import { describe, expect, it } from 'vitest';
import { LINK_LOCALE, numberLocaleOf } from './numberText.ts';
import {
  chosenUnit,
  convertedText,
  fromBase,
  inUnitOf,
  quantityField,
  readQuantity,
  shownQuantity,
  switchUnit,
  toBase,
  unitMenuOf,
} from './quantity.ts';

// Quantities: a number typed in any unit of a menu, received in the base unit, converted with
// exact decimal factors. Expected values worked by hand from the factors (1 lb = 0.45359237 kg,
// 1 st = 14 lb, 1 in = 2.54 cm).

const KG = { code: 'kg', symbol: 'kg', singular: 'kilogram', plural: 'kilograms', factor: '1' };
const LB = { code: 'lb', symbol: 'lb', singular: 'pound', plural: 'pounds', factor: '0.45359237' };
const ST = { code: 'st', symbol: 'st', singular: 'stone', plural: 'stone', factor: '6.35029318' };
const G = { code: 'g', symbol: 'g', singular: 'gram', plural: 'grams', factor: '0.001' };

const weight = quantityField({
  label: 'Weight',
  units: [KG, LB, ST, G],
  base: 'kg',
  default: '70',
  defaultUnit: 'kg',
  min: 20,
  max: 400,
  required: 'Enter your weight',
});
const optional = { ...weight, default: '75', blankValue: 0 };
const menu = unitMenuOf(weight)!;
const GERMANY = numberLocaleOf('de-DE');

const read = (text: string, unit: string, field = weight, locale = LINK_LOCALE) => {
  const reading = readQuantity(field, text, unit, locale);
  return 'error' in reading ? reading.error : reading.value;
};

describe('quantities', () => {
  it('reads the unit a link names in any case, or the default one', () => {
    expect(chosenUnit(menu, 'LB').code).toBe('lb');
    expect(chosenUnit(menu, 'furlong').code).toBe('kg');
    expect(chosenUnit(menu, undefined).code).toBe('kg');
  });

  it('converts exactly, with no binary noise, both ways', () => {
    // 154 × 0.45359237 = 69.85322498 (in floating point, 69.85322498000001).
    expect(toBase(menu, 154, LB)).toBe(69.85322498);
    expect(fromBase(menu, 69.85322498, LB)).toBe(154);
    expect(toBase(menu, 11, ST)).toBe(69.85322498);
    expect(inUnitOf(weight, 69.85322498, 'st')).toBe(11);
    // 1 kg = 2.2046226218487758… lb: held to 15 significant digits.
    expect(fromBase(menu, 1, LB)).toBe(2.20462262184878);
  });

  it('reads the number in the visitor’s signs, like any number field', () => {
    expect(read('154', 'lb')).toBe(69.85322498);
    expect(read('70,5', 'kg', weight, GERMANY)).toBe(70.5);
    expect(read('70.5', 'kg', weight, GERMANY)).toBe('Use a comma for decimals: 70,5');
    // 88.184 lb is 88184 lb in Germany: past the limit (881,8 lb there), said with the reading.
    expect(read('88.184', 'lb', weight, GERMANY)).toBe(
      'The weight can be at most 881,8 lb. Read as 88184: the point separates thousands; use a comma for decimals: 88,184',
    );
    expect(read('70 000', 'g')).toBe(70);
    expect(read('seventy', 'kg')).toBe('Enter a number');
  });

  it('checks the limits in the base unit and says them in the unit typed, rounded inwards', () => {
    expect(read('19.99', 'kg')).toBe('The weight must be at least 20 kg');
    // 20 kg = 44.0924… lb: 44.1 lb is accepted, and is the limit said.
    expect(read('44.09', 'lb')).toBe('The weight must be at least 44.1 lb');
    expect(read('44.1', 'lb')).toBe(20.003423517);
    // 400 kg = 62.99… st = 881.849… lb: one decimal, rounded down; two below 10.
    expect(read('63', 'st')).toBe('The weight can be at most 62.9 st');
    expect(read('3.14', 'st')).toBe('The weight must be at least 3.15 st'); // 3.1494… st
    expect(read('882', 'lb')).toBe('The weight can be at most 881.8 lb');
    expect(read('', 'lb')).toBe('Enter your weight');
    expect(read(' ', 'lb', optional)).toBe(0);
  });

  it('writes a number typed in one unit in another when the unit changes', () => {
    // 70 × 2.20462… = 154.3235… lb, to 2 decimals; back, 154.32 lb is 69.998 kg.
    expect(convertedText(menu, '70', KG, LB, LINK_LOCALE)).toBe('154.32');
    expect(convertedText(menu, '154.32', LB, KG, LINK_LOCALE)).toBe('70');
    expect(convertedText(menu, '11', ST, LB, LINK_LOCALE)).toBe('154');
    expect(convertedText(menu, '1500', G, KG, LINK_LOCALE)).toBe('1.5');
    // Below 1, three significant digits: 0.1 kg = 0.220462… lb.
    expect(convertedText(menu, '0.1', KG, LB, LINK_LOCALE)).toBe('0.22');
    expect(convertedText(menu, '70,5', KG, LB, GERMANY)).toBe('155,43');
    // A text that is not a number stays as typed.
    expect(convertedText(menu, '7o', KG, LB, LINK_LOCALE)).toBe('7o');
  });

  it('converts from what was typed when the unit is switched again, so a round trip does not drift', () => {
    const units = { kg: KG, lb: LB, st: ST, g: G };
    const convert = (to: keyof typeof units) => (text: string, from: string) =>
      convertedText(menu, text, units[from as keyof typeof units], units[to], LINK_LOCALE);
    // 63.5 kg is 139.99 lb (139.9935…); every later switch starts from 63.5 kg, not 139.99 lb.
    let source = switchUnit(null, '63.5', 'kg', 'lb', convert('lb'));
    expect(source.wrote).toBe('139.99');
    source = switchUnit(source, '139.99', 'lb', 'st', convert('st'));
    expect(source.wrote).toBe('10'); // 63.5 / 6.35029318 = 9.99954… st
    source = switchUnit(source, '10', 'st', 'g', convert('g'));
    expect(source.wrote).toBe('63500');
    source = switchUnit(source, '63500', 'g', 'kg', convert('kg'));
    expect(source.wrote).toBe('63.5');
    // 0.1 kg → 0.22 lb → back: 0.1 kg as typed, where converting 0.22 lb gives 0.0998 kg.
    source = switchUnit(null, '0.1', 'kg', 'lb', convert('lb'));
    expect(convertedText(menu, source.wrote, LB, KG, LINK_LOCALE)).toBe('0.0998');
    expect(switchUnit(source, '0.22', 'lb', 'kg', convert('kg')).wrote).toBe('0.1');
    // Once the visitor types, the typed text is the source: 0.3 lb → kg is 0.136 kg.
    source = switchUnit(source, '0.3', 'lb', 'kg', convert('kg'));
    expect(source).toEqual({ text: '0.3', unit: 'lb', wrote: '0.136', wroteUnit: 'kg' });
  });

  it('rounds a value solved for in the unit shown, and gives it back in the base unit', () => {
    // 69.9 kg in lb is 154.1033… → 154.10 lb → 69.8985… kg.
    expect(shownQuantity(weight, 69.9, LB)).toBe(toBase(menu, 154.1, LB));
    expect(shownQuantity(weight, 69.996, KG)).toBe(70);
  });

  it('carries its value and unit in links, numbers in their canonical form', () => {
    const { io } = weight;
    expect(io.params(weight, 'weight')).toEqual({ weight: '70', weightUnit: 'kg' });
    const texts = { weight: '1.234,5', weightUnit: 'g' };
    expect(io.canonical(weight, 'weight', texts, GERMANY)).toBeNull(); // 1.2345 kg: too light
    expect(io.canonical(weight, 'weight', { weight: '70,5', weightUnit: 'LB' }, GERMANY)).toEqual({
      weight: '70.5',
      weightUnit: 'lb',
    });
    expect(io.read(weight, 'weight', { weight: '154', weightUnit: 'lb' }, LINK_LOCALE)).toEqual({
      values: { weight: 69.85322498, weightUnit: 'lb' },
    });
    // A text the URL does not give is the default, read as links write numbers.
    expect(io.read(weight, 'weight', {}, GERMANY)).toEqual({
      values: { weight: 70, weightUnit: 'kg' },
    });
    // An optional weight left blank is written blank (0 kg is not a weight the field accepts).
    expect(io.canonical(optional, 'weight', { weight: '', weightUnit: 'lb' }, LINK_LOCALE)).toEqual(
      { weight: '', weightUnit: 'lb' },
    );
  });

  it('keeps working when spread into a field with other values', () => {
    const heavy = { ...weight, default: '100', max: 500 };
    expect(heavy.io.params(heavy, 'w')).toEqual({ w: '100', wUnit: 'kg' });
    expect(heavy.io.read(heavy, 'w', { w: '450' }, LINK_LOCALE)).toEqual({
      values: { w: 450, wUnit: 'kg' },
    });
  });
});
