import { formatPercent, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { currencyField } from '../engine/currencies.ts';
import { formatMoney, moneyPrefix, roundHalfUp, type Big, type Currency } from '../engine/money.ts';
import { exact, formatSignificant, toSignificant, VOLUME, WEIGHT } from './shared/units.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 71,
  name: 'Unit Price Calculator',
  description:
    'Compare two packs by their price per unit and see which is the better buy, and by how much.',
  category: 'more',
  icon: 'tag',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'discount-calculator',
    'sales-tax-calculator',
    'fuel-cost-calculator',
    'break-even-calculator',
  ],
  keywords: 'unit price price per unit compare best buy',
} satisfies CalculatorRecord;

// Two packs compared by their price per unit: each price ÷ its quantity, in one unit for both (the
// first item's unit, or 100 g or 100 mL for grams and millilitres, as shelf labels show them).
// Packs in different units of the same kind (500 g and 1 lb) are converted exactly with the NIST
// factors of shared/units.ts. The better buy is the lower unit price; by how much is the saving
// as a share of the dearer unit price.

type Kind = 'weight' | 'volume' | 'count';

const grams = (code: string) =>
  exact(WEIGHT.units.find((unit) => unit.code === code)!.factor).times(1000);
const millilitres = (code: string) =>
  exact(VOLUME.units.find((unit) => unit.code === code)!.factor).times(1000);

/** Each unit: its kind, its size in grams, millilitres or items, and the unit prices are per. */
const UNITS = {
  g: { kind: 'weight', size: grams('g'), per: '100 g', perSize: exact(100), name: 'g' },
  kg: { kind: 'weight', size: grams('kg'), per: 'kg', perSize: grams('kg'), name: 'kg' },
  oz: { kind: 'weight', size: grams('oz'), per: 'oz', perSize: grams('oz'), name: 'oz' },
  lb: { kind: 'weight', size: grams('lb'), per: 'lb', perSize: grams('lb'), name: 'lb' },
  ml: { kind: 'volume', size: millilitres('ml'), per: '100 mL', perSize: exact(100), name: 'mL' },
  l: { kind: 'volume', size: millilitres('l'), per: 'litre', perSize: millilitres('l'), name: 'L' },
  floz: {
    kind: 'volume',
    size: millilitres('floz'),
    per: 'fl oz',
    perSize: millilitres('floz'),
    name: 'fl oz',
  },
  item: { kind: 'count', size: exact(1), per: 'item', perSize: exact(1), name: 'items' },
} as const satisfies Record<
  string,
  { kind: Kind; size: Big; per: string; perSize: Big; name: string }
>;

type UnitCode = keyof typeof UNITS;

const UNIT_OPTIONS: { value: UnitCode; label: string }[] = [
  { value: 'g', label: 'Grams (g)' },
  { value: 'kg', label: 'Kilograms (kg)' },
  { value: 'oz', label: 'Ounces (oz)' },
  { value: 'lb', label: 'Pounds (lb)' },
  { value: 'ml', label: 'Millilitres (mL)' },
  { value: 'l', label: 'Litres (L)' },
  { value: 'floz', label: 'US fluid ounces (fl oz)' },
  { value: 'item', label: 'Items (a count)' },
];

/** Amounts in the currency the visitor picked: '$60.00', '€60.00'. */
const moneyIn = (currency: Currency) => (value: number | Big) =>
  formatMoney(Number(value), currency);

const priceField = (item: string, value: string) =>
  ({
    kind: 'money',
    label: `Price of item ${item}`,
    default: value,
    min: 0,
    minExclusive: true,
    max: 1_000_000_000,
    noun: `price of item ${item}`,
  }) as const;

const quantityField = (item: string, value: string) =>
  ({
    kind: 'number',
    label: `Quantity of item ${item}`,
    default: value,
    min: 0,
    minExclusive: true,
    max: 1_000_000_000,
    help: `How much item ${item} holds: its weight, volume or number of items.`,
    noun: `quantity of item ${item}`,
    messages: { invalid: `Enter the quantity of item ${item} as a number, such as 500` },
  }) as const;

const unitField = (item: string, value: UnitCode) =>
  ({
    kind: 'choice',
    label: `Unit of item ${item}`,
    default: value,
    options: UNIT_OPTIONS,
  }) as const;

const fields = {
  currency: currencyField,
  priceA: priceField('A', '3.69'),
  quantityA: quantityField('A', '24'),
  unitA: unitField('A', 'oz'),
  priceB: priceField('B', '4.89'),
  quantityB: quantityField('B', '36'),
  unitB: unitField('B', 'oz'),
} as const;

type UnitPriceValues = Values<typeof fields>;

/** Both unit prices, exactly, per the unit they are compared in, and which is lower. */
export function compare(v: UnitPriceValues) {
  const per = UNITS[v.unitA];
  const unitPrice = (price: number, quantity: number, code: UnitCode) =>
    exact(price).times(per.perSize).div(exact(quantity).times(UNITS[code].size));
  const a = unitPrice(v.priceA, v.quantityA, v.unitA);
  const b = unitPrice(v.priceB, v.quantityB, v.unitB);
  const better: 'A' | 'B' | null = a.lt(b) ? 'A' : b.lt(a) ? 'B' : null;
  const [cheap, dear] = a.lt(b) ? [a, b] : [b, a];
  return {
    per: per.per,
    a,
    b,
    better,
    /** The saving as a share of the dearer unit price, in %. */
    saving: dear.minus(cheap).times(100).div(dear),
    /** How much more the dearer one costs per unit, in %. */
    extra: dear.minus(cheap).times(100).div(cheap),
    difference: dear.minus(cheap),
  };
}

/**
 * The decimals both unit prices are shown with: the lower one's 4 significant digits, and the
 * cent at least ($0.1538 and $0.1358, not $0.15 and $0.14 beside a difference of $0.02).
 */
export function priceDecimals(v: UnitPriceValues): number {
  const { a, b } = compare(v);
  const low = (a.lt(b) ? a : b).toNumber();
  if (!(low > 0)) return 2;
  return Math.min(Math.max(2, 3 - Math.floor(Math.log10(low))), 12);
}

/** A unit price to 4 significant digits, in the visitor's currency ('$0.1538'), and at least to the cent ('$0.60'). */
const preciseIn = (currency: Currency) => (value: number | Big) => {
  const text = formatSignificant(exact(value), 4);
  const [whole, fraction = ''] = text.split('.');
  return `${moneyPrefix[currency]}${fraction.length >= 2 ? text : `${whole}.${fraction.padEnd(2, '0')}`}`;
};

export default defineCalculator({
  slug: 'unit-price-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  validate(v) {
    const a = UNITS[v.unitA].kind;
    const b = UNITS[v.unitB].kind;
    if (a === b) return {};
    return {
      unitB: `Item A is measured by ${a} and item B by ${b}. Choose units of the same kind to compare them.`,
    };
  },
  outputs: {
    saving: {
      label: (v) => {
        const { better, per } = compare(v);
        return better ? `Saving per ${per} with item ${better}` : 'Saving';
      },
      format: 'percent',
      emphasis: true,
    },
    unitPriceA: {
      label: (v) => `Item A, price per ${compare(v).per}`,
      format: 'money',
      decimals: priceDecimals,
    },
    unitPriceB: {
      label: (v) => `Item B, price per ${compare(v).per}`,
      format: 'money',
      decimals: priceDecimals,
    },
    difference: {
      label: (v) => `Difference per ${compare(v).per}`,
      format: 'money',
      decimals: priceDecimals,
    },
  },
  compute(v) {
    const { a, b, saving } = compare(v);
    // The unit prices as shown, and their difference made from them, so that it adds up.
    const decimals = priceDecimals(v);
    const shownA = roundHalfUp(a, decimals);
    const shownB = roundHalfUp(b, decimals);
    return {
      saving: saving.toNumber(),
      unitPriceA: shownA.toNumber(),
      unitPriceB: shownB.toNumber(),
      difference: shownA.minus(shownB).abs().toNumber(),
    };
  },
  summary(v) {
    const precise = preciseIn(v.currency);
    const { better, per, a, b, saving, extra } = compare(v);
    if (!better) return `Both cost the same per ${per}: ${precise(a)}.`;
    const [cheap, dear] = better === 'A' ? [a, b] : [b, a];
    const other = better === 'A' ? 'B' : 'A';
    return [
      `Item ${better} is the better buy: ${precise(cheap)} per ${per} against ${precise(dear)} for item ${other}, ` +
        `${formatPercent(saving.toNumber())} less.`,
      `Put the other way, item ${other} costs ${formatPercent(extra.toNumber())} more per ${per}.`,
    ];
  },
  calculateLabel: 'Compare',
  steps(v) {
    const amount = moneyIn(v.currency);
    const precise = preciseIn(v.currency);
    const { per, a, b, better, saving } = compare(v);
    const perUnit = UNITS[v.unitA];
    const line = (
      item: 'A' | 'B',
      price: number,
      quantity: number,
      code: UnitCode,
      result: Big,
    ) => {
      const unit = UNITS[code];
      const sizeInPer = exact(quantity).times(unit.size).div(perUnit.perSize);
      const sizeText = formatSignificant(sizeInPer, 10);
      const exactSize = toSignificant(sizeInPer, 10).eq(sizeInPer);
      const unitPrice = `${toSignificant(result, 4).eq(result) ? '=' : '≈'} ${precise(result)} per ${per}`;
      if (sizeInPer.eq(quantity) && !perUnit.perSize.eq(100)) {
        return `Item ${item}: ${amount(price)} ÷ ${formatPlain(quantity)} ${unit.name} ${unitPrice}`;
      }
      const inPer = perUnit.perSize.eq(100) ? `${sizeText} × ${per}` : `${sizeText} ${per}`;
      return (
        `Item ${item}: ${formatPlain(quantity)} ${unit.name} ${exactSize ? '=' : '≈'} ${inPer}, ` +
        `so ${amount(price)} ÷ ${sizeText} ${unitPrice}`
      );
    };
    const steps = [
      line('A', v.priceA, v.quantityA, v.unitA, a),
      line('B', v.priceB, v.quantityB, v.unitB, b),
    ];
    if (better) {
      const [cheap, dear] = better === 'A' ? [a, b] : [b, a];
      steps.push(
        `Saving = (${precise(dear)} − ${precise(cheap)}) ÷ ${precise(dear)} × 100 ≈ ` +
          `${formatPercent(saving.toNumber())} (from the unrounded unit prices)`,
      );
    } else {
      steps.push('The unit prices are equal: neither is the better buy.');
    }
    return steps;
  },
  about: [
    'The unit price is the price divided by the quantity: what one ounce, one kilogram, one litre or one item costs. Both items are priced per the same unit, the first item’s, or per 100 g or 100 mL when that is grams or millilitres, as shop shelf labels show them. The lower unit price is the better buy, and the saving is the difference as a percentage of the higher unit price.',
    'Items in different units of the same kind, such as 500 g and 1 lb, are converted exactly: an ounce is 28.349523125 g, a pound 453.59237 g and a US fluid ounce 29.5735295625 mL (NIST SP 811). Weight cannot be compared with volume, since that needs the density of the product.',
    'Unit prices are worked out exactly and shown with the same decimals, enough for 4 significant digits of the lower one and at least the cent ($0.1538 and $0.1358 an ounce), rounded half-up; the difference is that of the two prices shown, so the figures add up. The sentences under them give each to 4 significant digits. You choose the currency the amounts are shown in.',
  ],
  faq: [
    {
      question: 'How do I work out a unit price?',
      answer:
        'Divide the price by the quantity. A 24 oz box for 3.69 is 3.69 ÷ 24 = 0.154 per ounce; a 36 oz box for 4.89 is 0.136 per ounce, so the bigger box is the better buy.',
    },
    {
      question: 'Is the bigger pack always cheaper?',
      answer:
        'No. Shops sometimes price the bigger pack higher per unit, and offers on small packs can beat it. Compare unit prices, and think about whether you will use the whole pack before it spoils.',
    },
    {
      question: 'Can I compare grams with ounces?',
      answer:
        'Yes. Choose each item’s own unit and the calculator converts: 1 oz = 28.349523125 g and 1 lb = 453.59237 g exactly. It cannot compare a weight with a volume.',
    },
    {
      question: 'What does the saving percentage mean?',
      answer:
        'How much less the better buy costs per unit, as a share of the dearer unit price. At 0.136 against 0.154 per ounce the saving is about 11.65%: for the same amount you pay 11.65% less.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Prealgebra 2e (Marecek et al., 2020), section 5.6 "Ratios and Rate", example: ' +
        'Paul’s liquid detergent at $14.99 for 64 loads is "$0.23/load", the powder at $15.99 ' +
        'for 80 loads "$0.20/load"; the powder is the better buy, unit prices to the nearest cent ' +
        '(openstax.org/books/prealgebra-2e/pages/5-6-ratios-and-rate)',
      inputs: {
        priceA: '14.99',
        quantityA: '64',
        unitA: 'item',
        priceB: '15.99',
        quantityB: '80',
        unitB: 'item',
      },
      expected: { unitPriceA: 0.23, unitPriceB: 0.2 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e, section 5.6 (as above), exercise answers (to three decimal ' +
        'places): mouthwash, "The 50.7-ounce size costs $0.138 per ounce. The 33.8-ounce size ' +
        'costs $0.142 per ounce"',
      inputs: {
        priceA: '6.99',
        quantityA: '50.7',
        unitA: 'floz',
        priceB: '4.79',
        quantityB: '33.8',
        unitB: 'floz',
      },
      expected: { unitPriceA: 0.138, unitPriceB: 0.142 },
      tolerance: 0.0005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e, section 5.6 (as above), exercise answers: breakfast cereal, 18 ' +
        'ounces for $3.99 "costs $0.222 per ounce", 14 ounces for $3.29 "$0.235 per ounce"',
      inputs: {
        priceA: '3.99',
        quantityA: '18',
        unitA: 'oz',
        priceB: '3.29',
        quantityB: '14',
        unitB: 'oz',
      },
      expected: { unitPriceA: 0.222, unitPriceB: 0.235 },
      tolerance: 0.0005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e, section 5.6 (as above), exercise answers: ketchup, the 40-ounce ' +
        'bottle for $2.99 "costs $0.075 per ounce", the 64-ounce squeeze bottle for $4.39 "$0.069 ' +
        'per ounce"',
      inputs: {
        priceA: '2.99',
        quantityA: '40',
        unitA: 'oz',
        priceB: '4.39',
        quantityB: '64',
        unitB: 'oz',
      },
      expected: { unitPriceA: 0.075, unitPriceB: 0.069 },
      tolerance: 0.0005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e, section 5.6 (as above), exercise answers: cheese, $6.49 for a ' +
        '1 lb block or $3.39 for a half-pound block: "The half-pound block costs $6.78/lb, so the ' +
        '1-lb. block is a better buy"',
      inputs: {
        priceA: '6.49',
        quantityA: '1',
        unitA: 'lb',
        priceB: '3.39',
        quantityB: '0.5',
        unitB: 'lb',
      },
      expected: { unitPriceA: 6.49, unitPriceB: 6.78 },
      tolerance: 0.005,
    },
    {
      source:
        'University of Alberta, Mini lessons: Unit price (sites.ualberta.ca/~ioncmast/financefolder), example 1: 3 chocolate bars for $2.25 are $0.75 each, against $0.79 for one',
      inputs: {
        priceA: '2.25',
        quantityA: '3',
        unitA: 'item',
        priceB: '0.79',
        quantityB: '1',
        unitB: 'item',
      },
      expected: { unitPriceA: 0.75, unitPriceB: 0.79 },
      tolerance: 0.005,
    },
    {
      source:
        'University of Alberta (as above), example 2: a 550 g box for $2.50 is $0.004545 per gram, a 1 kg box for $5.00 $0.005 per gram (here per 100 g: 0.4545 and 0.5)',
      inputs: {
        priceA: '2.50',
        quantityA: '550',
        unitA: 'g',
        priceB: '5.00',
        quantityB: '1',
        unitB: 'kg',
      },
      expected: { unitPriceA: 0.4545, unitPriceB: 0.5 },
      tolerance: 0.00005,
    },
    {
      source:
        'SlidePlayer, Unit pricing lesson (slideplayer.com/slide/1635786/): a six-pack of 12 oz for $2.99 is $0.041 per oz; a litre (33.8 oz) for $1.29 is $0.038 per oz, the better buy',
      inputs: {
        priceA: '2.99',
        quantityA: '72',
        unitA: 'floz',
        priceB: '1.29',
        quantityB: '1',
        unitB: 'l',
      },
      expected: { unitPriceA: 0.041, unitPriceB: 0.038 },
      tolerance: 0.001,
    },
  ],
});
