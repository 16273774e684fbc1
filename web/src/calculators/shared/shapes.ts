import type { NumberField } from '../../engine/definition.ts';

/**
 * A length of the shape a calculator's `shape` choice picks (the area and volume calculators):
 * above 0 and at most `max`, shown only while that shape is chosen.
 */
export function shapeLength<S extends string>(
  shape: S,
  max: number,
  label: string,
  noun: string,
  defaultText: string,
  help?: string,
) {
  return {
    kind: 'number',
    label,
    noun,
    default: defaultText,
    min: 0,
    minExclusive: true,
    max,
    ...(help ? { help } : {}),
    when: { shape },
  } as const satisfies NumberField;
}
