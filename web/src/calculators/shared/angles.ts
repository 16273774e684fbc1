import { formatReading } from '../../domain/format.ts';

/**
 * An angle next to 90°, to the fewest digits (8 or more) that tell it from 90: 89.99999981, not
 * 90, for sides 1, 1 and 1.41421356, which are not quite right-angled.
 */
export function beside90(angle: number): string {
  for (let digits = 8; digits <= 17; digits++) {
    const text = formatReading(angle, digits);
    if (text !== '90') return text;
  }
  return formatReading(angle, 17);
}
