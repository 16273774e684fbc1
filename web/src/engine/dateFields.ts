import type { DateField } from './definition.ts';

/**
 * A ready-made date field that stands for today while left blank (or for `blankDays` after today,
 * the end of a span that starts today), with the hint that says so; a text that is not a date is
 * answered 'Enter a valid <noun>.' unless `invalid` says otherwise.
 */
export function todayField(
  label: string,
  options: Pick<DateField, 'blankDays' | 'invalid' | 'future' | 'noun'> = {},
): DateField {
  const { blankDays } = options;
  return {
    kind: 'date',
    label,
    default: '',
    blankIsToday: true,
    help: blankDays
      ? `${blankDays} days from today unless you choose another date.`
      : 'Today unless you choose another date.',
    ...options,
  };
}
