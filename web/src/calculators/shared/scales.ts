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
