// How often interest is compounded, as the compound interest, present value and effective rate
// calculators offer it (the FD calculator has its own banks' list, with simple interest).

/** Times a year interest is compounded, by the choice's value; daily counts 365 days a year. */
export const PERIODS_PER_YEAR = {
  yearly: 1,
  'half-yearly': 2,
  quarterly: 4,
  monthly: 12,
  daily: 365,
} as const;

export type PeriodicCompounding = keyof typeof PERIODS_PER_YEAR;
export type Compounding = PeriodicCompounding | 'continuous';

/** The choice's options for compounding a number of times a year. */
export const PERIODIC_COMPOUNDING_OPTIONS = [
  { value: 'yearly', label: 'Yearly' },
  { value: 'half-yearly', label: 'Half-yearly' },
  { value: 'quarterly', label: 'Quarterly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'daily', label: 'Daily (365 days a year)' },
] as const;

/** The same, and continuous compounding. */
export const COMPOUNDING_OPTIONS = [
  ...PERIODIC_COMPOUNDING_OPTIONS,
  { value: 'continuous', label: 'Continuous' },
] as const;

/** How each compounding is said after "compounded". */
export const COMPOUNDED: Record<Compounding, string> = {
  yearly: 'yearly',
  'half-yearly': 'half-yearly',
  quarterly: 'quarterly',
  monthly: 'monthly',
  daily: 'daily',
  continuous: 'continuously',
};
