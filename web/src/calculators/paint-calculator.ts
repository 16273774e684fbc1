import {
  formatAsTyped,
  formatCount,
  formatNumber,
  formatPlain,
  formatSignificant,
} from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big } from '../engine/money.ts';
import { inUnitOf, quantityField } from '../engine/quantity.ts';
import {
  apartFromWhole,
  equalsOrAbout,
  exact,
  held,
  quotientEqualsOrAbout,
  readShown,
  wholeUnitsHolding,
} from './shared/exactDecimal.ts';
import { AREA, LENGTH, unitOf, unitsOf } from './shared/scales.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 167,
  name: 'Paint Calculator',
  description:
    'Work out how much paint the walls of a room take, less doors and windows, for the coats and coverage you choose, and how many cans to buy.',
  category: 'more',
  icon: 'home',
  iconBg: 'pink',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: ['square-footage-calculator', 'tile-calculator', 'area-calculator', 'volume-converter'],
  keywords:
    'paint wall paint how much paint gallons litres liters coats coverage spread rate sq ft per gallon m2 per litre emulsion interior painting room walls doors windows cans',
} satisfies CalculatorRecord;

// Paint for the walls of a room: wall area = total length of the walls (the room's perimeter) ×
// wall height, less each door and window (20 ft² and 15 ft² by default, the painters' usual
// allowances; both editable). Paint = paintable area × coats ÷ coverage (spreading rate), in
// square feet per US gallon or square metres per litre as the can says; the default 350 ft² per
// gallon is the low end of the 350–400 ft²/gal most makers print, and 10 m²/L the metric
// equivalent used by UK makers. Units convert with NIST SP 811's exact factors (1 ft = 0.3048 m,
// 1 US gal = 3.785411784 L). The cans are the volume ÷ the can size, always rounded up.

const M2_PER_FT2 = '0.09290304';
const L_PER_GAL = '3.785411784';

const CANS = [
  {
    value: 'gal',
    label: '1 US gallon (3.79 L)',
    litres: L_PER_GAL,
    gallons: '1',
    name: 'cans of 1 US gallon',
  },
  {
    value: 'qt',
    label: '1 US quart (0.95 L)',
    litres: '0.946352946',
    gallons: '0.25',
    name: 'cans of 1 US quart',
  },
  {
    value: '5gal',
    label: '5 US gallons (18.9 L)',
    litres: '18.92705892',
    gallons: '5',
    name: 'buckets of 5 US gallons',
  },
  { value: 'l1', label: '1 litre', litres: '1', name: 'tins of 1 litre' },
  { value: 'l2.5', label: '2.5 litres', litres: '2.5', name: 'tins of 2.5 litres' },
  { value: 'l5', label: '5 litres', litres: '5', name: 'tins of 5 litres' },
  { value: 'l10', label: '10 litres', litres: '10', name: 'tins of 10 litres' },
] as const;

const length = (label: string, noun: string, defaultText: string, max: number, help: string) =>
  quantityField({
    label,
    noun,
    units: unitsOf(LENGTH, 'ft', 'm', 'yd', 'in', 'cm'),
    base: 'm',
    default: defaultText,
    defaultUnit: 'ft',
    min: 0,
    minExclusive: true,
    max,
    help,
  });

const opening = (label: string, noun: string, defaultText: string, help: string) =>
  quantityField({
    label,
    noun,
    units: unitsOf(AREA, 'ft2', 'm2'),
    base: 'm2',
    default: defaultText,
    defaultUnit: 'ft2',
    min: 0,
    max: 100,
    blankValue: 0,
    help,
  });

const fields = {
  length: length(
    'Total length of the walls',
    'length of the walls',
    '50',
    10_000,
    'Add the walls to be painted: a 10 × 15 ft room is 10 + 15 + 10 + 15 = 50 ft.',
  ),
  height: length(
    'Wall height',
    'wall height',
    '8',
    100,
    'Floor to ceiling; most rooms are 8 or 9 ft (2.4–2.7 m).',
  ),
  doors: {
    kind: 'integer',
    label: 'Doors',
    noun: 'number of doors',
    default: '1',
    min: 0,
    max: 100,
    blankValue: 0,
  },
  windows: {
    kind: 'integer',
    label: 'Windows',
    noun: 'number of windows',
    default: '2',
    min: 0,
    max: 100,
    blankValue: 0,
  },
  coats: {
    kind: 'integer',
    label: 'Coats',
    noun: 'number of coats',
    default: '2',
    min: 1,
    max: 10,
  },
  coverageUnit: {
    kind: 'choice',
    label: 'Coverage is given',
    default: 'ft2gal',
    display: 'radio',
    options: [
      { value: 'ft2gal', label: 'per US gallon (ft²/gal)' },
      { value: 'm2l', label: 'per litre (m²/L)' },
    ],
  },
  coverageGal: {
    kind: 'number',
    label: 'Coverage per coat',
    noun: 'coverage',
    default: '350',
    min: 0,
    minExclusive: true,
    max: 2_000,
    unit: 'ft² per gallon',
    when: { coverageUnit: 'ft2gal' },
    help: 'From the can: most wall paints cover 350–400 ft² a gallon.',
  },
  coverageL: {
    kind: 'number',
    label: 'Coverage per coat',
    noun: 'coverage',
    default: '10',
    min: 0,
    minExclusive: true,
    max: 50,
    unit: 'm² per litre',
    when: { coverageUnit: 'm2l' },
    help: 'From the tin: emulsions usually cover 10–13 m² a litre.',
  },
  can: { kind: 'choice', label: 'Can size', default: 'gal', options: CANS },
  doorArea: opening(
    'Area of a door (optional)',
    'door area',
    '20',
    'A standard door is about 20 ft² (1.9 m²).',
  ),
  windowArea: opening(
    'Area of a window (optional)',
    'window area',
    '15',
    'An average window is about 15 ft² (1.4 m²).',
  ),
} as const;

type PaintValues = Values<typeof fields>;

/** The areas (m², exact), the paint in litres and US gallons, and the cans. */
export function paintFor(v: PaintValues) {
  const walls = exact(v.length).times(v.height);
  const openings = exact(v.doorArea).times(v.doors).plus(exact(v.windowArea).times(v.windows));
  const paintable = walls.minus(openings);
  const covered = paintable.times(v.coats);
  const litres =
    v.coverageUnit === 'm2l'
      ? covered.div(v.coverageL ?? 10)
      : covered
          .div(M2_PER_FT2)
          .div(v.coverageGal ?? 350)
          .times(L_PER_GAL);
  const can = CANS.find((c) => c.value === v.can) ?? CANS[0];
  // The cans as one exact division: litres ÷ can = covered × L/gal ÷ (m²/ft² × coverage × can).
  const { count: cans, exact: wholeCans } =
    v.coverageUnit === 'm2l'
      ? wholeUnitsHolding(covered, exact(v.coverageL ?? 10).times(can.litres))
      : wholeUnitsHolding(
          covered.times(L_PER_GAL),
          exact(M2_PER_FT2)
            .times(v.coverageGal ?? 350)
            .times(can.litres),
        );
  return {
    walls,
    openings,
    paintable,
    covered,
    litres,
    gallons: litres.div(L_PER_GAL),
    can,
    cans,
    wholeCans,
  };
}

const show = (value: number | Big) => formatSignificant(Number(value), 6);
const ft2 = (m2: Big) => m2.div(M2_PER_FT2);

/** A length as typed: '50 ft'. */
function typed(id: 'length' | 'height', metres: number, code: string): string {
  return `${formatPlain(inUnitOf(fields[id], metres, code))} ${unitOf(LENGTH, code as 'ft').symbol}`;
}

/** An area in the unit the coverage is given in, as a step shows it: '400' (ft²) or '37.1612' (m²). */
const areaIn = (v: PaintValues, m2: Big) => show(v.coverageUnit === 'm2l' ? m2 : ft2(m2));
const areaUnit = (v: PaintValues) => (v.coverageUnit === 'm2l' ? 'm²' : 'ft²');
const inCoverageUnit = (v: PaintValues, m2: Big) => `${areaIn(v, m2)} ${areaUnit(v)}`;

/** A figure a step shows, read back exactly. */
const shown = (text: string) => readShown(text)!;

/** A rate in a formula: '÷ (1 × 10⁻¹²) ft²/gal', not '÷ 1 × 10⁻¹²'. */
const bracketed = (text: string) => (text.includes('×') ? `(${text})` : text);

/** The steps' working of the figures they show, so '=' is said only where they work out exactly. */
function paintSteps(v: PaintValues): string[] {
  const p = paintFor(v);
  const unit = areaUnit(v);
  const [door, window] = [areaIn(v, exact(v.doorArea)), areaIn(v, exact(v.windowArea))];
  const [walls, openings] = [areaIn(v, p.walls), areaIn(v, p.openings)];
  const [paintable, covered] = [areaIn(v, p.paintable), areaIn(v, p.covered)];
  const [doors, windows, coats] = [v.doors, v.windows, v.coats].map(formatPlain) as [
    string,
    string,
    string,
  ];
  const [litres, gallons] = [show(p.litres), show(p.gallons)];
  const openingsWorked = shown(doors)
    .times(shown(door))
    .plus(shown(windows).times(shown(window)));
  const coverage =
    v.coverageUnit === 'm2l'
      ? (() => {
          const rate = formatAsTyped(v.coverageL ?? 10);
          return `${covered} m² ÷ ${bracketed(rate)} m²/L ${quotientEqualsOrAbout(shown(covered), shown(rate), litres)} ${litres} L (${gallons} US gal)`;
        })()
      : (() => {
          const rate = formatAsTyped(v.coverageGal ?? 350);
          const toLitres = equalsOrAbout(shown(gallons).times(L_PER_GAL), litres);
          return `${covered} ft² ÷ ${bracketed(rate)} ft²/gal ${quotientEqualsOrAbout(shown(covered), shown(rate), gallons)} ${gallons} US gal (× 3.785411784 ${toLitres} ${litres} L)`;
        })();
  // Cans of US gallons are counted in gallons and tins in litres, so the can's size is exact.
  const [paint, can] =
    'gallons' in p.can
      ? [`${gallons} US gal`, `${p.can.gallons} US gal`]
      : [`${litres} L`, `${p.can.litres} L`];
  const cans = p.litres.div(p.can.litres);
  // A hair from a whole can is shown by the digits that tell it apart: 'rounded up to 4' is not
  // said of a 3 shown.
  const quotient = p.wholeCans ? show(cans) : apartFromWhole(cans, show(cans));
  const cansWorked = shown(paint.split(' ')[0]!).div(shown(can.split(' ')[0]!));
  return [
    `Wall area = ${typed('length', v.length, v.lengthUnit)} × ${typed('height', v.height, v.heightUnit)} ` +
      `${equalsOrAbout(v.coverageUnit === 'm2l' ? p.walls : ft2(p.walls), walls)} ${walls} ${unit} (${v.coverageUnit === 'm2l' ? `${show(ft2(p.walls))} ft²` : `${show(p.walls)} m²`})`,
    `Doors and windows: ${doors} × ${door} ${unit} + ${windows} × ${window} ${unit} ${equalsOrAbout(openingsWorked, openings)} ${openings} ${unit}`,
    `Area to paint = ${walls} ${unit} − ${openings} ${unit} ${equalsOrAbout(shown(walls).minus(shown(openings)), paintable)} ${paintable} ${unit}`,
    `With ${coats} coat${v.coats === 1 ? '' : 's'}: ${paintable} ${unit} × ${coats} ${equalsOrAbout(shown(paintable).times(shown(coats)), covered)} ${covered} ${unit}`,
    `Paint = ${coverage}`,
    `Cans: ${paint} ÷ ${can} ${equalsOrAbout(cansWorked, quotient)} ${quotient}${p.wholeCans ? ', so' : ', rounded up to'} ${formatCount(p.cans, p.can.name)}`,
  ];
}

export default defineCalculator({
  slug: 'paint-calculator',
  fields,
  validate(v) {
    return paintFor(v).paintable.lte(0)
      ? { doors: 'The doors and windows cover the whole wall area; check them' }
      : {};
  },
  outputs: {
    cans: { label: 'Cans to buy', format: 'integer', emphasis: true },
    litres: { label: 'Paint needed (litres)', format: 'number', decimals: 2 },
    gallons: { label: 'Paint needed (US gallons)', format: 'number', decimals: 2, emphasis: true },
    paintableFt2: { label: 'Area to paint (ft²)', format: 'number', decimals: 1 },
    paintableM2: { label: 'Area to paint (m²)', format: 'number', decimals: 2 },
  },
  compute(v) {
    const p = paintFor(v);
    return {
      cans: p.cans,
      litres: held(p.litres),
      gallons: held(p.gallons),
      paintableFt2: held(ft2(p.paintable)),
      paintableM2: held(p.paintable),
    };
  },
  summary(v, r) {
    const p = paintFor(v);
    return `${inCoverageUnit(v, p.paintable)} of wall, ${v.coats === 1 ? 'one coat' : `${v.coats} coats`}: ${formatNumber(r.gallons, 2)} US gallons (${formatNumber(r.litres, 2)} L) of paint, ${formatPlain(r.cans)} × ${p.can.label}.`;
  },
  steps: paintSteps,
  notes: [
    'Coverage depends on the paint and the surface: bare plaster, rough or textured walls and strong colour changes take more. Use the figure on the can, and keep a little for touch-ups.',
  ],
  about: [
    'Paint = (wall area − doors and windows) × coats ÷ coverage. The wall area is the total length of the walls (the room’s perimeter, or the walls you paint) × the wall height. Each door is taken as 20 ft² (about 1.9 m²) and each window as 15 ft² (about 1.4 m²), the allowances painters’ guides give (Gator Painter’s paint calculator; The Old Farmer’s Almanac uses 21 ft² for a door); change them for your own.',
    'Coverage, the spreading rate, is printed on the can: most interior wall paints cover 350 to 400 square feet per US gallon per coat, so 350 ft²/gal is the default (a cautious figure; primer covers 200–300 ft²/gal). Tins sold by the litre give it in square metres per litre, typically 10 m²/L. Two coats are usual for an even finish.',
    'Units are converted exactly (NIST SP 811, Appendix B): 1 ft = 0.3048 m, 1 ft² = 0.09290304 m², 1 US gallon = 3.785411784 L. The paint is shown in US gallons and litres, and the number of cans is the volume ÷ the can size, always rounded up to a whole can. Ceilings and trim are not included; work them out as a separate wall area.',
  ],
  faq: [
    {
      question: 'How much paint do I need for a 12 × 12 room?',
      answer:
        'The walls are 48 ft long; at 8 ft high that is 384 ft². Less a door (20 ft²) and a window (15 ft²) it is 349 ft², and two coats at 350 ft² a gallon take about 2 gallons.',
    },
    {
      question: 'How many square feet does a gallon of paint cover?',
      answer:
        'About 350 to 400 ft² per coat on smooth, primed walls; less on bare plaster or textured surfaces. In metric terms that is roughly 8.6 to 9.8 m² a litre; many tins say 10 to 13 m²/L.',
    },
    {
      question: 'Do I need two coats?',
      answer:
        'Usually: a second coat evens the colour and the sheen. One coat can do when repainting in a similar colour with a good paint; a big colour change or bare plaster may need a primer first.',
    },
    {
      question: 'Should I subtract doors and windows?',
      answer:
        'Yes, for a closer estimate: a door is about 20 ft² and a window about 15 ft². Some guides leave them in for a little spare paint; the rounding up to whole cans leaves some anyway.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Prealgebra 2e (2020), Section 1.4 "Multiply Whole Numbers", Everyday Math exercise "Painting" (openstax.org/books/prealgebra-2e/pages/1-4-multiply-whole-numbers): Jane paints one wall of her living room, 13 feet wide by 9 feet high; the area of the wall is 117 square feet',
      inputs: {
        length: '13',
        lengthUnit: 'ft',
        height: '9',
        heightUnit: 'ft',
        doors: '0',
        windows: '0',
        coats: '1',
        coverageUnit: 'ft2gal',
        coverageGal: '350',
        can: 'gal',
      },
      expected: { paintableFt2: 117 },
      tolerance: 0.0000001,
    },
    {
      source:
        'NIST Special Publication 811 (2008), Guide for the Use of the International System of Units (SI), Appendix B.8: gallon [U.S.] (gal) = 3.785 412 E-03 m³ (rounded to 7 digits) and foot² = 9.290 304 E-02 m² (exact); here one square foot of wall, one coat, at 1 ft² per gallon, so 1 US gallon (nist.gov/pml/special-publication-811)',
      inputs: {
        length: '1',
        lengthUnit: 'ft',
        height: '1',
        heightUnit: 'ft',
        doors: '0',
        windows: '0',
        coats: '1',
        coverageUnit: 'ft2gal',
        coverageGal: '1',
        can: 'gal',
      },
      expected: { gallons: 1, litres: 3.785412, paintableM2: 0.09290304 },
      tolerance: 0.0000005,
    },
    {
      source:
        'Resene Paints, "Estimating paint... how much paint do I need?", Resene paint and decorating problem solver (resene.com.au/homeown/problem-solver/paint-calculator.htm): living-room walls 3 m high, four walls of 3.5 m paintable width each, 14 m × 3 m = 42 square metres; Resene SpaceCote Low Sheen at a theoretical spreading rate of 11 square metres per litre, two coats: 42/11 x 2 = 7.6 litres, so purchase 8 litres',
      inputs: {
        length: '14',
        lengthUnit: 'm',
        height: '3',
        heightUnit: 'm',
        doors: '0',
        windows: '0',
        coats: '2',
        coverageUnit: 'm2l',
        coverageL: '11',
        can: 'l1',
      },
      expected: { paintableM2: 42, litres: 7.6, cans: 8 },
      tolerance: 0.05,
    },
    {
      source:
        'The Old Farmer’s Almanac, "How Much Interior Paint Do You Need?" (almanac.com/content/how-much-do-you-need-interior-paint): a 10 × 15 ft room, 8 ft ceiling, two 21 ft² doors and two 15 ft² windows: 400 − 42 − 30 = 328 ft²; at 400 ft² a gallon one gallon gives one coat',
      inputs: {
        length: '50',
        lengthUnit: 'ft',
        height: '8',
        heightUnit: 'ft',
        doors: '2',
        doorArea: '21',
        doorAreaUnit: 'ft2',
        windows: '2',
        windowArea: '15',
        windowAreaUnit: 'ft2',
        coats: '1',
        coverageUnit: 'ft2gal',
        coverageGal: '400',
        can: 'gal',
      },
      expected: { paintableFt2: 328, cans: 1 },
      tolerance: 0.0000001,
    },
    {
      source:
        'Joann Dickinson Homes, "How much paint to use" (joanndickinsonhomes.com/blog/how-much-paint-to-use/): walls 12 + 20 + 12 + 20 = 64 ft × 8 ft = 512 ft², less a 6 × 7 ft door = 470 ft²; two coats 940 ÷ 350 = 2.69, round up to 3 gallons',
      inputs: {
        length: '64',
        lengthUnit: 'ft',
        height: '8',
        heightUnit: 'ft',
        doors: '1',
        doorArea: '42',
        doorAreaUnit: 'ft2',
        windows: '0',
        coats: '2',
        coverageUnit: 'ft2gal',
        coverageGal: '350',
        can: 'gal',
      },
      expected: { paintableFt2: 470, gallons: 2.69, cans: 3 },
      tolerance: 0.005,
    },
  ],
});
