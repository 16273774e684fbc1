import { formatSignificant } from '../../domain/format.ts';

// The figures of the electrical calculators' steps (Ohm's law, electrical power): 6 significant
// digits, as a person writes them, with '=' only where every figure shown is exact.

/**
 * A figure to 6 significant digits, as a person writes it: 13,856.4, 0.839287; rounded half up as
 * the results are (19.64775 kW is 19.6478).
 */
export const fig = (value: number) => formatSignificant(value, 6);

/**
 * '=' where every figure a step shows is whole at fig's 6 digits, '≈' where one is rounded. A
 * figure is taken to the 15 digits a double holds (0.1 × 3 is 0.30000000000000004 as doubles).
 */
export const is = (...figures: number[]) =>
  figures.every((value) => Number(value.toPrecision(6)) === Number(value.toPrecision(15)))
    ? '='
    : '≈';
