import { formatNumber, formatPlain, formatUpTo } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { quantityField } from '../engine/quantity.ts';
import { equalsOrAbout, exact, held } from './shared/exactDecimal.ts';
import { AREA, LENGTH, unitsOf } from './shared/scales.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { article } from './shared/dates.ts';

export const record = {
  id: 169,
  name: 'AC Tonnage Calculator',
  description:
    'Size a room air conditioner: the cooling capacity in BTU per hour and tons for a room’s area, ceiling, sun, people and kitchen, by the ENERGY STAR chart.',
  category: 'more',
  icon: 'thermometer',
  iconBg: 'cyan',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'square-footage-calculator',
    'electricity-cost-calculator',
    'power-converter',
    'energy-converter',
  ],
  keywords:
    'ac size air conditioner size btu btu/h btu per hour tonnage ton of refrigeration tr 1 ton 1.5 ton window ac split ac room ac cooling capacity cooling load kw energy star',
} satisfies CalculatorRecord;

// Room air-conditioner sizing by the ENERGY STAR chart (U.S. EPA/DOE, "Room Air Conditioners:
// properly sized", as Mass Save and Natural Resources Canada reprint it): a capacity in BTU per
// hour for the floor area, then its adjustments: −10 % for a heavily shaded room, +10 % for a very
// sunny one (of the chart's figure), +600 BTU/h for each person above two who regularly uses the
// room, and +4,000 BTU/h for a kitchen. The chart assumes a ceiling of about 8 ft; for a taller
// ceiling the area is scaled by height ÷ 8 ft before the chart is read (the same volume), as
// sizing guides advise. Tons of refrigeration = BTU/h ÷ 12,000, and 1 Btu/h = 0.29307107 W
// (NIST SP 811, 2008, Appendix B.8: ton of refrigeration (12 000 Btu_IT/h) = 3.516 853 E+03 W).

const M2_PER_FT2 = '0.09290304';
const FT_IN_M = '0.3048';
const WATTS_PER_BTU_H = 0.29307107;

/** The ENERGY STAR chart: rooms of at least `from` ft² (up to the next row) and their BTU/h. */
export const CHART = [
  { from: 0, btu: 5_000 },
  { from: 150, btu: 6_000 },
  { from: 250, btu: 7_000 },
  { from: 300, btu: 8_000 },
  { from: 350, btu: 9_000 },
  { from: 400, btu: 10_000 },
  { from: 450, btu: 12_000 },
  { from: 550, btu: 14_000 },
  { from: 700, btu: 18_000 },
  { from: 1_000, btu: 21_000 },
  { from: 1_200, btu: 23_000 },
  { from: 1_400, btu: 24_000 },
  { from: 1_500, btu: 30_000 },
  { from: 2_000, btu: 34_000 },
] as const;

/** The largest room the chart covers (its last row is 2,000 up to 2,500 ft²). */
export const CHART_MAX_FT2 = 2_500;

/** The chart's capacity for an area in square feet. */
export function chartBtu(ft2: number): number {
  let btu: number = CHART[0].btu;
  for (const row of CHART) if (ft2 >= row.from) btu = row.btu;
  return btu;
}

/** The row a capacity comes from, in words: '150 up to 250 ft²'. */
function rowText(ft2: number): string {
  const index = CHART.reduce((last, row, i) => (ft2 >= row.from ? i : last), 0);
  const row = CHART[index]!;
  const next = CHART[index + 1];
  if (index === 0) return 'up to 150 ft² (the chart starts at 100 ft²)';
  return next
    ? `${formatPlain(row.from)} up to ${formatPlain(next.from)} ft²`
    : `${formatPlain(row.from)} to ${formatPlain(CHART_MAX_FT2)} ft²`;
}

const SUN = {
  shaded: { label: 'Heavily shaded (−10%)', factor: -0.1 },
  average: { label: 'Average', factor: 0 },
  sunny: { label: 'Very sunny (+10%)', factor: 0.1 },
} as const;

const fields = {
  area: quantityField({
    label: 'Room area',
    noun: 'room area',
    units: unitsOf(AREA, 'ft2', 'm2'),
    base: 'm2',
    default: '200',
    defaultUnit: 'ft2',
    min: 0,
    minExclusive: true,
    max: 232.2576,
    help: 'Length × width of the room; the chart covers rooms up to 2,500 ft² (232 m²).',
  }),
  ceiling: quantityField({
    label: 'Ceiling height',
    noun: 'ceiling height',
    units: unitsOf(LENGTH, 'ft', 'm'),
    base: 'm',
    default: '8',
    defaultUnit: 'ft',
    min: 0,
    minExclusive: true,
    max: 10,
    help: 'The chart assumes about 8 ft (2.4 m); a taller ceiling adds to the load.',
  }),
  occupants: {
    kind: 'integer',
    label: 'People who regularly use the room',
    noun: 'number of people',
    default: '2',
    min: 1,
    max: 50,
  },
  sun: {
    kind: 'choice',
    label: 'Sun',
    default: 'average',
    display: 'radio',
    options: [
      { value: 'shaded', label: SUN.shaded.label },
      { value: 'average', label: SUN.average.label },
      { value: 'sunny', label: SUN.sunny.label },
    ],
  },
  kitchen: {
    kind: 'choice',
    label: 'Is it a kitchen?',
    default: 'no',
    display: 'radio',
    options: [
      { value: 'no', label: 'No' },
      { value: 'yes', label: 'Yes (+4,000 BTU/h)' },
    ],
  },
} as const;

type AcValues = Values<typeof fields>;

/** The sizing: the area in ft² (as typed and as the chart reads it) and each part of the load. */
export function sizing(v: AcValues) {
  const ft2 = held(exact(v.area).div(M2_PER_FT2));
  const heightFt = held(exact(v.ceiling).div(FT_IN_M));
  const scale = Math.max(1, heightFt / 8);
  const chartFt2 = ft2 * scale;
  const base = chartBtu(chartFt2);
  const sun = Math.round(base * SUN[v.sun].factor);
  const people = Math.max(0, v.occupants - 2) * 600;
  const kitchen = v.kitchen === 'yes' ? 4_000 : 0;
  return {
    ft2,
    heightFt,
    scale,
    chartFt2,
    base,
    sun,
    people,
    kitchen,
    btu: base + sun + people + kitchen,
  };
}

export default defineCalculator({
  slug: 'ac-tonnage-calculator',
  fields,
  validate(v) {
    const s = sizing(v);
    return s.chartFt2 > CHART_MAX_FT2
      ? {
          area: `With ${article(s.heightFt)} ${formatNumber(s.heightFt, 1)} ft ceiling this room counts as ${formatNumber(s.chartFt2, 0)} ft², beyond the chart’s 2,500 ft²; have a load calculation (ACCA Manual J) done`,
        }
      : {};
  },
  outputs: {
    btu: { label: 'Cooling capacity (BTU/h)', format: 'integer', emphasis: true },
    tons: { label: 'Tons of refrigeration', format: 'number', decimals: 2, emphasis: true },
    kw: { label: 'Cooling capacity (kW)', format: 'number', decimals: 2 },
    chartBtu: { label: 'From the chart, before adjustments (BTU/h)', format: 'integer' },
    areaFt2: { label: 'Area the chart is read at (ft²)', format: 'number', decimals: 0 },
  },
  compute(v) {
    const s = sizing(v);
    return {
      btu: s.btu,
      tons: s.btu / 12_000,
      kw: (s.btu * WATTS_PER_BTU_H) / 1_000,
      chartBtu: s.base,
      areaFt2: s.chartFt2,
    };
  },
  summary(v, r) {
    return `A room of ${formatUpTo(sizing(v).ft2, 2)} ft² (${formatUpTo(v.area, 1)} m²) needs about ${formatPlain(r.btu)} BTU/h: ${formatNumber(r.tons, 2)} tons, ${formatNumber(r.kw, 2)} kW of cooling.`;
  },
  steps(v, r) {
    const s = sizing(v);
    const lines = [
      `Area: ${formatUpTo(v.area, 2)} m² = ${formatUpTo(s.ft2, 2)} ft²; ceiling ${formatNumber(s.heightFt, 2)} ft.`,
    ];
    if (s.scale > 1) {
      lines.push(
        `Ceiling above 8 ft: ${formatUpTo(s.ft2, 2)} × ${formatNumber(s.heightFt, 2)} ÷ 8 ${equalsOrAbout(
          exact(formatUpTo(s.ft2, 2).replace(/,/g, ''))
            .times(formatNumber(s.heightFt, 2).replace(/,/g, ''))
            .div(8),
          formatUpTo(s.chartFt2, 2),
        )} ${formatUpTo(s.chartFt2, 2)} ft² read from the chart.`,
      );
    }
    lines.push(
      `ENERGY STAR chart, ${rowText(s.chartFt2)}: ${formatPlain(s.base)} BTU/h.`,
      s.sun === 0
        ? 'Average sun: no change.'
        : `${s.sun > 0 ? 'Very sunny: +10%' : 'Heavily shaded: −10%'} of ${formatPlain(s.base)} = ${s.sun > 0 ? '+' : '−'}${formatPlain(Math.abs(s.sun))} BTU/h.`,
      s.people > 0
        ? `${formatPlain(v.occupants)} people: ${formatPlain(v.occupants - 2)} above two × 600 = +${formatPlain(s.people)} BTU/h.`
        : `${formatPlain(v.occupants)} ${v.occupants === 1 ? 'person' : 'people'}: no more than two, no change.`,
    );
    if (s.kitchen > 0) lines.push('Kitchen: +4,000 BTU/h.');
    lines.push(
      `Total: ${[s.base, s.sun, s.people, s.kitchen]
        .filter((x) => x !== 0)
        .map((x, i) =>
          i === 0 ? formatPlain(x) : x > 0 ? `+ ${formatPlain(x)}` : `− ${formatPlain(-x)}`,
        )
        .join(' ')} = ${formatPlain(r.btu)} BTU/h.`,
      `Tons: ${formatPlain(r.btu)} ÷ 12,000 ${equalsOrAbout(exact(r.btu).div(12_000), formatNumber(r.tons, 2))} ${formatNumber(r.tons, 2)} tons; kW: ${formatPlain(r.btu)} × 0.29307107 ÷ 1,000 ${equalsOrAbout(exact(r.btu).times('0.29307107').div(1000), formatNumber(r.kw, 2))} ${formatNumber(r.kw, 2)} kW.`,
    );
    return lines;
  },
  notes: [
    'A rule of thumb for one room with a room (window, portable or mini-split) unit. Whole homes, poorly insulated rooms and hot climates need a load calculation (ACCA Manual J) by an installer. Choose the unit nearest the figure: an oversized one cools in short bursts and leaves the room damp.',
  ],
  about: [
    'The capacity comes from the ENERGY STAR room air conditioner sizing chart (U.S. EPA and Department of Energy), read at the room’s floor area: 100 up to 150 ft² takes 5,000 BTU/h, 150 up to 250 ft² 6,000, 250–300 7,000, 300–350 8,000, 350–400 9,000, 400–450 10,000, 450–550 12,000, 550–700 14,000, 700–1,000 18,000, 1,000–1,200 21,000, 1,200–1,400 23,000, 1,400–1,500 24,000, 1,500–2,000 30,000 and 2,000–2,500 ft² 34,000 BTU/h. A room under 100 ft² takes the smallest size, 5,000. Each row runs up to, not including, the next (a 150 ft² room is in the 6,000 row).',
    'ENERGY STAR’s adjustments are then made: if the room is heavily shaded, 10% of the chart figure is taken off; if it is very sunny, 10% is added; for each person above two who regularly uses the room, 600 BTU/h is added; and for a kitchen, 4,000 BTU/h. The chart assumes a ceiling of about 8 ft: for a taller one, the area is multiplied by the height ÷ 8 ft before the chart is read (a room of the same volume); a lower ceiling is not taken off.',
    'Tons of refrigeration = BTU/h ÷ 12,000 (one ton of refrigeration is 12,000 Btu per hour, NIST SP 811, Appendix B.8), so 18,000 BTU/h is a 1.5-ton unit. In kilowatts, 1 Btu/h = 0.29307107 W (NIST SP 811): a ton is 3.517 kW. Areas in square metres are converted exactly (1 ft² = 0.09290304 m²). The climate is not part of the ENERGY STAR rule; in a very hot climate, choose the next size up or have a load calculation made.',
  ],
  faq: [
    {
      question: 'What size AC do I need for a 12 × 15 ft room?',
      answer:
        '180 ft² is in the chart’s 150–250 ft² row: 6,000 BTU/h, half a ton. Add 10% (600 BTU/h) if it is very sunny and 600 BTU/h for each person above two.',
    },
    {
      question: 'How many BTU is a 1.5-ton AC?',
      answer:
        '18,000 BTU/h (1.5 × 12,000), about 5.3 kW of cooling: by the ENERGY STAR chart, a room of 700 up to 1,000 ft² (65–93 m²).',
    },
    {
      question: 'Why not just buy a bigger air conditioner?',
      answer:
        'An oversized unit cools the air quickly and switches off before it has taken the moisture out, so the room feels cold and clammy, and it wastes energy. Size it to the room.',
    },
    {
      question: 'Does this work in square metres?',
      answer:
        'Yes: choose m² for the area and m for the ceiling. They are converted to square feet and feet to read the chart: 20 m² is 215 ft², 6,000 BTU/h (about 1.8 kW).',
    },
  ],
  references: [
    {
      source:
        'Mass Save, "Room Air Conditioners", ENERGY STAR sizing table (masssave.com/en/residential/shop-products/appliances/room-air-conditioners): room size 100 up to 150 ft², optimal cooling capacity 5,000 BTU/h (here a 12 × 10 ft room of 120 ft²)',
      inputs: {
        area: '120',
        areaUnit: 'ft2',
        ceiling: '8',
        ceilingUnit: 'ft',
        occupants: '2',
        sun: 'average',
        kitchen: 'no',
      },
      expected: { btu: 5000 },
      tolerance: 0,
    },
    {
      source:
        'Mass Save, "Room Air Conditioners", ENERGY STAR sizing table: 700 up to 1,000 ft², 18,000 BTU/h (here 850 ft²)',
      inputs: {
        area: '850',
        areaUnit: 'ft2',
        ceiling: '8',
        ceilingUnit: 'ft',
        occupants: '2',
        sun: 'average',
        kitchen: 'no',
      },
      expected: { btu: 18000, tons: 1.5 },
      tolerance: 0,
    },
    {
      source:
        'Homesteady, "How Much Space Will a 12,000 BTU Air Conditioner Cool?" (homesteady.com/info-8468421-much-btu-air-conditioner-cool.html): a 500 ft² room takes 12,000 BTU; with four people in the room, 13,200 BTU',
      inputs: {
        area: '500',
        areaUnit: 'ft2',
        ceiling: '8',
        ceilingUnit: 'ft',
        occupants: '4',
        sun: 'average',
        kitchen: 'no',
      },
      expected: { chartBtu: 12000, btu: 13200 },
      tolerance: 0,
    },
    {
      source:
        'Homesteady, "How to Size Air Conditioners" (homesteady.com/how-6172870-size-air-conditioners.html): a 100 ft² room needs 5,000 Btu, so a very sunny one adds 500 Btu',
      inputs: {
        area: '100',
        areaUnit: 'ft2',
        ceiling: '8',
        ceilingUnit: 'ft',
        occupants: '2',
        sun: 'sunny',
        kitchen: 'no',
      },
      expected: { btu: 5500 },
      tolerance: 0,
    },
    {
      source:
        'Homesteady, "How to Size Air Conditioners": a 375 ft² room needs 9,000 Btu, so a heavily shaded one takes off 900 Btu',
      inputs: {
        area: '375',
        areaUnit: 'ft2',
        ceiling: '8',
        ceilingUnit: 'ft',
        occupants: '2',
        sun: 'shaded',
        kitchen: 'no',
      },
      expected: { chartBtu: 9000, btu: 8100 },
      tolerance: 0,
    },
    {
      source:
        'Natural Resources Canada, "Room air conditioners – infographic" (natural-resources.canada.ca/energy/products/categories/cooling-ventilating/air-conditioning/room/19744): 100–150 ft², 5,000 BTU/h; if the room is a kitchen, increase capacity by 4,000 BTU (here 120 ft²)',
      inputs: {
        area: '120',
        areaUnit: 'ft2',
        ceiling: '8',
        ceilingUnit: 'ft',
        occupants: '2',
        sun: 'average',
        kitchen: 'yes',
      },
      expected: { btu: 9000 },
      tolerance: 0,
    },
    {
      source:
        'NIST Special Publication 811 (2008), Appendix B.8: ton of refrigeration (12 000 Btu_IT/h) = 3.516 853 E+03 W (here a 450–550 ft² room at 12,000 BTU/h, 500 ft²)',
      inputs: {
        area: '500',
        areaUnit: 'ft2',
        ceiling: '8',
        ceilingUnit: 'ft',
        occupants: '2',
        sun: 'average',
        kitchen: 'no',
      },
      expected: { tons: 1, kw: 3.516853 },
      tolerance: 0.0000005,
    },
  ],
});
