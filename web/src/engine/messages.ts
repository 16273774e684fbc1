import { formatPlain, unitFor } from '../domain/format.ts';
import type { DateField, FieldMessages, NumberField } from './definition.ts';
import { formatMoney, type Currency } from './money.ts';

// The messages under a field, made from its noun and limits, so that a definition writes only
// those that say something more (the spec's own wordings, a hint of what to do): 'Enter the
// interest rate', 'The interest rate cannot be negative', 'The interest rate can be at most 50%'.

/**
 * How messages name a field: its `noun`, else its label in lower case without a closing
 * parenthesis ('Interest rate (per year)' → 'interest rate').
 */
export function nounOf(field: { label: string; noun?: string }): string {
  return field.noun ?? inLowerCase(field.label.replace(/\s*\([^()]*\)$/, ''));
}

/**
 * A label's words in lower case, but for those with a capital after their first letter, which
 * are names that keep their case: 'basic salary + DA', 'EMI', 'kWh' ('+ da' read as a word).
 */
export function inLowerCase(label: string): string {
  return label.replace(/[^\s(),:;/+]+/g, (word) =>
    /^.[^A-Z]*$/u.test(word) ? word.toLowerCase() : word,
  );
}

const CRORE = 1e7;
const TRILLION = 1e12;

/**
 * A limit as messages write it: '50%', '100 years' (a unit's 's' dropped for 1: '1 month'), an
 * amount in the calculator's one currency ('$0', '₹1,50,000', '₹10,000 crore'), or, in a
 * currency the visitor chooses, the number alone ('1,000,000', '1,000 trillion').
 */
function limitText(field: NumberField, value: number, currency: Currency | undefined): string {
  if (field.kind === 'money') {
    if (currency === 'INR' && value >= CRORE && value % CRORE === 0) {
      return `₹${formatPlain(value / CRORE)} crore`;
    }
    if (currency) return formatMoney(value, currency, 0);
    const trillions = value >= TRILLION && value % TRILLION === 0;
    return trillions ? `${formatPlain(value / TRILLION)} trillion` : formatPlain(value);
  }
  const number = formatPlain(value);
  if (field.kind === 'percent') return `${number}%`;
  if (!field.unit) return number;
  return `${number} ${unitFor(value, field.unit)}`;
}

/**
 * The message for each kind of bad input: the field's own, or one made from its noun and
 * limits, amounts in `currency` (the calculator's, unless the visitor chooses one).
 */
export function fieldMessages(field: NumberField, currency?: Currency): FieldMessages {
  const noun = nounOf(field);
  const own = field.messages ?? {};
  return {
    required: own.required ?? `Enter the ${noun}`,
    min:
      own.min ??
      (field.minExclusive
        ? `The ${noun} must be more than ${limitText(field, field.min, currency)}`
        : field.min === 0
          ? `The ${noun} cannot be negative`
          : `The ${noun} must be at least ${limitText(field, field.min, currency)}`),
    max: own.max ?? `The ${noun} can be at most ${limitText(field, field.max, currency)}`,
    ...(own.invalid === undefined ? {} : { invalid: own.invalid }),
  };
}

/** What a date field says under a text that is not a date: its own, or 'Enter a valid date.' */
export function invalidDateMessage(field: DateField): string {
  return field.invalid ?? `Enter a valid ${nounOf(field)}.`;
}
