import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyMode, FieldSpec } from '../../engine/definition.ts';
import { evaluate } from '../../engine/evaluate.ts';
import type { Big } from '../../engine/money.ts';
import area from '../area-converter.ts';
import dataStorage from '../data-storage-converter.ts';
import energy from '../energy-converter.ts';
import length from '../length-converter.ts';
import power from '../power-converter.ts';
import pressure from '../pressure-converter.ts';
import speed from '../speed-converter.ts';
import volume from '../volume-converter.ts';
import weight from '../weight-converter.ts';
import {
  absoluteZero,
  AREA,
  convertLinear,
  convertTemperature,
  convertFuelEconomy,
  DATA,
  ENERGY,
  exact,
  factorText,
  formatSignificant,
  FUEL_ECONOMY,
  fuelEconomyUnit,
  held,
  isExactFuelEconomy,
  isExactLinear,
  isExactTemperature,
  LARGEST_VALUE,
  LENGTH,
  POWER,
  PRESSURE,
  SPEED,
  TEMPERATURE,
  unitOf,
  VOLUME,
  WEIGHT,
  type LinearUnit,
  type RatioUnit,
  type Scale,
} from './units.ts';

const SCALES: Record<string, Scale> = {
  LENGTH,
  WEIGHT,
  AREA,
  VOLUME,
  SPEED,
  DATA,
  PRESSURE,
  ENERGY,
  POWER,
};

/** The factor of a unit of a scale, as the decimal it is written as. */
const factor = (scale: Scale, code: string) => exact(unitOf(scale, code).factor);

/** Values with at most 10 significant digits, from 10⁻⁹ to 10¹²: digits × 10^power. */
const tenDigitValues = fc
  .tuple(fc.integer({ min: 1, max: 9_999_999_999 }), fc.integer({ min: -18, max: 2 }))
  .map(([digits, power]) => Number(exact(digits).times(exact(10).pow(power))));

describe('showing numbers', () => {
  it('shows at most 10 significant digits, without float noise or trailing zeros', () => {
    expect(formatSignificant(0.1 + 0.2)).toBe('0.3');
    expect(formatSignificant(exact(1).div(5280))).toBe('0.0001893939394');
    expect(formatSignificant(exact(2).div(3))).toBe('0.6666666667');
    expect(formatSignificant(2.5)).toBe('2.5');
    expect(formatSignificant(1609344.5)).toBe('1,609,344.5');
    expect(formatSignificant(-459.67)).toBe('-459.67');
    expect(formatSignificant(-0)).toBe('0');
  });

  it('shows tiny and huge values as powers of ten, and temperatures to 6 decimals', () => {
    expect(formatSignificant(exact(1).div(1609344))).toBe('6.213711922 × 10⁻⁷');
    expect(formatSignificant(exact(1).div('9007199254740992'))).toBe('1.110223025 × 10⁻¹⁶');
    expect(formatSignificant(exact('9007199254740992e15'))).toBe('9.007199255 × 10³⁰');
    expect(formatSignificant(0.000001)).toBe('0.000001');
    expect(formatSignificant(exact(340).div(9), 10, 6)).toBe('37.777778');
    expect(formatSignificant(exact('1e-9'), 10, 6)).toBe('0');
  });

  it('holds a result to 15 significant digits', () => {
    expect(held(exact(1).div(3))).toBe(0.333333333333333);
    expect(held(exact('1.609344'))).toBe(1.609344);
    expect(held(exact(0))).toBe(0);
  });
});

describe('the factors', () => {
  it('follow from the exact definitions, worked independently', () => {
    const inch = exact('0.0254');
    expect(factor(LENGTH, 'ft').eq(inch.times(12))).toBe(true);
    expect(factor(LENGTH, 'yd').eq(inch.times(36))).toBe(true);
    expect(factor(LENGTH, 'mi').eq(inch.times(12 * 5280))).toBe(true);
    const pound = exact('0.45359237');
    expect(factor(WEIGHT, 'oz').eq(pound.div(16))).toBe(true);
    expect(factor(WEIGHT, 'st').eq(pound.times(14))).toBe(true);
    const foot = exact('0.3048');
    expect(factor(AREA, 'in2').eq(inch.pow(2))).toBe(true);
    expect(factor(AREA, 'ft2').eq(foot.pow(2))).toBe(true);
    expect(factor(AREA, 'yd2').eq(foot.pow(2).times(9))).toBe(true);
    expect(factor(AREA, 'ac').eq(foot.pow(2).times(43560))).toBe(true);
    expect(factor(AREA, 'mi2').eq(foot.times(5280).pow(2))).toBe(true);
    // The US gallon is 231 in³ (in litres: dm³); the rest are its fractions.
    const gallon = inch.times(10).pow(3).times(231);
    expect(factor(VOLUME, 'gal').eq(gallon)).toBe(true);
    expect(factor(VOLUME, 'qt').eq(gallon.div(4))).toBe(true);
    expect(factor(VOLUME, 'pt').eq(gallon.div(8))).toBe(true);
    expect(factor(VOLUME, 'cup').eq(gallon.div(16))).toBe(true);
    expect(factor(VOLUME, 'floz').eq(gallon.div(128))).toBe(true);
    expect(factor(VOLUME, 'tbsp').eq(gallon.div(256))).toBe(true);
    expect(factor(VOLUME, 'tsp').eq(gallon.div(768))).toBe(true);
    expect(factor(VOLUME, 'ukpt').eq(exact('4.54609').div(8))).toBe(true);
    expect(factor(SPEED, 'mph').eq(factor(LENGTH, 'mi').div(1000))).toBe(true);
    expect(factor(SPEED, 'fts').eq(foot.times(3600).div(1000))).toBe(true);
    expect(factor(SPEED, 'kn').eq(factor(LENGTH, 'nmi').div(1000))).toBe(true);
    const byte = exact(8);
    for (const [code, power] of [
      ['KiB', 1],
      ['MiB', 2],
      ['GiB', 3],
      ['TiB', 4],
      ['PiB', 5],
    ] as const) {
      expect(factor(DATA, code).eq(byte.times(exact(1024).pow(power)))).toBe(true);
    }
    for (const [code, power] of [
      ['kB', 1],
      ['MB', 2],
      ['GB', 3],
      ['TB', 4],
      ['PB', 5],
    ] as const) {
      expect(factor(DATA, code).eq(byte.times(exact(1000).pow(power)))).toBe(true);
    }
  });

  it('gives each code once, and no two codes alike in any case (links are read in any case)', () => {
    for (const scale of Object.values(SCALES)) {
      const codes = scale.units.map((unit) => unit.code.toLowerCase());
      expect(new Set(codes).size).toBe(codes.length);
    }
  });
});

describe('unit round trips', () => {
  it.each(Object.entries(SCALES))(
    '%s: every pair returns the value exactly, in exact arithmetic',
    (_name, scale) => {
      fc.assert(
        fc.property(
          tenDigitValues,
          fc.constantFrom(...scale.units),
          fc.constantFrom(...scale.units),
          (value, from: LinearUnit, to: LinearUnit) => {
            const there = convertLinear(value, from, to);
            const back = convertLinear(there, to, from);
            // One division each way, to 100 decimals: equal far beyond anything shown.
            expect(back.prec(40).eq(exact(value))).toBe(true);
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  it.each(Object.entries(SCALES))(
    '%s: every pair, as held and shown, returns the value typed',
    (_name, scale) => {
      for (const from of scale.units) {
        for (const to of scale.units) {
          fc.assert(
            fc.property(tenDigitValues, (value) => {
              const there = held(convertLinear(value, from, to));
              const back = held(convertLinear(there, to, from));
              expect(formatSignificant(back)).toBe(formatSignificant(value));
              expect(Math.abs(back - value)).toBeLessThanOrEqual(Math.abs(value) * 1e-14);
            }),
            { numRuns: 20 },
          );
        }
      }
    },
  );

  it('temperature: every pair, as held and shown, returns a value of up to 6 decimals', () => {
    const temperatures = fc
      .integer({ min: -459_670_000, max: 9_999_999_999 })
      .map((millionths) => millionths / 1_000_000);
    for (const from of TEMPERATURE) {
      for (const to of TEMPERATURE) {
        fc.assert(
          fc.property(temperatures, (value) => {
            fc.pre(exact(value).gte(absoluteZero(from)));
            const there = held(convertTemperature(value, from, to));
            const back = held(convertTemperature(there, to, from));
            expect(formatSignificant(back, 10, 6)).toBe(formatSignificant(value, 10, 6));
            expect(
              convertTemperature(convertTemperature(value, from, to), to, from).prec(30),
            ).toEqual(exact(value).prec(30));
          }),
          { numRuns: 40 },
        );
      }
    }
  });
});

describe('temperature', () => {
  const [c, f, k, r] = TEMPERATURE;

  it('meets at the fixed points, worked by hand', () => {
    expect(held(convertTemperature(98.6, f, c))).toBe(37);
    expect(held(convertTemperature(-40, c, f))).toBe(-40);
    expect(held(convertTemperature(100, c, k))).toBe(373.15);
    expect(held(convertTemperature(0, c, r))).toBe(491.67);
    expect(held(convertTemperature(0, r, f))).toBe(-459.67);
    expect(held(convertTemperature(32, f, k))).toBe(273.15);
  });

  it('puts absolute zero at the same temperature in every unit', () => {
    for (const from of TEMPERATURE) {
      for (const to of TEMPERATURE) {
        expect(convertTemperature(absoluteZero(from), from, to).eq(absoluteZero(to))).toBe(true);
      }
    }
    expect(absoluteZero(c).toNumber()).toBe(-273.15);
    expect(absoluteZero(f).toNumber()).toBe(-459.67);
  });

  it('tells an exact result from a rounded one', () => {
    expect(isExactTemperature(98.6, f, c, exact(37))).toBe(true);
    expect(isExactTemperature(100, f, c, exact('37.777778'))).toBe(false);
  });
});

describe('exactness of a linear result', () => {
  it('is true only when nothing was lost', () => {
    const mi = unitOf(LENGTH, 'mi');
    const km = unitOf(LENGTH, 'km');
    const ft = unitOf(LENGTH, 'ft');
    expect(isExactLinear(1, mi, km, exact('1.609344'))).toBe(true);
    expect(isExactLinear(1, ft, mi, exact('0.000189393939393939'))).toBe(false);
    expect(isExactLinear(5280, ft, mi, exact(1))).toBe(true);
  });
});

// The linear converters share one definition; what a visitor sees of each.
const CONVERTERS: [string, AnyMode, Scale][] = [
  ['length-converter', length, LENGTH],
  ['weight-converter', weight, WEIGHT],
  ['area-converter', area, AREA],
  ['volume-converter', volume, VOLUME],
  ['speed-converter', speed, SPEED],
  ['data-storage-converter', dataStorage, DATA],
  ['pressure-converter', pressure, PRESSURE],
  ['energy-converter', energy, ENERGY],
  ['power-converter', power, POWER],
];

describe.each(CONVERTERS)('%s', (_slug, definition, scale) => {
  it('offers every unit of its scale in both lists, and names each field as the brief asks', () => {
    const codes = scale.units.map((unit) => unit.code);
    expect(Object.keys(definition.fields)).toEqual(['value', 'from', 'to']);
    for (const id of ['from', 'to'] as const) {
      const field = definition.fields[id] as FieldSpec;
      expect(field.kind === 'choice' && field.options.map((option) => option.value)).toEqual(codes);
    }
  });

  it('round-trips every pair through the form: the result typed back gives the value', () => {
    for (const from of scale.units) {
      for (const to of scale.units) {
        const there = evaluate(definition, { value: '3.7', from: from.code, to: to.code });
        const result = there.results!.result!;
        const back = evaluate(definition, { value: String(result), from: to.code, to: from.code });
        expect(formatSignificant(back.results!.result!)).toBe('3.7');
      }
    }
  });

  it('takes 0 up to 10²¹, and says what is wrong otherwise', () => {
    const messages = (value: string) => evaluate(definition, { value }).errors;
    expect(messages('0')).toEqual({});
    expect(messages(String(LARGEST_VALUE))).toEqual({});
    expect(messages('-1').value).toMatch(/cannot be negative/);
    expect(messages('1.000001e21').value).toMatch(/at most 1,000,000,000,000,000,000,000$/);
    expect(messages('').value).toMatch(/^Enter the /);
    expect(messages('ten').value).toMatch(/as a number/);
  });

  it('lists the value in every unit, and converts a unit to itself as it is', () => {
    const { values, results } = evaluate(definition, {});
    expect(definition.facts!(values!, results!)).toHaveLength(scale.units.length + 2);
    const code = scale.units[1]!.code;
    const same = evaluate(definition, { value: '42', from: code, to: code });
    expect(same.results).toEqual({ result: 42, factor: 1 });
    expect(definition.steps(same.values!, same.results!)).toHaveLength(1);
  });
});

describe('quotient units (pressure, power)', () => {
  /** A unit's value in its base unit, exactly: factor ÷ per. */
  const ratio = (scale: Scale, code: string) => {
    const unit: RatioUnit = unitOf(scale, code);
    return { factor: exact(unit.factor), per: exact(unit.per ?? '1') };
  };
  /**
   * Whether a unit is exactly `numerator ÷ denominator` in its base unit, without dividing:
   * factor × denominator = numerator × per.
   */
  const isWorth = (scale: Scale, code: string, numerator: Big, denominator: Big = exact(1)) => {
    const { factor: top, per } = ratio(scale, code);
    return top.times(denominator).eq(numerator.times(per));
  };
  const inch = exact('0.0254');
  const foot = exact('0.3048');
  const poundForce = exact('0.45359237').times('9.80665');
  const btu = exact('4.1868').times('453.59237').div('1.8');

  it('follow from the exact definitions, worked independently', () => {
    expect(poundForce.eq('4.4482216152605')).toBe(true);
    expect(isWorth(PRESSURE, 'psi', poundForce, inch.pow(2))).toBe(true);
    expect(ratio(PRESSURE, 'psi').per.eq(inch.pow(2))).toBe(true);
    expect(isWorth(PRESSURE, 'torr', exact(101325), exact(760))).toBe(true);
    const mmHg = exact('13595.1').times('9.80665').times('0.001');
    expect(isWorth(PRESSURE, 'mmhg', mmHg)).toBe(true);
    expect(isWorth(PRESSURE, 'inhg', mmHg.times('25.4'))).toBe(true);
    expect(isWorth(PRESSURE, 'kgfcm2', exact('9.80665').div('0.0001'))).toBe(true);
    expect(isWorth(PRESSURE, 'atm', exact(101325))).toBe(true);
    expect(btu.eq('1055.05585262')).toBe(true);
    expect(isWorth(ENERGY, 'btu', btu)).toBe(true);
    expect(isWorth(ENERGY, 'therm', btu.times(100000))).toBe(true);
    expect(isWorth(ENERGY, 'kwh', exact(1000).times(3600))).toBe(true);
    expect(isWorth(POWER, 'hp', foot.times(550).times(poundForce))).toBe(true);
    expect(isWorth(POWER, 'ps', exact('9.80665').times(75))).toBe(true);
    expect(isWorth(POWER, 'btuh', btu, exact(3600))).toBe(true);
    expect(isWorth(POWER, 'tr', btu.times(12000), exact(3600))).toBe(true);
  });

  it('convert with the quotient exactly: 760 torr is 1 atm, 1 TR is 12,000 BTU/h', () => {
    const torr = unitOf(PRESSURE, 'torr');
    const atm = unitOf(PRESSURE, 'atm');
    expect(convertLinear(760, torr, atm).eq(1)).toBe(true);
    expect(isExactLinear(760, torr, atm, exact(1))).toBe(true);
    expect(isExactLinear(1, torr, atm, exact('0.001315789474'))).toBe(false);
    expect(convertLinear(1, unitOf(POWER, 'tr'), unitOf(POWER, 'btuh')).eq(12000)).toBe(true);
    // 1 psi in kPa: 4.4482216152605 ÷ 0.00064516 ÷ 1000 = 6.894757293168361…
    const psi = unitOf(PRESSURE, 'psi');
    expect(formatSignificant(convertLinear(1, psi, unitOf(PRESSURE, 'kpa')))).toBe('6.894757293');
    expect(factorText(psi)).toBe('(4.4482216152605 ÷ 0.00064516)');
    expect(factorText(psi, false)).toBe('4.4482216152605 ÷ 0.00064516');
    expect(factorText(unitOf(PRESSURE, 'bar'))).toBe('100,000');
  });
});

describe('fuel economy', () => {
  const [mpg, mpguk, kml, l100km] = FUEL_ECONOMY;
  const mile = exact('1.609344');
  const usGallon = exact('3.785411784');
  const ukGallon = exact('4.54609');

  it('meets the published constants, worked independently', () => {
    // L/100 km = 100 × 3.785411784 ÷ 1.609344 ÷ mpg = 235.2145833… ÷ mpg.
    const usConstant = exact(100).times(usGallon).div(mile);
    expect(convertFuelEconomy(1, mpg, l100km).eq(usConstant)).toBe(true);
    expect(formatSignificant(usConstant)).toBe('235.2145833');
    expect(formatSignificant(convertFuelEconomy(1, mpguk, l100km))).toBe('282.4809363');
    expect(formatSignificant(convertFuelEconomy(1, mpg, kml))).toBe('0.4251437074');
    expect(convertFuelEconomy(8, l100km, kml).eq('12.5')).toBe(true);
    expect(convertFuelEconomy(12.5, kml, l100km).eq(8)).toBe(true);
    expect(convertFuelEconomy(30, mpg, mpguk).eq(exact(30).times(ukGallon).div(usGallon))).toBe(
      true,
    );
  });

  it('returns every value there and back, exactly to 40 digits', () => {
    const values = fc.integer({ min: 1, max: 99_999_999 }).map((hundredths) => hundredths / 100);
    for (const from of FUEL_ECONOMY) {
      for (const to of FUEL_ECONOMY) {
        fc.assert(
          fc.property(values, (value) => {
            const back = convertFuelEconomy(convertFuelEconomy(value, from, to), to, from);
            expect(back.prec(40).eq(exact(value))).toBe(true);
          }),
          { numRuns: 30 },
        );
      }
    }
  });

  it('is the reciprocal for L/100 km: doubling the mpg halves the consumption', () => {
    const at20 = convertFuelEconomy(20, mpg, l100km);
    const at40 = convertFuelEconomy(40, mpg, l100km);
    // Equal to the 100 decimals each division is worked to.
    expect(at20.minus(at40.times(2)).abs().lt('1e-98')).toBe(true);
    expect(formatSignificant(at20)).toBe('11.76072917');
  });

  it('tells an exact result from a rounded one', () => {
    expect(isExactFuelEconomy(20, kml, l100km, exact(5))).toBe(true);
    expect(isExactFuelEconomy(30, mpg, l100km, exact('7.840486111'))).toBe(false);
    expect(fuelEconomyUnit('mpguk')).toBe(mpguk);
  });
});
