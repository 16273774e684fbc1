import { formatNumber, formatPlain, formatCount } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { currencyField } from '../engine/currencies.ts';
import {
  decimal,
  formatMoney,
  moneyPrefix,
  roundToCents,
  type Big,
  type Currency,
} from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { article } from './shared/dates.ts';

export const record = {
  id: 70,
  name: 'Electricity Cost Calculator',
  description:
    'Work out what an appliance costs to run per day, month and year from its power, hours of use and your tariff.',
  category: 'more',
  icon: 'zap',
  iconBg: 'yellow',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'fuel-cost-calculator',
    'unit-price-calculator',
    'discount-calculator',
    'energy-converter',
    'power-converter',
    'electrical-power-calculator',
    'ac-tonnage-calculator',
  ],
  keywords: 'electricity power energy kwh watt bill appliance',
} satisfies CalculatorRecord;

// What an appliance costs to run (the U.S. Department of Energy's method): energy per day in kWh
// = watts × hours a day × appliances ÷ 1,000; a year is that times the days it is used, a month a
// twelfth of the year; each cost is that energy times the price per kWh, rounded half-up to the
// cent once. Energy is exact in decimal (big.js).

/** Amounts in the currency the visitor picked: '$60.00', '€60.00'. */
const moneyIn = (currency: Currency) => (value: number | Big) =>
  formatMoney(Number(value), currency);

/** A unit price as typed, in the currency: '$3.50', '$3.499', '€0.125'. */
const priceIn = (currency: Currency, value: number) =>
  `${moneyPrefix[currency]}${Number.isInteger(value * 100) ? formatNumber(value, 2) : formatPlain(value)}`;

/** kWh in full when it ends within 6 decimals (1.25, 456.25), else to 3 decimals. */
const kwh = (value: Big) =>
  value.round(6).eq(value) ? formatPlain(value.toNumber()) : formatNumber(value.toNumber(), 3);

const fields = {
  currency: currencyField,
  power: {
    kind: 'number',
    label: 'Power',
    default: '1500',
    min: 0,
    minExclusive: true,
    max: 10_000_000,
    noun: 'power',
    help: 'On the appliance’s label or in its manual, in watts (W) or kilowatts (kW).',
    messages: {
      required: 'Enter the appliance’s power',
      invalid: 'Enter the power as a number, such as 1500',
    },
  },
  powerUnit: {
    kind: 'choice',
    label: 'Power in',
    default: 'w',
    display: 'radio',
    options: [
      { value: 'w', label: 'Watts (W)' },
      { value: 'kw', label: 'Kilowatts (kW)' },
    ],
  },
  hours: {
    kind: 'number',
    label: 'Hours used per day',
    default: '3',
    min: 0,
    minExclusive: true,
    max: 24,
    unit: 'h',
    noun: 'hours',
    messages: {
      required: 'Enter the hours it is used each day',
      min: 'The hours must be more than 0',
      max: 'A day has at most 24 hours',
      invalid: 'Enter the hours as a number, such as 2.5',
    },
  },
  days: {
    kind: 'integer',
    label: 'Days used per year',
    default: '365',
    min: 1,
    max: 366,
    unit: 'days',
    help: '365 for every day; 120 for a fan used four months a year.',
    messages: {
      required: 'Enter the days it is used each year',
      min: 'Enter at least 1 day',
      max: 'A year has at most 366 days',
      invalid: 'Enter a whole number of days',
    },
  },
  quantity: {
    kind: 'integer',
    label: 'Number of appliances',
    default: '1',
    min: 1,
    max: 100_000,
    stepper: { fewer: 'Fewer appliances', more: 'More appliances' },
    messages: {
      min: 'At least 1 appliance',
      max: 'At most 100,000 appliances',
      invalid: 'Enter a whole number of appliances',
    },
  },
  price: {
    kind: 'money',
    label: 'Electricity price per kWh',
    default: '0.15',
    min: 0,
    max: 100,
    help: 'On your bill, per kilowatt-hour (kWh, a "unit"). 15 cents is 0.15.',
    messages: {
      required: 'Enter the price per kWh',
      min: 'The price cannot be negative',
      max: 'The price can be at most 100 per kWh',
    },
  },
} as const;

type ElectricityValues = Values<typeof fields>;

/** Energy per day of use, in kWh, exactly. */
export function kwhPerDay(v: ElectricityValues): Big {
  const watts = v.powerUnit === 'kw' ? decimal(v.power).times(1000) : decimal(v.power);
  return watts.times(v.hours).times(v.quantity).div(1000);
}

export function electricityCost(v: ElectricityValues) {
  const day = kwhPerDay(v);
  const year = day.times(v.days);
  const month = year.div(12);
  return {
    costYear: roundToCents(year.times(v.price)).toNumber(),
    costMonth: roundToCents(month.times(v.price)).toNumber(),
    costDay: roundToCents(day.times(v.price)).toNumber(),
    kwhYear: year.toNumber(),
    kwhMonth: month.toNumber(),
    kwhDay: day.toNumber(),
  };
}

/** '= $246.375 ≈ $246.38', or '= $8.16' when it is a whole number of cents. */
function toCents(exact: Big, shown: number, currency: Currency): string {
  const amount = moneyIn(currency);
  if (exact.eq(shown)) return `= ${amount(shown)}`;
  return exact.round(10).eq(exact)
    ? `= ${priceIn(currency, exact.toNumber())} ≈ ${amount(shown)}`
    : `≈ ${amount(shown)}`;
}

export default defineCalculator({
  slug: 'electricity-cost-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  outputs: {
    costYear: { label: 'Cost per year', format: 'money', emphasis: true },
    costMonth: { label: 'Cost per month', format: 'money', emphasis: true },
    costDay: { label: 'Cost per day of use', format: 'money' },
    kwhYear: { label: 'Energy per year (kWh)', format: 'number', decimals: 2 },
    kwhMonth: { label: 'Energy per month (kWh)', format: 'number', decimals: 2 },
    kwhDay: { label: 'Energy per day of use (kWh)', format: 'number', decimals: 3 },
  },
  compute: electricityCost,
  summary(v, r) {
    const amount = moneyIn(v.currency);
    const watts = v.powerUnit === 'kw' ? `${formatPlain(v.power)} kW` : `${formatPlain(v.power)} W`;
    const what =
      v.quantity > 1
        ? `${formatPlain(v.quantity)} appliances of ${watts} each, used`
        : `${article(v.power) === 'an' ? 'An' : 'A'} ${watts} appliance used`;
    const uses = v.quantity > 1 ? 'use' : 'uses';
    return (
      `${what} ${formatCount(v.hours, 'hours')} a day on ${formatCount(v.days, 'days')} a year ${uses} ` +
      `${kwh(decimal(r.kwhYear))} kWh a year, costing ${amount(r.costYear)} at ${priceIn(v.currency, v.price)} per kWh.`
    );
  },
  calculateLabel: 'Calculate',
  steps(v, r) {
    const day = kwhPerDay(v);
    const year = day.times(v.days);
    const power = v.powerUnit === 'kw' ? decimal(v.power).times(1000).toNumber() : v.power;
    const watts =
      v.powerUnit === 'kw'
        ? [`Power in watts = ${formatPlain(v.power)} kW × 1,000 = ${formatPlain(power)} W`]
        : [];
    const count = v.quantity > 1 ? ` × ${formatPlain(v.quantity)}` : '';
    const price = priceIn(v.currency, v.price);
    return [
      ...watts,
      `Energy per day = watts × hours${count ? ' × appliances' : ''} ÷ 1,000 = ` +
        `${formatPlain(power)} × ${formatPlain(v.hours)}${count} ÷ 1,000 = ${kwh(day)} kWh`,
      `Energy per year = ${kwh(day)} × ${formatCount(v.days, 'days')} = ${kwh(year)} kWh`,
      `Energy per month = ${kwh(year)} ÷ 12 ${year.div(12).round(6).eq(year.div(12)) ? '=' : '≈'} ${kwh(year.div(12))} kWh`,
      `Cost per day = ${kwh(day)} × ${price} ${toCents(day.times(v.price), r.costDay, v.currency)}`,
      `Cost per month = ${kwh(year)} × ${price} ÷ 12 ${toCents(year.times(v.price).div(12), r.costMonth, v.currency)}`,
      `Cost per year = ${kwh(year)} × ${price} ${toCents(year.times(v.price), r.costYear, v.currency)}`,
    ];
  },
  about: [
    'Energy in kilowatt-hours (kWh) is power in kilowatts times hours: an appliance’s watts × the hours it runs a day ÷ 1,000 is its kWh per day (U.S. Department of Energy, Estimating Appliance and Home Electronic Energy Use). The year is that times the days a year it is used, and a month is a twelfth of the year (30.4 days when it is used every day). Each cost is the energy times your price per kWh.',
    'The energy is worked out exactly in decimal, and each cost is rounded half-up to the cent once, from the unrounded energy; so the cost per year is not always 365 times the rounded cost per day.',
    'You choose the currency the amounts are shown in; enter the price per kWh in the same currency (0.15 for 15 cents).',
  ],
  notes: [
    'An estimate: the power on a label is the most an appliance draws. Fridges and heaters with thermostats cycle on and off, and many devices use a little power on standby, so the real use may be lower or higher. Standing charges and taxes on your bill are not included.',
  ],
  faq: [
    {
      question: 'How do I work out what an appliance costs to run?',
      answer:
        'Multiply its watts by the hours it runs a day and divide by 1,000 to get kWh per day, then multiply by your price per kWh. A 1,500 W heater for 3 hours uses 4.5 kWh; at 0.15 per kWh that is 0.68 a day.',
    },
    {
      question: 'What is a kilowatt-hour?',
      answer:
        'The energy used by 1,000 watts for one hour: a 100 W bulb takes 10 hours to use 1 kWh. Electricity bills charge per kWh, often called a unit.',
    },
    {
      question: 'How long is a month here?',
      answer:
        'A twelfth of the year: the energy per year ÷ 12. For an appliance used every day that is about 30.4 days, so the monthly figure matches a year of bills.',
    },
    {
      question: 'Where do I find the wattage?',
      answer:
        'On the label on the back or bottom of the appliance, or in its manual. If only amps are given, watts are roughly amps × volts (for example 5 A × 230 V = 1,150 W).',
    },
  ],
  references: [
    {
      source:
        'OpenStax, College Physics 2e (Urone and Hinrichs, 2022), section 20.4 "Electric Power and ' +
        'Energy", problem: "An electric water heater consumes 5.00 kW for 2.00 h per day. What is ' +
        'the cost of running it for one year if electricity costs 12.0 cents/kW ⋅ h?", answer ' +
        '"$438/y" (openstax.org/books/college-physics-2e/pages/20-4-electric-power-and-energy)',
      inputs: { power: '5', powerUnit: 'kw', hours: '2', days: '365', price: '0.12' },
      expected: { costYear: 438 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, College Physics 2e, section 20.4 (as above), example "Calculating the Cost ' +
        'Effectiveness of Compact Fluorescent Lights (CFL)", part (a): a 60-W bulb for 1000 hours ' +
        '("about one-half year at 5 hours per day", entered as 5 hours on 200 days) uses 60.0 ' +
        'kW ⋅ h, which at 12 cents costs $7.20',
      inputs: { power: '60', powerUnit: 'w', hours: '5', days: '200', price: '0.12' },
      expected: { kwhYear: 60, costYear: 7.2 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, College Physics 2e, section 20.4 (as above), the same example, part (b): the ' +
        '15-W CFL over the same 1000 hours, "the electricity cost will be $7.20/4 = $1.80"',
      inputs: { power: '15', powerUnit: 'w', hours: '5', days: '200', price: '0.12' },
      expected: { costYear: 1.8 },
      tolerance: 0.005,
    },
    {
      source:
        'U.S. Department of Energy, Estimating Appliance and Home Electronic Energy Use, window fan example as quoted by A&C Energy (acenergy.ca/energy-costs-estimator): 200 W × 4 h/day × 120 days ÷ 1000 = 96 kWh; × 8.5 cents = $8.16/year',
      inputs: { power: '200', powerUnit: 'w', hours: '4', days: '120', price: '0.085' },
      expected: { kwhYear: 96, costYear: 8.16 },
      tolerance: 0.005,
    },
    {
      source:
        'U.S. Department of Energy (Energy Efficiency and Renewable Energy), "Estimating Appliance ' +
        'and Home Electronic Energy Use", as quoted by Midwest Energy & Communications, an ' +
        'electric cooperative (midwestecc.com/content/helpful-information): a personal computer ' +
        '(120 W) and monitor (150 W), "(120 Watts + 150 Watts) x 4 hours per day x 365 days per ' +
        'year divided by 1000 = 394 kWh/year" (to the whole kWh)',
      inputs: { power: '270', powerUnit: 'w', hours: '4', days: '365' },
      expected: { kwhYear: 394 },
      tolerance: 0.5,
    },
    {
      source:
        'The Prime Calculator, Appliance Energy Calculator formula (theprimecalculator.com/environmental/appliance-energy/formula): 1,500 W for 3 hours a day, 365 days, at $0.15/kWh: 4.5 kWh a day, 1,642.5 kWh and $246.38 a year, $20.53 a month',
      inputs: { power: '1500', powerUnit: 'w', hours: '3', days: '365', price: '0.15' },
      expected: { kwhDay: 4.5, kwhYear: 1642.5, costYear: 246.38, costMonth: 20.53 },
      tolerance: 0.005,
    },
    {
      source:
        'Apogee Interactive, Determining kWh use (c03.apogee.net): a 1,200 W (1.2 kW) refrigerator running 4.8 hours a day uses 5.76 kWh a day',
      inputs: { power: '1.2', powerUnit: 'kw', hours: '4.8', days: '365' },
      expected: { kwhDay: 5.76 },
      tolerance: 0.005,
    },
  ],
});
