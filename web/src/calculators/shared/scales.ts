// The linear scales that quantity fields offer (length, weight): each unit's exact factor in its
// scale's base unit. Data only, so that a quantity field (engine/quantity.ts) offers a scale's
// units without loading the converters' code and other scales in units.ts, which converts with
// these and re-exports them. A scale moves here from units.ts when a quantity field offers it.
//
// Every factor is an exact decimal, from NIST SP 811 (2008), Appendix B, or from the definitions
// it rests on (1 in = 2.54 cm, 1 lb = 0.453 592 37 kg, 1 US gal = 231 in³, 1 imperial gal =
// 4.546 09 L).

export interface LinearUnit<C extends string = string> {
  code: C;
  symbol: string;
  singular: string;
  plural: string;
  /** The unit in its scale's base unit, as an exact decimal: '1609.344' metres in a mile. */
  factor: string;
  /** Said after the name in the list of units ('1,000³ bytes'). */
  note?: string;
}

export interface Scale<C extends string = string> {
  /** The base unit the factors are in ('metres', 'm'). */
  base: { plural: string; symbol: string };
  units: readonly LinearUnit<C>[];
}

/** The unit of a code (the frame only ever passes a code of the field's options). */
export function unitOf<C extends string>(scale: Scale<C>, code: C): LinearUnit<C> {
  const unit = scale.units.find((candidate) => candidate.code === code);
  if (!unit) throw new Error(`No unit ${code}`);
  return unit;
}

/**
 * The units of a scale a quantity field offers, in this order: `unitsOf(WEIGHT, 'kg', 'lb')`
 * (engine/quantity.ts converts with their exact factors).
 */
export function unitsOf<C extends string, const P extends C>(
  scale: Scale<C>,
  ...codes: P[]
): LinearUnit<P>[] {
  return codes.map((code) => unitOf(scale, code) as LinearUnit<P>);
}

// The scales. Factors: NIST SP 811 (2008), Appendix B.8 and B.9, where they are exact there, or
// the definitions they come from (said beside each one that SP 811 lists rounded).

export const LENGTH = {
  base: { plural: 'metres', symbol: 'm' },
  units: [
    { code: 'mm', symbol: 'mm', singular: 'millimetre', plural: 'millimetres', factor: '0.001' },
    { code: 'cm', symbol: 'cm', singular: 'centimetre', plural: 'centimetres', factor: '0.01' },
    { code: 'm', symbol: 'm', singular: 'metre', plural: 'metres', factor: '1' },
    { code: 'km', symbol: 'km', singular: 'kilometre', plural: 'kilometres', factor: '1000' },
    { code: 'in', symbol: 'in', singular: 'inch', plural: 'inches', factor: '0.0254' },
    { code: 'ft', symbol: 'ft', singular: 'foot', plural: 'feet', factor: '0.3048' },
    { code: 'yd', symbol: 'yd', singular: 'yard', plural: 'yards', factor: '0.9144' },
    { code: 'mi', symbol: 'mi', singular: 'mile', plural: 'miles', factor: '1609.344' },
    {
      code: 'nmi',
      symbol: 'nmi',
      singular: 'nautical mile',
      plural: 'nautical miles',
      factor: '1852',
    },
  ],
} as const satisfies Scale;

export const WEIGHT = {
  base: { plural: 'kilograms', symbol: 'kg' },
  units: [
    { code: 'mg', symbol: 'mg', singular: 'milligram', plural: 'milligrams', factor: '0.000001' },
    { code: 'g', symbol: 'g', singular: 'gram', plural: 'grams', factor: '0.001' },
    { code: 'kg', symbol: 'kg', singular: 'kilogram', plural: 'kilograms', factor: '1' },
    {
      code: 't',
      symbol: 't',
      singular: 'tonne',
      plural: 'tonnes',
      factor: '1000',
      note: 'metric',
    },
    // 1/16 lb; SP 811 lists it rounded, 2.834 952 E-02.
    { code: 'oz', symbol: 'oz', singular: 'ounce', plural: 'ounces', factor: '0.028349523125' },
    { code: 'lb', symbol: 'lb', singular: 'pound', plural: 'pounds', factor: '0.45359237' },
    // 14 lb (UK Weights and Measures Act 1985, Schedule 1).
    { code: 'st', symbol: 'st', singular: 'stone', plural: 'stone', factor: '6.35029318' },
  ],
} as const satisfies Scale;

/** The codes of a scale's units. */
export type CodeOf<S extends Scale> = S['units'][number]['code'];

export const AREA = {
  base: { plural: 'square metres', symbol: 'm²' },
  units: [
    {
      code: 'mm2',
      symbol: 'mm²',
      singular: 'square millimetre',
      plural: 'square millimetres',
      factor: '0.000001',
    },
    {
      code: 'cm2',
      symbol: 'cm²',
      singular: 'square centimetre',
      plural: 'square centimetres',
      factor: '0.0001',
    },
    { code: 'm2', symbol: 'm²', singular: 'square metre', plural: 'square metres', factor: '1' },
    { code: 'ha', symbol: 'ha', singular: 'hectare', plural: 'hectares', factor: '10000' },
    {
      code: 'km2',
      symbol: 'km²',
      singular: 'square kilometre',
      plural: 'square kilometres',
      factor: '1000000',
    },
    {
      code: 'in2',
      symbol: 'in²',
      singular: 'square inch',
      plural: 'square inches',
      factor: '0.00064516',
    },
    {
      code: 'ft2',
      symbol: 'ft²',
      singular: 'square foot',
      plural: 'square feet',
      factor: '0.09290304',
    },
    // 9 ft²; SP 811 lists it rounded, 8.361 274 E-01.
    {
      code: 'yd2',
      symbol: 'yd²',
      singular: 'square yard',
      plural: 'square yards',
      factor: '0.83612736',
    },
    // 43,560 international ft². SP 811 (2008) lists the acre of the U.S. survey foot,
    // 4.046 873 E+03 m², 4 parts per million larger; that foot was retired at the end of 2022.
    { code: 'ac', symbol: 'ac', singular: 'acre', plural: 'acres', factor: '4046.8564224' },
    // 1,609.344² m²; SP 811 lists it rounded, 2.589 988 E+06.
    {
      code: 'mi2',
      symbol: 'mi²',
      singular: 'square mile',
      plural: 'square miles',
      factor: '2589988.110336',
    },
  ],
} as const satisfies Scale;
