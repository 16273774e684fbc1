import { formatIndianNumber, formatRupees } from '../../../domain/indianNumbers.ts';
import { SIP_DEFAULTS, type SipField } from '../../../domain/sip.ts';
import { formatPlain } from '../../../domain/format.ts';

// The SIP tool's four inputs: labels, the number inputs' and sliders' ranges (spec section 5),
// the help text that states what is accepted, and the query parameter each is kept in.

export interface SipFieldConfig {
  field: SipField;
  label: string;
  /** The query parameter (spec section 2: monthly, rate, period; stepup is ours). */
  param: 'monthly' | 'rate' | 'period' | 'stepup';
  /** Shown inside the input, before or after the number. */
  prefix?: string;
  suffix?: string;
  input: { min: number; max: number; step: number };
  slider: { min: number; max: number; step: number; label: string };
  /** What the field accepts, always shown under it. */
  help: string;
  /** The field's value as a person reads it: '₹5,000', '12%', '10 years'. */
  show: (value: number) => string;
}

const percent = (value: number) => `${formatPlain(value)}%`;

export const SIP_FIELDS: readonly SipFieldConfig[] = [
  {
    field: 'monthlyInvestment',
    label: 'Monthly investment',
    param: 'monthly',
    prefix: '₹',
    input: { min: 500, max: 10_000_000, step: 500 },
    slider: { min: 500, max: 100_000, step: 500, label: 'Adjust monthly investment' },
    help: 'Whole rupees from ₹0 to ₹1,00,00,000. The slider covers ₹500 to ₹1,00,000.',
    show: formatRupees,
  },
  {
    field: 'annualReturnRate',
    label: 'Expected return rate (p.a.)',
    param: 'rate',
    suffix: '%',
    input: { min: 1, max: 30, step: 0.1 },
    slider: { min: 1, max: 30, step: 0.1, label: 'Adjust expected return rate' },
    help: 'From 0% to 30% a year. The slider covers 1% to 30%.',
    show: percent,
  },
  {
    field: 'years',
    label: 'Time period',
    param: 'period',
    suffix: 'years',
    input: { min: 1, max: 40, step: 1 },
    slider: { min: 1, max: 40, step: 1, label: 'Adjust time period' },
    help: 'Whole years from 1 to 40.',
    show: (value) => `${formatIndianNumber(value)} ${value === 1 ? 'year' : 'years'}`,
  },
  {
    field: 'stepUpPercent',
    label: 'Annual step-up (optional)',
    param: 'stepup',
    suffix: '%',
    input: { min: 0, max: 50, step: 1 },
    slider: { min: 0, max: 50, step: 1, label: 'Adjust annual step-up' },
    help: 'From 0% to 50%. Each year your monthly investment rises by this percentage.',
    show: percent,
  },
];

/**
 * The URL defaults for useUrlInputs (a module-level constant, as it asks): a value equal to its
 * default is left out of the address.
 */
export const SIP_URL_DEFAULTS: Readonly<Record<SipFieldConfig['param'], string>> = {
  monthly: String(SIP_DEFAULTS.monthlyInvestment),
  rate: String(SIP_DEFAULTS.annualReturnRate),
  period: String(SIP_DEFAULTS.years),
  stepup: String(SIP_DEFAULTS.stepUpPercent),
};
