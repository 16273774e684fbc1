import {
  capitalised,
  formatFigure,
  formatPlain,
  formatReading,
  formatUpTo,
} from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { cents, formatMoney, formatMoneyAsIs } from '../engine/money.ts';
import { inUnitOf, quantityField } from '../engine/quantity.ts';
import { equalsOrAbout, exact, held, readShown } from './shared/exactDecimal.ts';
import { LENGTH, unitOf, unitsOf } from './shared/scales.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 109,
  name: 'Square Footage Calculator',
  description:
    'Find the area of a room or plot in square feet, square metres, square yards and acres, and its cost at a price per unit area.',
  category: 'more',
  icon: 'land-plot',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'area-calculator',
    'area-converter',
    'concrete-calculator',
    'length-converter',
    'paint-calculator',
    'tile-calculator',
  ],
  keywords:
    'square feet sq ft sqft ft2 square footage floor area room size square metres m2 sq m square yards acres flooring carpet cost per square foot',
} satisfies CalculatorRecord;

// The area of a rectangle, length × width, each typed in any unit and received in metres, shown
// in square feet, square metres, square yards and acres with NIST's exact factors (1 ft² =
// 0.09290304 m², 1 yd² = 0.83612736 m², 1 acre = 43,560 ft² = 4,046.8564224 m²), worked in
// decimal. An optional price per ft², m² or yd² gives the cost.

const side = (label: string, noun: string, defaultText: string) =>
  quantityField({
    label,
    noun,
    units: unitsOf(LENGTH, 'ft', 'in', 'yd', 'm', 'cm'),
    base: 'm',
    default: defaultText,
    defaultUnit: 'ft',
    min: 0,
    minExclusive: true,
    max: 100_000,
  });

/** Square metres in each unit of area a price may be per (NIST SP 811, exact). */
export const M2_PER = { ft2: '0.09290304', m2: '1', yd2: '0.83612736' } as const;
/** Square metres in an acre of 43,560 international square feet. */
export const M2_PER_ACRE = '4046.8564224';

const PRICE_UNITS = [
  { value: 'ft2', label: 'per square foot (ft²)' },
  { value: 'm2', label: 'per square metre (m²)' },
  { value: 'yd2', label: 'per square yard (yd²)' },
] as const;

const SYMBOL = { ft2: 'ft²', m2: 'm²', yd2: 'yd²' } as const;

const fields = {
  length: side('Length', 'length', '15'),
  width: side('Width', 'width', '12'),
  currency: currencyField,
  priceUnit: {
    kind: 'choice',
    label: 'Price is',
    default: 'ft2',
    options: PRICE_UNITS,
  },
  price: {
    kind: 'money',
    label: 'Price per unit area',
    noun: 'price',
    default: '',
    blankValue: 0,
    min: 0,
    max: 1_000_000,
    help: 'Optional: the price of flooring, turf or work per unit of area, for the cost.',
  },
} as const;

/** The area in each unit, exactly, from the length and width in metres. */
export function areas(lengthM: number, widthM: number) {
  const m2 = exact(lengthM).times(widthM);
  return {
    m2,
    ft2: m2.div(M2_PER.ft2),
    yd2: m2.div(M2_PER.yd2),
    acres: m2.div(M2_PER_ACRE),
  };
}

/** A number as read: up to 8 significant digits, no trailing zeros. */
const show = (value: number) =>
  // Below a millionth in powers of ten (2.471 × 10⁻¹² acres), which 10 decimals would show as 0.
  value !== 0 && Math.abs(value) < 1e-6 ? formatFigure(value, 2) : formatReading(value, 8);

/** A side as the visitor typed it: '15 ft'. */
function typed(id: 'length' | 'width', metres: number, code: string): string {
  const unit = unitOf(LENGTH, code as 'ft');
  return `${formatPlain(inUnitOf(fields[id], metres, code))} ${unit.symbol}`;
}

type Sides = { length: number; lengthUnit: string; width: number; widthUnit: string };
type Areas = { squareFeet: number; squareMetres: number; squareYards: number; acres: number };

/** Sides typed in feet, inches or yards are worked in feet, so 15 ft × 12 ft is 180 ft² as typed. */
const workedInFeet = (v: Sides) =>
  IMPERIAL.includes(v.lengthUnit) && IMPERIAL.includes(v.widthUnit);
const IMPERIAL = ['ft', 'in', 'yd'];

/** A step's working of two figures it shows, and the result as shown: '=' or '≈' between them. */
function worked(left: string, op: '×' | '÷', right: string, result: string): string {
  const [a, b] = [readShown(left)!, readShown(right)!];
  return `${left} ${op} ${right} ${equalsOrAbout(op === '×' ? a.times(b) : a.div(b), result)} ${result}`;
}

/** 'Width 6 in = 0.5 ft' for each side not typed in the unit worked in; none when both are. */
function sidesIn(v: Sides, code: 'ft' | 'm', lengthText: string, widthText: string): string[] {
  const said = (id: 'length' | 'width', metres: number, unit: string, text: string) => {
    const typedText = typed(id, metres, unit);
    const factor = exact(unitOf(LENGTH, unit as 'ft').factor).div(unitOf(LENGTH, code).factor);
    const typedValue = readShown(typedText.slice(0, typedText.lastIndexOf(' ')))!;
    return `${typedText} ${equalsOrAbout(typedValue.times(factor), text)} ${text} ${code}`;
  };
  const parts = [
    v.lengthUnit === code ? null : `Length ${said('length', v.length, v.lengthUnit, lengthText)}`,
    v.widthUnit === code ? null : `width ${said('width', v.width, v.widthUnit, widthText)}`,
  ].filter((part) => part !== null);
  return parts.length ? [capitalised(parts.join(', '))] : [];
}

const acresWord = (r: Areas) => (r.acres === 1 ? 'acre' : 'acres');

function stepsInFeet(v: Sides, r: Areas): string[] {
  const foot = unitOf(LENGTH, 'ft').factor;
  const [length, width] = [
    show(exact(v.length).div(foot).toNumber()),
    show(exact(v.width).div(foot).toNumber()),
  ];
  const feet = show(r.squareFeet);
  return [
    ...sidesIn(v, 'ft', length, width),
    `Area = length × width = ${worked(length, '×', width, feet)} ft²`,
    `In square metres: ${worked(feet, '×', '0.09290304', show(r.squareMetres))} m²`,
    `In square yards: ${worked(feet, '÷', '9', show(r.squareYards))} yd²`,
    `In acres: ${worked(feet, '÷', '43,560', show(r.acres))} ${acresWord(r)}`,
  ];
}

function stepsInMetres(v: Sides, r: Areas): string[] {
  const [length, width] = [show(v.length), show(v.width)];
  const metres = show(r.squareMetres);
  return [
    ...sidesIn(v, 'm', length, width),
    `Area = length × width = ${worked(length, '×', width, metres)} m²`,
    `In square feet: ${worked(metres, '÷', '0.09290304', show(r.squareFeet))} ft²`,
    `In square yards: ${worked(metres, '÷', '0.83612736', show(r.squareYards))} yd²`,
    `In acres: ${worked(metres, '÷', '4,046.8564224', show(r.acres))} ${acresWord(r)}`,
  ];
}

export default defineCalculator({
  slug: 'square-footage-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  outputs: {
    squareFeet: { label: 'Area (square feet)', format: 'number', decimals: 2, emphasis: true },
    squareMetres: { label: 'Area (square metres)', format: 'number', decimals: 2 },
    squareYards: { label: 'Area (square yards)', format: 'number', decimals: 2 },
    acres: { label: 'Area (acres)', format: 'number', decimals: 4 },
    cost: { label: (v) => `Cost at your price per ${SYMBOL[v.priceUnit]}`, format: 'money' },
  },
  compute(v) {
    const area = areas(v.length, v.width);
    const inPriceUnit = area.m2.div(M2_PER[v.priceUnit]);
    return {
      squareFeet: held(area.ft2),
      squareMetres: held(area.m2),
      squareYards: held(area.yd2),
      acres: held(area.acres),
      cost: cents(inPriceUnit.times(v.price)),
    };
  },
  hiddenOutputs: (v) => (v.price > 0 ? [] : ['cost']),
  summary(v, r) {
    const room = `${typed('length', v.length, v.lengthUnit)} × ${typed('width', v.width, v.widthUnit)}`;
    const cost =
      v.price > 0
        ? ` At ${formatMoneyAsIs(v.price, v.currency)} per ${SYMBOL[v.priceUnit]} it costs ${formatMoney(r.cost, v.currency)}.`
        : '';
    return (
      `An area of ${room} is ${formatUpTo(r.squareFeet, 2)} ft², ` +
      `${formatUpTo(r.squareMetres, 2)} m² or ${formatUpTo(r.squareYards, 2)} yd².${cost}`
    );
  },
  steps(v, r) {
    const lines = workedInFeet(v) ? stepsInFeet(v, r) : stepsInMetres(v, r);
    if (v.price > 0) {
      const quantity = { ft2: r.squareFeet, m2: r.squareMetres, yd2: r.squareYards }[v.priceUnit];
      lines.push(
        `Cost = ${show(quantity)} ${SYMBOL[v.priceUnit]} × ${formatMoneyAsIs(v.price, v.currency)} = ` +
          formatMoney(r.cost, v.currency),
      );
    }
    return lines;
  },
  about: [
    'The area of a rectangular room or plot is its length × width. Type each in feet, inches, yards, metres or centimetres (they need not be in the same unit); they are converted exactly (1 in = 2.54 cm, 1 ft = 0.3048 m, 1 yd = 0.9144 m) and the area is shown in square feet, square metres, square yards and acres.',
    'The factors are exact (NIST Special Publication 811, 2008, Appendix B, and NIST Handbook 44, Appendix C): 1 ft² = 0.09290304 m², 1 yd² = 9 ft² = 0.83612736 m², and 1 acre = 43,560 ft² = 4,046.8564224 m² in international feet. The arithmetic is decimal, so 12 ft × 15 ft is exactly 180 ft², not 179.99999999999997. Sides typed in feet, inches or yards are worked in feet and the other units found from square feet; any other side is worked in metres. Areas are shown to 2 decimals (acres to 4), and to 8 significant digits in the steps.',
    'If you give a price per square foot, square metre or square yard, the cost is the area in that unit times the price, rounded to the cent. For an L-shaped or irregular room, split it into rectangles, work each out and add them; the Area Calculator does triangles and circles.',
  ],
  faq: [
    {
      question: 'How do I work out the square footage of a room?',
      answer:
        'Measure the length and width in feet and multiply them: a room 12 ft by 15 ft is 180 square feet. If you measured in feet and inches, type the inches as a fraction of a foot (12 ft 6 in = 12.5 ft) or type all of it in inches.',
    },
    {
      question: 'How many square feet are in a square metre?',
      answer:
        'About 10.764: a square metre is 1 ÷ 0.09290304 ft². To go from square feet to square metres, multiply by 0.0929 (a 180 ft² room is 16.72 m²).',
    },
    {
      question: 'How much extra flooring should I buy?',
      answer:
        'Add about 10% to the area for cuts and mistakes, more (about 15%) for tiles laid diagonally or rooms with many corners. The calculator gives the area itself, without waste.',
    },
    {
      question: 'How many square feet are in an acre?',
      answer:
        'Exactly 43,560 square feet, about 4,047 m²: for example a strip one chain (66 ft) wide and one furlong (660 ft) long.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), Section 10.6 "Area", Example 10.43 "Determining the Cost of Floor Tile" (openstax.org/books/contemporary-mathematics/pages/10-6-area): a basement 29 ft by 16 ft, A = 29(16) = 464 ft²',
      inputs: { length: '29', lengthUnit: 'ft', width: '16', widthUnit: 'ft', price: '' },
      expected: { squareFeet: 464 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), Section 10.6 "Area", Example 10.50 "Changing Units" (openstax.org/books/contemporary-mathematics/pages/10-6-area): carpet for a living room 21 ft wide by 24 ft long, 21 ft = 7 yd and 24 ft = 8 yd, 7(8) = 56 yd²',
      inputs: { length: '24', lengthUnit: 'ft', width: '21', widthUnit: 'ft', price: '' },
      expected: { squareYards: 56 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), Section 10.6 "Area", Example 10.45 "Finding the Area of a Parallelogram Park" (openstax.org/books/contemporary-mathematics/pages/10-6-area): 55 yd = 165 ft by 39 yd = 117 ft, A = 165(117) = 19,305 ft²; the sod at $0.50 a square foot is 19,305($0.50) = $9,652.5 (here base × perpendicular height as length × width, the sod alone)',
      inputs: {
        length: '55',
        lengthUnit: 'yd',
        width: '39',
        widthUnit: 'yd',
        currency: 'USD',
        priceUnit: 'ft2',
        price: '0.50',
      },
      expected: { squareFeet: 19305, cost: 9652.5 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), Section 10.6 "Area", Example 10.55 "Finding the Cost of Fertilizing an Area" (openstax.org/books/contemporary-mathematics/pages/10-6-area): a plot of land 150 ft by 240 ft is 36,000 ft²',
      inputs: { length: '240', lengthUnit: 'ft', width: '150', widthUnit: 'ft', price: '' },
      expected: { squareFeet: 36000 },
      tolerance: 0,
    },
    {
      source:
        'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.8: square foot (ft²) = 9.290 304 E-02 m² (exact); here 1 ft × 1 ft (nist.gov/pml/special-publication-811)',
      inputs: { length: '1', lengthUnit: 'ft', width: '1', widthUnit: 'ft', price: '' },
      expected: { squareMetres: 0.09290304, squareFeet: 1 },
      tolerance: 0,
    },
    {
      source:
        'NIST Handbook 44 (2024), Appendix C, General Tables of Units of Measurement: 1 acre = 43,560 ft², 1 chain = 66 ft, 1 furlong = 660 ft, so a chain by a furlong is 1 acre (nist.gov/pml/weights-and-measures/publications/nist-handbooks/handbook-44)',
      inputs: { length: '660', lengthUnit: 'ft', width: '66', widthUnit: 'ft', price: '' },
      expected: { squareFeet: 43560, acres: 1 },
      tolerance: 0,
    },
    {
      source:
        'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.8: square yard (yd²) = 8.361 274 E-01 m² (rounded to 7 digits); here 1 yd × 1 yd (nist.gov/pml/special-publication-811)',
      inputs: { length: '1', lengthUnit: 'yd', width: '1', widthUnit: 'yd', price: '' },
      expected: { squareMetres: 0.8361274, squareFeet: 9 },
      tolerance: 0.00000005,
    },
  ],
});
