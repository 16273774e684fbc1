import { capitalised } from '../../domain/format.ts';
import { defineCalculator, type FaqEntry } from '../../engine/definition.ts';
import { Big } from '../../engine/money.ts';
import { exact, FULL_DIGITS, held, SHOWN_DIGITS, toSignificant } from './exactDecimal.ts';
import { unitOf, type CodeOf, type LinearUnit, type Scale } from './scales.ts';
export {
  exact,
  FULL_DIGITS,
  held,
  HELD_DIGITS,
  SHOWN_DIGITS,
  toSignificant,
} from './exactDecimal.ts';

export {
  AREA,
  LENGTH,
  unitOf,
  unitsOf,
  WEIGHT,
  type CodeOf,
  type LinearUnit,
  type Scale,
} from './scales.ts';

// Units of measurement for the converters (length, weight, area, volume, speed, data storage and
// temperature): each unit's exact factor in its scale's base unit, the decimal arithmetic that
// converts with them, and the converter definition the six linear scales share.
//
// Every factor is an exact decimal, from NIST SP 811 (2008), Appendix B, or from the definitions
// it rests on (1 in = 2.54 cm, 1 lb = 0.453 592 37 kg, 1 US gal = 231 in³, 1 imperial gal =
// 4.546 09 L). A conversion multiplies exactly and makes one division, to 100 decimal places, so
// no binary floating-point noise (0.30000000000000004) ever reaches a visitor. A result is held
// as a number rounded to 15 significant digits (unless a number holds it exactly), and shown in
// full when it is exact, else rounded to 10 significant digits and marked ≈.

// ---------------------------------------------------------------------------------------------
// Showing numbers

const SUPERSCRIPTS: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** '1609344.5' → '1,609,344.5'; '-0.25' stays. */
function grouped(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '', fraction] = (negative ? text.slice(1) : text).split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${withCommas}${fraction ? `.${fraction}` : ''}`;
}

/** Below this (and above 0) a value is shown as a power of ten: 0.000000621… is 6.21… × 10⁻⁷. */
const SMALLEST_PLAIN = exact('0.000001');
/** From this up, likewise: 1.2 × 10²¹. */
const LARGEST_PLAIN = exact('1e21');

/**
 * A value to `digits` significant digits (10 unless told), rounded half-up, without trailing
 * zeros or float noise, with thousands separators: 1.609344 → '1.609344', 1/5280 →
 * '0.0001893939394', 1609.344 → '1,609.344'. Tiny and huge values are shown as a power of ten
 * ('6.213711922 × 10⁻⁷'), unless `maxDecimals` is given: then the value is also rounded to that
 * many decimals and never shown as a power of ten (temperatures: 37.777778).
 */
export function formatSignificant(
  value: number | Big,
  digits = SHOWN_DIGITS,
  maxDecimals?: number,
): string {
  let rounded = toSignificant(exact(value), digits);
  if (maxDecimals !== undefined) rounded = rounded.round(maxDecimals, Big.roundHalfUp);
  if (rounded.eq(0)) return '0';
  const size = rounded.abs();
  if (maxDecimals === undefined && (size.lt(SMALLEST_PLAIN) || size.gte(LARGEST_PLAIN))) {
    const [first, ...rest] = rounded.c;
    const mantissa = `${rounded.s < 0 ? '-' : ''}${first}${rest.length > 0 ? `.${rest.join('')}` : ''}`;
    const power = [...String(rounded.e)].map((char) => SUPERSCRIPTS[char] ?? char).join('');
    return `${mantissa} × 10${power}`;
  }
  return grouped(rounded.toFixed());
}

/** A value the visitor typed (or an exact step), echoed in full, up to 20 significant digits. */
export function formatTyped(value: number | Big): string {
  return formatSignificant(value, FULL_DIGITS);
}

/** An exact factor in full ('9,007,199,254,740,992', '0.00492892159375'). */
export function formatFactor(value: string | Big): string {
  return formatSignificant(exact(value), 40);
}

/**
 * A result as shown: in full when it has at most 20 significant digits and `isExact` says that is
 * the exact value (4,046.8564224), else rounded to 10 significant digits (0.0001893939394).
 */
export function shownResult(
  value: Big,
  isExact: (full: Big) => boolean,
  maxDecimals?: number,
): { text: string; exact: boolean } {
  const full = toSignificant(value, FULL_DIGITS);
  if (maxDecimals === undefined ? isExact(full) : isExact(full.round(maxDecimals))) {
    return { text: formatSignificant(full, FULL_DIGITS, maxDecimals), exact: true };
  }
  return { text: formatSignificant(value, SHOWN_DIGITS, maxDecimals), exact: false };
}

/** '= 1,609.344' when the value (worked to 100 decimals) ends within 20 digits, else '≈ 0.3333333333'. */
export function equalsText(value: Big): string {
  const { text, exact: isExact } = shownResult(value, (full) => full.eq(value));
  return `${isExact ? '=' : '≈'} ${text}`;
}

// ---------------------------------------------------------------------------------------------
// Linear scales: a factor per unit (the scales themselves are in scales.ts, which quantity fields
// load without the converters' code)

/**
 * A unit whose factor is a quotient of two exact decimals, where the quotient itself never ends:
 * a pound-force per square inch is 4.4482216152605 N ÷ 0.00064516 m², a torr 101,325 ÷ 760 Pa.
 * Without `per` it is a plain linear unit (`per` is 1).
 */
export interface RatioUnit<C extends string = string> extends LinearUnit<C> {
  /** The exact decimal the factor is divided by. */
  per?: string;
}

/** A linear scale some of whose factors are quotients (pressure, power). */
export interface RatioScale<C extends string = string> {
  base: { plural: string; symbol: string };
  units: readonly RatioUnit<C>[];
}

/** The divisor of a unit's factor: 1 unless it is a quotient. */
const perOf = (unit: RatioUnit): string => unit.per ?? '1';

/**
 * A value in `from` expressed in `to`: value × factor(from) ÷ factor(to), exactly to 100
 * decimals (with a quotient's divisor moved across: still one division).
 */
export function convertLinear(value: number | Big, from: RatioUnit, to: RatioUnit): Big {
  if (from.per === undefined && to.per === undefined) {
    return exact(value).times(from.factor).div(to.factor);
  }
  return exact(value)
    .times(from.factor)
    .times(perOf(to))
    .div(exact(to.factor).times(perOf(from)));
}

/** Whether `shown` is exactly `value` in `from` expressed in `to` (nothing lost in rounding). */
export function isExactLinear(
  value: number | Big,
  from: RatioUnit,
  to: RatioUnit,
  shown: Big,
): boolean {
  return shown
    .times(to.factor)
    .times(perOf(from))
    .eq(exact(value).times(from.factor).times(perOf(to)));
}

/**
 * A unit's factor as written in the steps: '0.3048', or a quotient '101,325 ÷ 760', in brackets
 * where it multiplies or divides ('(101,325 ÷ 760)').
 */
export function factorText(unit: RatioUnit, bracketed = true): string {
  if (unit.per === undefined) return formatFactor(unit.factor);
  const quotient = `${formatFactor(unit.factor)} ÷ ${formatFactor(unit.per)}`;
  return bracketed ? `(${quotient})` : quotient;
}

/** '1 mile', '2.5 miles', '1 kilometre'. */
function named(unit: LinearUnit, text: string): string {
  return `${text} ${text === '1' ? unit.singular : unit.plural}`;
}

/** A value in `from` expressed in `to`, as shown, and whether that is exact. */
export function showLinear(
  value: number,
  from: LinearUnit,
  to: LinearUnit,
): { result: Big; text: string; exact: boolean } {
  const result = convertLinear(value, from, to);
  return { result, ...shownResult(result, (full) => isExactLinear(value, from, to, full)) };
}

/** '= 1.609344 km' or '≈ 0.0001893939394 mi', the value of `value` `from` in `to`. */
function inUnit(value: number, from: LinearUnit, to: LinearUnit): string {
  const { text, exact: isExact } = showLinear(value, from, to);
  return `${isExact ? '=' : '≈'} ${text} ${to.symbol}`;
}

// ---------------------------------------------------------------------------------------------
// The other scales (length and weight are in scales.ts). Factors: NIST SP 811 (2008), Appendix
// B.8 and B.9, where they are exact there, or the definitions they come from (said beside each
// one that SP 811 lists rounded).

// US customary units from 1 US gallon = 231 in³ = 3.785 411 784 L (NIST Handbook 44, Appendix C):
// 128 fl oz to the gallon, 8 fl oz to the cup, 2 tbsp to the fl oz, 3 tsp to the tbsp. SP 811
// lists them rounded to 7 digits. Imperial: 1 gal = 4.546 09 L exactly, 8 pints to the gallon.
export const VOLUME = {
  base: { plural: 'litres', symbol: 'L' },
  units: [
    { code: 'ml', symbol: 'mL', singular: 'millilitre', plural: 'millilitres', factor: '0.001' },
    { code: 'l', symbol: 'L', singular: 'litre', plural: 'litres', factor: '1' },
    { code: 'm3', symbol: 'm³', singular: 'cubic metre', plural: 'cubic metres', factor: '1000' },
    {
      code: 'tsp',
      symbol: 'tsp',
      singular: 'US teaspoon',
      plural: 'US teaspoons',
      factor: '0.00492892159375',
    },
    {
      code: 'tbsp',
      symbol: 'tbsp',
      singular: 'US tablespoon',
      plural: 'US tablespoons',
      factor: '0.01478676478125',
    },
    {
      code: 'floz',
      symbol: 'fl oz',
      singular: 'US fluid ounce',
      plural: 'US fluid ounces',
      factor: '0.0295735295625',
    },
    {
      code: 'cup',
      symbol: 'cup',
      singular: 'US cup',
      plural: 'US cups',
      factor: '0.2365882365',
      note: '8 US fl oz',
    },
    { code: 'pt', symbol: 'pt', singular: 'US pint', plural: 'US pints', factor: '0.473176473' },
    { code: 'qt', symbol: 'qt', singular: 'US quart', plural: 'US quarts', factor: '0.946352946' },
    {
      code: 'gal',
      symbol: 'gal',
      singular: 'US gallon',
      plural: 'US gallons',
      factor: '3.785411784',
    },
    {
      code: 'ukpt',
      symbol: 'imp pt',
      singular: 'imperial pint',
      plural: 'imperial pints',
      factor: '0.56826125',
    },
    {
      code: 'ukgal',
      symbol: 'imp gal',
      singular: 'imperial gallon',
      plural: 'imperial gallons',
      factor: '4.54609',
    },
  ],
} as const satisfies Scale;

// In kilometres per hour, where every factor is a finite decimal (a metre per second is 3.6).
export const SPEED = {
  base: { plural: 'kilometres per hour', symbol: 'km/h' },
  units: [
    {
      code: 'kmh',
      symbol: 'km/h',
      singular: 'kilometre per hour',
      plural: 'kilometres per hour',
      factor: '1',
    },
    {
      code: 'mph',
      symbol: 'mph',
      singular: 'mile per hour',
      plural: 'miles per hour',
      factor: '1.609344',
    },
    {
      code: 'ms',
      symbol: 'm/s',
      singular: 'metre per second',
      plural: 'metres per second',
      factor: '3.6',
    },
    {
      code: 'fts',
      symbol: 'ft/s',
      singular: 'foot per second',
      plural: 'feet per second',
      factor: '1.09728',
    },
    { code: 'kn', symbol: 'kn', singular: 'knot', plural: 'knots', factor: '1.852' },
  ],
} as const satisfies Scale;

// In bits. SI prefixes are powers of 1,000, IEC prefixes (IEC 80000-13) powers of 1,024.
export const DATA = {
  base: { plural: 'bits', symbol: 'bit' },
  units: [
    { code: 'bit', symbol: 'bit', singular: 'bit', plural: 'bits', factor: '1' },
    {
      code: 'kbit',
      symbol: 'kbit',
      singular: 'kilobit',
      plural: 'kilobits',
      factor: '1000',
      note: '1,000 bits',
    },
    {
      code: 'Mbit',
      symbol: 'Mbit',
      singular: 'megabit',
      plural: 'megabits',
      factor: '1000000',
      note: '1,000² bits',
    },
    {
      code: 'Gbit',
      symbol: 'Gbit',
      singular: 'gigabit',
      plural: 'gigabits',
      factor: '1000000000',
      note: '1,000³ bits',
    },
    { code: 'B', symbol: 'B', singular: 'byte', plural: 'bytes', factor: '8', note: '8 bits' },
    {
      code: 'kB',
      symbol: 'kB',
      singular: 'kilobyte',
      plural: 'kilobytes',
      factor: '8000',
      note: '1,000 bytes',
    },
    {
      code: 'MB',
      symbol: 'MB',
      singular: 'megabyte',
      plural: 'megabytes',
      factor: '8000000',
      note: '1,000² bytes',
    },
    {
      code: 'GB',
      symbol: 'GB',
      singular: 'gigabyte',
      plural: 'gigabytes',
      factor: '8000000000',
      note: '1,000³ bytes',
    },
    {
      code: 'TB',
      symbol: 'TB',
      singular: 'terabyte',
      plural: 'terabytes',
      factor: '8000000000000',
      note: '1,000⁴ bytes',
    },
    {
      code: 'PB',
      symbol: 'PB',
      singular: 'petabyte',
      plural: 'petabytes',
      factor: '8000000000000000',
      note: '1,000⁵ bytes',
    },
    {
      code: 'KiB',
      symbol: 'KiB',
      singular: 'kibibyte',
      plural: 'kibibytes',
      factor: '8192',
      note: '1,024 bytes',
    },
    {
      code: 'MiB',
      symbol: 'MiB',
      singular: 'mebibyte',
      plural: 'mebibytes',
      factor: '8388608',
      note: '1,024² bytes',
    },
    {
      code: 'GiB',
      symbol: 'GiB',
      singular: 'gibibyte',
      plural: 'gibibytes',
      factor: '8589934592',
      note: '1,024³ bytes',
    },
    {
      code: 'TiB',
      symbol: 'TiB',
      singular: 'tebibyte',
      plural: 'tebibytes',
      factor: '8796093022208',
      note: '1,024⁴ bytes',
    },
    {
      code: 'PiB',
      symbol: 'PiB',
      singular: 'pebibyte',
      plural: 'pebibytes',
      factor: '9007199254740992',
      note: '1,024⁵ bytes',
    },
  ],
} as const satisfies Scale;

// Pressure, in pascals (NIST SP 811, 2008, Appendix B.8). Exact: the bar (10⁵ Pa), the standard
// atmosphere (101,325 Pa) and the kilogram-force per square centimetre (98,066.5 Pa). The psi is
// a pound-force (0.45359237 kg × 9.80665 m/s², 4.4482216152605 N) on a square inch (0.00064516
// m²); the torr is 1/760 of an atmosphere. The conventional millimetre of mercury is a column of
// 1 mm of mercury of density 13,595.1 kg/m³ under standard gravity, 9.80665 m/s² (133.322387415
// Pa), and the conventional inch of mercury 25.4 of them; SP 811 lists both rounded.
export const PRESSURE = {
  base: { plural: 'pascals', symbol: 'Pa' },
  units: [
    { code: 'pa', symbol: 'Pa', singular: 'pascal', plural: 'pascals', factor: '1' },
    {
      code: 'hpa',
      symbol: 'hPa',
      singular: 'hectopascal',
      plural: 'hectopascals',
      factor: '100',
      note: 'millibars',
    },
    { code: 'kpa', symbol: 'kPa', singular: 'kilopascal', plural: 'kilopascals', factor: '1000' },
    {
      code: 'mpa',
      symbol: 'MPa',
      singular: 'megapascal',
      plural: 'megapascals',
      factor: '1000000',
    },
    { code: 'bar', symbol: 'bar', singular: 'bar', plural: 'bars', factor: '100000' },
    {
      code: 'atm',
      symbol: 'atm',
      singular: 'standard atmosphere',
      plural: 'standard atmospheres',
      factor: '101325',
    },
    {
      code: 'psi',
      symbol: 'psi',
      singular: 'pound-force per square inch',
      plural: 'pounds-force per square inch',
      factor: '4.4482216152605',
      per: '0.00064516',
      note: 'lbf/in²',
    },
    {
      code: 'mmhg',
      symbol: 'mmHg',
      singular: 'millimetre of mercury',
      plural: 'millimetres of mercury',
      factor: '133.322387415',
    },
    {
      code: 'torr',
      symbol: 'Torr',
      singular: 'torr',
      plural: 'torr',
      factor: '101325',
      per: '760',
    },
    {
      code: 'inhg',
      symbol: 'inHg',
      singular: 'inch of mercury',
      plural: 'inches of mercury',
      factor: '3386.388640341',
    },
    {
      code: 'kgfcm2',
      symbol: 'kgf/cm²',
      singular: 'kilogram-force per square centimetre',
      plural: 'kilograms-force per square centimetre',
      factor: '98066.5',
      note: 'technical atmosphere',
    },
  ],
} as const satisfies RatioScale;

// Energy, in joules (NIST SP 811, 2008, Appendix B.8, all exact). The calorie is the
// thermochemical one, 4.184 J, which food labels use (1 kcal = 4.184 kJ); the International Table
// calorie, 4.1868 J, has its own code. The British thermal unit is the International Table one,
// 1,055.05585262 J (from the IT calorie: 4.1868 J/(g·K) × 453.59237 g ÷ 1.8 K), and the therm
// 100,000 of them.
export const ENERGY = {
  base: { plural: 'joules', symbol: 'J' },
  units: [
    { code: 'j', symbol: 'J', singular: 'joule', plural: 'joules', factor: '1' },
    { code: 'kj', symbol: 'kJ', singular: 'kilojoule', plural: 'kilojoules', factor: '1000' },
    { code: 'mj', symbol: 'MJ', singular: 'megajoule', plural: 'megajoules', factor: '1000000' },
    {
      code: 'cal',
      symbol: 'cal',
      singular: 'calorie',
      plural: 'calories',
      factor: '4.184',
      note: 'thermochemical',
    },
    {
      code: 'kcal',
      symbol: 'kcal',
      singular: 'kilocalorie',
      plural: 'kilocalories',
      factor: '4184',
      note: 'food Calorie, thermochemical',
    },
    {
      code: 'calit',
      symbol: 'IT cal',
      singular: 'International Table calorie',
      plural: 'International Table calories',
      factor: '4.1868',
    },
    {
      code: 'kcalit',
      symbol: 'IT kcal',
      singular: 'International Table kilocalorie',
      plural: 'International Table kilocalories',
      factor: '4186.8',
    },
    { code: 'wh', symbol: 'Wh', singular: 'watt-hour', plural: 'watt-hours', factor: '3600' },
    {
      code: 'kwh',
      symbol: 'kWh',
      singular: 'kilowatt-hour',
      plural: 'kilowatt-hours',
      factor: '3600000',
      note: 'unit of electricity',
    },
    {
      code: 'btu',
      symbol: 'BTU',
      singular: 'British thermal unit',
      plural: 'British thermal units',
      factor: '1055.05585262',
      note: 'International Table',
    },
    {
      code: 'therm',
      symbol: 'thm',
      singular: 'therm',
      plural: 'therms',
      factor: '105505585.262',
      note: '100,000 BTU',
    },
  ],
} as const satisfies Scale;

// Power, in watts (NIST SP 811, 2008, Appendix B.8). The mechanical horsepower is 550 ft·lbf/s:
// 550 × 0.3048 m × 4.4482216152605 N = 745.69987158227022 W, exact; the metric horsepower (PS) 75
// kgf·m/s = 735.49875 W and the electric one 746 W, both exact. A BTU per hour is the IT BTU,
// 1,055.05585262 J, over 3,600 s, and a ton of refrigeration 12,000 BTU per hour.
export const POWER = {
  base: { plural: 'watts', symbol: 'W' },
  units: [
    { code: 'w', symbol: 'W', singular: 'watt', plural: 'watts', factor: '1' },
    { code: 'kw', symbol: 'kW', singular: 'kilowatt', plural: 'kilowatts', factor: '1000' },
    { code: 'mw', symbol: 'MW', singular: 'megawatt', plural: 'megawatts', factor: '1000000' },
    {
      code: 'hp',
      symbol: 'hp',
      singular: 'horsepower',
      plural: 'horsepower',
      factor: '745.69987158227022',
      note: 'mechanical, 550 ft·lbf/s',
    },
    {
      code: 'ps',
      symbol: 'PS',
      singular: 'metric horsepower',
      plural: 'metric horsepower',
      factor: '735.49875',
      note: 'CV',
    },
    {
      code: 'hpe',
      symbol: 'hp(E)',
      singular: 'electric horsepower',
      plural: 'electric horsepower',
      factor: '746',
    },
    {
      code: 'btuh',
      symbol: 'BTU/h',
      singular: 'BTU per hour',
      plural: 'BTU per hour',
      factor: '1055.05585262',
      per: '3600',
    },
    {
      code: 'tr',
      symbol: 'TR',
      singular: 'ton of refrigeration',
      plural: 'tons of refrigeration',
      factor: '12660670.23144',
      per: '3600',
      note: '12,000 BTU/h',
    },
  ],
} as const satisfies RatioScale;

// ---------------------------------------------------------------------------------------------
// Temperature: affine scales, through the kelvin. K = (x + offset) ÷ scale for a value x in a
// unit, and x = K × scale − offset (NIST SP 811, Appendix B.8: t/°C = T/K − 273.15,
// t/°F = 1.8 × t/°C + 32, T/°R = 1.8 × T/K).

export interface TemperatureUnit<C extends string = string> {
  code: C;
  symbol: string;
  /** '37 degrees Celsius', '1 degree Celsius', '310.15 kelvins'. */
  singular: string;
  plural: string;
  scale: string;
  offset: string;
}

export const TEMPERATURE = [
  {
    code: 'c',
    symbol: '°C',
    singular: 'degree Celsius',
    plural: 'degrees Celsius',
    scale: '1',
    offset: '273.15',
  },
  {
    code: 'f',
    symbol: '°F',
    singular: 'degree Fahrenheit',
    plural: 'degrees Fahrenheit',
    scale: '1.8',
    offset: '459.67',
  },
  { code: 'k', symbol: 'K', singular: 'kelvin', plural: 'kelvins', scale: '1', offset: '0' },
  {
    code: 'r',
    symbol: '°R',
    singular: 'degree Rankine',
    plural: 'degrees Rankine',
    scale: '1.8',
    offset: '0',
  },
] as const satisfies readonly TemperatureUnit[];

export type TemperatureCode = (typeof TEMPERATURE)[number]['code'];

export function temperatureUnit(code: TemperatureCode): TemperatureUnit<TemperatureCode> {
  const unit = TEMPERATURE.find((candidate) => candidate.code === code);
  if (!unit) throw new Error(`No temperature unit ${code}`);
  return unit;
}

/** Absolute zero in a unit: −273.15 °C, −459.67 °F, 0 K, 0 °R. */
export function absoluteZero(unit: TemperatureUnit): Big {
  return exact(unit.offset).times(-1);
}

/** A temperature in `from` in `to`: (x + offset) × scale(to) ÷ scale(from) − offset(to). */
export function convertTemperature(
  value: number | Big,
  from: TemperatureUnit,
  to: TemperatureUnit,
): Big {
  return exact(value).plus(from.offset).times(to.scale).div(from.scale).minus(to.offset);
}

/** Whether `shown` is exactly `value` in `from` expressed in `to`. */
export function isExactTemperature(
  value: number | Big,
  from: TemperatureUnit,
  to: TemperatureUnit,
  shown: Big,
): boolean {
  return shown.plus(to.offset).times(from.scale).eq(exact(value).plus(from.offset).times(to.scale));
}

// ---------------------------------------------------------------------------------------------
// Fuel economy: distance per volume (km/L, mpg) is linear, fuel used per distance (L/100 km) its
// reciprocal, so the scale is not linear. Through kilometres per litre: a unit's value x is
// x × factor ÷ per km/L, or for a reciprocal unit factor ÷ (per × x) km/L. A mile is 1.609344 km,
// a US gallon 3.785411784 L and an imperial gallon 4.54609 L (NIST SP 811, 2008, Appendix B.8).

export interface FuelEconomyUnit<C extends string = string> {
  code: C;
  symbol: string;
  singular: string;
  plural: string;
  factor: string;
  per: string;
  /** Fuel per distance (L/100 km): more fuel is a lower economy. */
  reciprocal: boolean;
}

export const FUEL_ECONOMY = [
  {
    code: 'mpg',
    symbol: 'mpg (US)',
    singular: 'mile per US gallon',
    plural: 'miles per US gallon',
    factor: '1.609344',
    per: '3.785411784',
    reciprocal: false,
  },
  {
    code: 'mpguk',
    symbol: 'mpg (UK)',
    singular: 'mile per imperial gallon',
    plural: 'miles per imperial gallon',
    factor: '1.609344',
    per: '4.54609',
    reciprocal: false,
  },
  {
    code: 'kml',
    symbol: 'km/L',
    singular: 'kilometre per litre',
    plural: 'kilometres per litre',
    factor: '1',
    per: '1',
    reciprocal: false,
  },
  {
    code: 'l100km',
    symbol: 'L/100 km',
    singular: 'litre per 100 kilometres',
    plural: 'litres per 100 kilometres',
    factor: '100',
    per: '1',
    reciprocal: true,
  },
] as const satisfies readonly FuelEconomyUnit[];

export type FuelEconomyCode = (typeof FUEL_ECONOMY)[number]['code'];

export function fuelEconomyUnit(code: FuelEconomyCode): FuelEconomyUnit<FuelEconomyCode> {
  const unit = FUEL_ECONOMY.find((candidate) => candidate.code === code);
  if (!unit) throw new Error(`No fuel economy unit ${code}`);
  return unit;
}

/** A positive value in `from` in `to`, as a numerator and a denominator (exact decimals). */
function fuelEconomyQuotient(
  value: number | Big,
  from: FuelEconomyUnit,
  to: FuelEconomyUnit,
): { numerator: Big; denominator: Big } {
  const x = exact(value);
  // In km/L: kmL = top ÷ bottom.
  const top = from.reciprocal ? exact(from.factor) : x.times(from.factor);
  const bottom = from.reciprocal ? x.times(from.per) : exact(from.per);
  return to.reciprocal
    ? { numerator: bottom.times(to.factor), denominator: top.times(to.per) }
    : { numerator: top.times(to.per), denominator: bottom.times(to.factor) };
}

/**
 * A fuel economy (more than 0) in `from` expressed in `to`, exactly to 100 decimals (one
 * division): 30 mpg (US) is 30 × 1.609344 ÷ 3.785411784 km/L, and 100 ÷ that L/100 km.
 */
export function convertFuelEconomy(
  value: number | Big,
  from: FuelEconomyUnit,
  to: FuelEconomyUnit,
): Big {
  const { numerator, denominator } = fuelEconomyQuotient(value, from, to);
  return numerator.div(denominator);
}

/** Whether `shown` is exactly `value` in `from` expressed in `to`. */
export function isExactFuelEconomy(
  value: number | Big,
  from: FuelEconomyUnit,
  to: FuelEconomyUnit,
  shown: Big,
): boolean {
  const { numerator, denominator } = fuelEconomyQuotient(value, from, to);
  return shown.times(denominator).eq(numerator);
}

// ---------------------------------------------------------------------------------------------
// The converter definition the linear scales share

interface ConverterReference<C extends string> {
  source: string;
  inputs: { value?: string; from?: C; to?: C };
  expected: { result?: number; factor?: number };
  tolerance: number;
}

export interface ConverterSpec<S extends Scale> {
  slug: string;
  scale: S;
  /** The value field's label and how messages name it ('Length', 'length'). */
  label: string;
  noun: string;
  /** A value that shows a useful conversion on arrival (1 mi → km). */
  defaults: { value: string; from: CodeOf<S>; to: CodeOf<S> };
  /** Where the factors come from, in the steps ('NIST SP 811, exact'). */
  factorSource: string;
  about: readonly string[];
  faq: readonly [FaqEntry, FaqEntry, FaqEntry, ...FaqEntry[]];
  references: readonly [
    ConverterReference<CodeOf<S>>,
    ConverterReference<CodeOf<S>>,
    ConverterReference<CodeOf<S>>,
    ...ConverterReference<CodeOf<S>>[],
  ];
}

/** The largest value the converters take: a zettabit is 10²¹ bits, and 1 PiB in bits fits. */
export const LARGEST_VALUE = 1e21;

/** A converter of a linear scale: value, from and to, with the result in words. */
export function linearConverter<S extends Scale>(spec: ConverterSpec<S>) {
  // Codes are plain strings in here: the spec's own are checked where it is written.
  type Code = string;
  const { scale, noun } = spec;
  const units: readonly RatioUnit[] = scale.units;
  const options = units.map((unit) => ({
    value: unit.code,
    label: `${capitalised(unit.plural)} (${unit.note ? `${unit.symbol}, ${unit.note}` : unit.symbol})`,
  }));
  const unit = (code: Code): RatioUnit => unitOf({ base: scale.base, units }, code);
  const base = scale.base;

  /** The result of a conversion, exact, and as shown. */
  const conversion = (v: { value: number; from: Code; to: Code }) => {
    const from = unit(v.from);
    const to = unit(v.to);
    return { from, to, ...showLinear(v.value, from, to) };
  };

  return defineCalculator({
    slug: spec.slug,
    fields: {
      value: {
        kind: 'number',
        label: spec.label,
        default: spec.defaults.value,
        min: 0,
        max: LARGEST_VALUE,
        noun,
        messages: {
          required: `Enter the ${noun} to convert`,
          invalid: `Enter the ${noun} as a number, such as 2.5`,
        },
      },
      from: {
        kind: 'choice',
        label: 'From',
        default: spec.defaults.from as Code,
        options,
        records: true,
      },
      to: {
        kind: 'choice',
        label: 'To',
        default: spec.defaults.to as Code,
        options,
        records: true,
      },
    },
    swap: { fields: ['from', 'to'], label: 'Swap units' },
    outputs: {
      result: { label: 'Result', format: 'number', decimals: 6 },
      factor: { label: 'Factor', format: 'number', decimals: 6 },
    },
    compute(v) {
      const from = unit(v.from);
      const to = unit(v.to);
      return {
        result: held(convertLinear(v.value, from, to)),
        factor: held(convertLinear(1, from, to)),
      };
    },
    headline: {
      label: 'Result',
      text(v) {
        const { from, to, text, exact: isExact } = conversion(v);
        return `${named(from, formatTyped(v.value))} ${isExact ? '=' : '≈'} ${named(to, text)}`;
      },
      caption(v) {
        const { from, to, exact: isExact } = conversion(v);
        const factor = `1 ${from.symbol} ${inUnit(1, from, to)}`;
        return isExact ? `Exact. ${factor}` : `Rounded to 10 significant digits. ${factor}`;
      },
    },
    calculateLabel: 'Convert',
    facts(v) {
      const { from, to } = conversion(v);
      return [
        { label: 'Factor', text: `1 ${from.symbol} ${inUnit(1, from, to)}` },
        { label: 'Inverse', text: `1 ${to.symbol} ${inUnit(1, to, from)}` },
        ...units.map((other) => ({
          label: `In ${other.plural}`,
          text: inUnit(v.value, from, other).replace(/^= /, ''),
        })),
      ];
    },
    steps(v) {
      const { from, to, result } = conversion(v);
      const typed = formatTyped(v.value);
      if (from.code === to.code) {
        return [`Same unit: ${typed} ${from.symbol} = ${typed} ${to.symbol}.`];
      }
      const inBase = exact(v.value).times(from.factor).div(perOf(from));
      // A factor of 1 is the base unit itself, and needs no step of its own.
      const isBase = (each: RatioUnit) => each.factor === '1' && each.per === undefined;
      const factors = [from, to]
        .filter((each) => !isBase(each))
        .map((each) => `1 ${each.symbol} = ${factorText(each, false)} ${base.symbol}`);
      const steps = [`Factors (${spec.factorSource}): ${factors.join('; ')}.`];
      if (!isBase(from)) {
        steps.push(
          `In ${base.plural}: ${typed} × ${factorText(from)} ` +
            `${equalsText(inBase)} ${base.symbol}.`,
        );
      }
      if (!isBase(to)) {
        // A quotient's value in the base unit never ends: the division starts from the value typed.
        const start =
          from.per === undefined ? formatTyped(inBase) : `${typed} × ${factorText(from)}`;
        steps.push(
          `In ${to.plural}: ${start} ÷ ${factorText(to)} ` + `${equalsText(result)} ${to.symbol}.`,
        );
      }
      if (!isBase(from) && !isBase(to)) {
        steps.push(
          `Factor from ${from.plural} to ${to.plural}: ${factorText(from)} ÷ ` +
            `${factorText(to)} ${equalsText(convertLinear(1, from, to))}.`,
        );
      }
      return steps;
    },
    dataTable: {
      caption: `Each unit in ${base.plural} (exact)`,
      columns: ['Unit', `In ${base.plural}`],
      rows: units.map((each) => [
        `${capitalised(each.plural)} (${each.symbol})`,
        each.per === undefined
          ? formatFactor(each.factor)
          : `${factorText(each, false)} ${equalsText(exact(each.factor).div(each.per))}`,
      ]),
    },
    about: spec.about,
    faq: spec.faq,
    references: spec.references,
  });
}
