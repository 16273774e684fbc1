import {
  formatCount,
  formatFigure,
  formatNumber,
  formatPlain,
  formatReading,
} from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { Big } from '../engine/money.ts';
import { inUnitOf, quantityField } from '../engine/quantity.ts';
import {
  apartFromWhole,
  equalsOrAbout,
  exact,
  held,
  wholeUnitsHolding,
} from './shared/exactDecimal.ts';
import { LENGTH, unitOf, unitsOf } from './shared/scales.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 108,
  name: 'Concrete Calculator',
  description:
    'Work out the concrete for a slab, patio or footing in cubic yards and cubic metres, and the bags of premix to buy.',
  category: 'more',
  icon: 'home',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'square-footage-calculator',
    'volume-calculator',
    'volume-converter',
    'area-calculator',
    'tile-calculator',
  ],
  keywords:
    'concrete slab patio footing driveway cement premix bags quikrete sakrete cubic yards yd3 cubic metres m3 ready mix',
} satisfies CalculatorRecord;

// The concrete for a rectangular slab: volume = length × width × thickness, each typed in any
// unit and received in metres, worked in decimal with NIST SP 811's exact factors (1 ft³ =
// 0.028316846592 m³, 1 yd³ = 27 ft³ = 0.764554857984 m³). An optional waste allowance multiplies
// the volume. Bags of premixed concrete are the volume in cubic feet divided by the bag's
// published yield (Quikrete Concrete Mix: 0.60 ft³ for 80 lb, 0.45 ft³ for 60 lb, 0.30 ft³ for
// 40 lb), rounded up to whole bags.

const dimension = (label: string, noun: string, defaultText: string, defaultUnit: 'ft' | 'in') =>
  quantityField({
    label,
    noun,
    units: unitsOf(LENGTH, 'ft', 'in', 'yd', 'm', 'cm'),
    base: 'm',
    default: defaultText,
    defaultUnit,
    min: 0,
    minExclusive: true,
    max: 10_000,
  });

const fields = {
  length: dimension('Length', 'length', '10', 'ft'),
  width: dimension('Width', 'width', '10', 'ft'),
  thickness: {
    ...dimension('Thickness', 'thickness', '4', 'in'),
    max: 10,
    help: 'Patios and paths are usually 4 in (10 cm) thick, driveways 5–6 in.',
  },
  waste: {
    kind: 'percent',
    label: 'Extra for waste',
    noun: 'waste allowance',
    default: '0',
    blankValue: 0,
    min: 0,
    max: 100,
    help: 'Optional. 5–10% covers spills, uneven ground and forms that bow.',
  },
} as const;

/** Cubic metres in a cubic foot and in a cubic yard (NIST SP 811, exact: 0.3048³ and 0.9144³). */
export const M3_PER_FT3 = '0.028316846592';
export const M3_PER_YD3 = '0.764554857984';

/** Premixed bags and their yields in cubic feet (Quikrete Concrete Mix, as published). */
export const BAGS = [
  { id: 'bags80', pounds: 80, yieldFt3: '0.6' },
  { id: 'bags60', pounds: 60, yieldFt3: '0.45' },
  { id: 'bags40', pounds: 40, yieldFt3: '0.3' },
] as const;

/** The volumes (exact decimals): as measured, and with the waste allowance. */
export function concreteVolume(lengthM: number, widthM: number, thicknessM: number, waste: number) {
  const measured = exact(lengthM).times(widthM).times(thicknessM);
  const order = measured.times(exact(waste).div(100).plus(1));
  return { measured, order, orderFt3: order.div(M3_PER_FT3) };
}

/** Whole bags to hold a volume in cubic metres, each yielding `yieldFt3`: always rounded up. */
export function bagsFor(m3: Big, yieldFt3: string): number {
  return wholeUnitsHolding(m3, exact(M3_PER_FT3).times(yieldFt3)).count;
}

/** A figure of the steps: 6 significant digits (or more), never fewer than its whole part has. */
const show = (value: number | Big, digits = 6) => formatReading(Number(value), digits);

/**
 * A count of bags before rounding up, and the cubic feet it comes from: with two decimals at
 * least, so the quotient holds as written and reads below the count it is rounded up to.
 */
const bagsShown = (value: Big) => show(value, Math.max(6, value.toFixed(0).length + 2));

/** A figure's text read back exactly, as the steps work their '=' from it. */
const shown = (text: string) => exact(text.replace(/,/g, ''));

/** A measure as the visitor typed it: '10 ft'. */
function typed(id: 'length' | 'width' | 'thickness', metres: number, code: string): string {
  const unit = unitOf(LENGTH, code as 'ft');
  return `${formatPlain(inUnitOf(fields[id], metres, code))} ${unit.symbol}`;
}

export default defineCalculator({
  slug: 'concrete-calculator',
  fields,
  outputs: {
    cubicYards: {
      label: 'Concrete needed (cubic yards)',
      format: 'number',
      decimals: 2,
      emphasis: true,
    },
    cubicMetres: { label: 'Concrete needed (cubic metres)', format: 'number', decimals: 3 },
    cubicFeet: { label: 'Concrete needed (cubic feet)', format: 'number', decimals: 2 },
    bags80: {
      label: '80 lb bags of premix',
      format: 'integer',
      caption: () => '0.60 ft³ each',
    },
    bags60: {
      label: '60 lb bags of premix',
      format: 'integer',
      caption: () => '0.45 ft³ each',
    },
    bags40: {
      label: '40 lb bags of premix',
      format: 'integer',
      caption: () => '0.30 ft³ each',
    },
  },
  compute(v) {
    const { order, orderFt3 } = concreteVolume(v.length, v.width, v.thickness, v.waste);
    return {
      cubicYards: held(order.div(M3_PER_YD3)),
      cubicMetres: held(order),
      cubicFeet: held(orderFt3),
      bags80: bagsFor(order, BAGS[0].yieldFt3),
      bags60: bagsFor(order, BAGS[1].yieldFt3),
      bags40: bagsFor(order, BAGS[2].yieldFt3),
    };
  },
  summary(v, r) {
    const size =
      `${typed('length', v.length, v.lengthUnit)} × ${typed('width', v.width, v.widthUnit)} × ` +
      typed('thickness', v.thickness, v.thicknessUnit);
    const extra = v.waste > 0 ? `, with ${formatPlain(v.waste)}% extra,` : '';
    return (
      `A slab ${size}${extra} takes ${formatFigure(r.cubicYards, 2)} cubic yards ` +
      `(${formatFigure(r.cubicMetres, 3)} m³) of concrete: ${formatPlain(r.bags80)} ${r.bags80 === 1 ? 'bag' : 'bags'} of 80 lb, ` +
      `${formatPlain(r.bags60)} of 60 lb or ${formatPlain(r.bags40)} of 40 lb premix.`
    );
  },
  steps(v, r) {
    const { measured, orderFt3 } = concreteVolume(v.length, v.width, v.thickness, v.waste);
    const lines = [
      `Length ${typed('length', v.length, v.lengthUnit)} = ${show(v.length)} m, width ` +
        `${typed('width', v.width, v.widthUnit)} = ${show(v.width)} m, thickness ` +
        `${typed('thickness', v.thickness, v.thicknessUnit)} = ${show(v.thickness)} m`,
      `Volume = length × width × thickness = ${show(v.length)} × ${show(v.width)} × ` +
        `${show(v.thickness)} ${equalsOrAbout(
          shown(show(v.length))
            .times(shown(show(v.width)))
            .times(shown(show(v.thickness))),
          show(measured),
        )} ${show(measured)} m³`,
    ];
    if (v.waste > 0) {
      lines.push(
        `With ${formatPlain(v.waste)}% extra: ${show(measured)} × ${show(1 + v.waste / 100)} ` +
          `${equalsOrAbout(shown(show(measured)).times(shown(show(1 + v.waste / 100))), show(r.cubicMetres))} ${show(r.cubicMetres)} m³`,
      );
    }
    lines.push(
      `In cubic feet: ${show(r.cubicMetres)} ÷ 0.028316846592 ${equalsOrAbout(shown(show(r.cubicMetres)).div(M3_PER_FT3), show(orderFt3))} ${show(orderFt3)} ft³; ` +
        `in cubic yards: ${show(orderFt3)} ÷ 27 ${equalsOrAbout(shown(show(orderFt3)).div(27), show(r.cubicYards))} ${show(r.cubicYards)} yd³`,
      ...BAGS.map((bag) => {
        // A hair from a whole bag is shown by the digits that tell it apart (45.00002).
        const quotient = apartFromWhole(
          orderFt3.div(bag.yieldFt3),
          bagsShown(orderFt3.div(bag.yieldFt3)),
        );
        const sign = equalsOrAbout(shown(bagsShown(orderFt3)).div(bag.yieldFt3), quotient);
        return (
          `${bag.pounds} lb bags: ${bagsShown(orderFt3)} ÷ ${formatNumber(Number(bag.yieldFt3), 2)} ft³ ` +
          `${sign} ${quotient}, ` +
          `${Number(shown(quotient)) === r[bag.id] && sign === '=' ? 'so' : 'rounded up to'} ${formatCount(r[bag.id], 'bags')}`
        );
      }),
    );
    return lines;
  },
  notes: [
    'Bag yields are the manufacturer’s for standard concrete mix; fast-setting and high-strength mixes can yield a little less. Check the bag.',
  ],
  about: [
    'The volume of a slab is its length × width × thickness. Type each in feet, inches, yards, metres or centimetres; they are converted exactly (1 in = 2.54 cm, 1 ft = 0.3048 m, 1 yd = 0.9144 m) and the volume is shown in cubic yards, cubic metres and cubic feet (1 yd³ = 27 ft³ = 0.764554857984 m³, exact; NIST Special Publication 811, 2008, Appendix B). Ready-mixed concrete is ordered by the cubic yard in the US and by the cubic metre elsewhere.',
    'Bags of premixed concrete are counted from the yields Quikrete publishes for its Concrete Mix: an 80 lb bag makes about 0.60 cubic feet, a 60 lb bag 0.45 ft³ and a 40 lb bag 0.30 ft³ (0.15 ft³ for every 20 lb; Sakrete’s 80 lb bag is likewise 0.6 ft³). The count is the volume in cubic feet divided by the yield, always rounded up to a whole bag.',
    'The extra for waste is optional and multiplies the volume before the bags are counted. Estimating guides allow about 5% for waste and over-digging; 10% is common for small hand-mixed jobs. Thickness is the finished depth: a base that is not level takes more.',
  ],
  faq: [
    {
      question: 'How many bags of concrete make a cubic yard?',
      answer:
        'A cubic yard is 27 cubic feet, so it takes 45 bags of 80 lb (27 ÷ 0.60), 60 bags of 60 lb (27 ÷ 0.45) or 90 bags of 40 lb (27 ÷ 0.30). Above about a cubic yard, a ready-mix delivery is usually cheaper and easier.',
    },
    {
      question: 'How much concrete do I need for a 10 × 10 slab?',
      answer:
        'At 4 inches thick, 10 × 10 × ⅓ = 33.33 cubic feet, which is 1.23 cubic yards or 0.94 m³: 56 bags of 80 lb. At 6 inches it is 50 ft³, 1.85 yd³.',
    },
    {
      question: 'How much extra should I order?',
      answer:
        'Add 5 to 10% for spills, an uneven base and forms that bow. Running short in the middle of a pour leaves a weak joint, so it is cheaper to have a little left over.',
    },
    {
      question: 'How thick should a slab be?',
      answer:
        'About 4 inches (10 cm) for patios, paths and shed bases, and 5 to 6 inches (12–15 cm) for driveways and garage floors. Footings and structural slabs follow the engineer’s drawings or local building codes.',
    },
  ],
  references: [
    {
      source:
        'U.S. Navy, Engineering Aid training course NAVEDTRA 14070, chapter 5, quantity estimates, "Concrete" (engineeringtraining.tpub.com/14070/css/14070_103.htm): the 4-inch floor slab of a 20 × 32 ft building (figure 5-2), inside the foundation walls, is 18.67 ft × 30.67 ft × .33 ft = 188.96 cu ft (the thickness typed as the manual writes it, 0.33 ft)',
      inputs: {
        length: '30.67',
        lengthUnit: 'ft',
        width: '18.67',
        widthUnit: 'ft',
        thickness: '0.33',
        thicknessUnit: 'ft',
        waste: '0',
      },
      expected: { cubicFeet: 188.96 },
      tolerance: 0.005,
    },
    {
      source:
        'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.8: cubic yard (yd³) = 7.645 549 E-01 m³ (rounded to 7 digits); here 1 yd × 1 yd × 1 yd (nist.gov/pml/special-publication-811)',
      inputs: {
        length: '1',
        lengthUnit: 'yd',
        width: '1',
        widthUnit: 'yd',
        thickness: '1',
        thicknessUnit: 'yd',
        waste: '0',
      },
      expected: { cubicMetres: 0.7645549, cubicFeet: 27 },
      tolerance: 0.00000005,
    },
    {
      source:
        'Craftsman Book Company, 2018 National Home Improvement Estimator, "Calculating slab area", p. 42 (online.flipbuilder.com/qsqi/ptyf/files/basic-html/page57.html; also its cost book at get-a-quote.net/QuoteEngine/costbook.asp?WCI=CostSectionBody&SectionId=5670046): at 4" thick, 1 cubic yard covers 81 square feet (here a 9 × 9 ft slab)',
      inputs: {
        length: '9',
        lengthUnit: 'ft',
        width: '9',
        widthUnit: 'ft',
        thickness: '4',
        thicknessUnit: 'in',
        waste: '0',
      },
      expected: { cubicYards: 1 },
      tolerance: 0,
    },
    {
      source:
        'Craftsman Book Company, 2018 National Home Improvement Estimator (as above): 420 ft² of 4" concrete is 420 ÷ 81 = 5.18 cubic yards, and with 5 percent for waste and overexcavation 5.44 cubic yards to order (here a 30 × 14 ft slab; 5.18 is cut from 5.185)',
      inputs: {
        length: '30',
        lengthUnit: 'ft',
        width: '14',
        widthUnit: 'ft',
        thickness: '4',
        thicknessUnit: 'in',
        waste: '5',
      },
      expected: { cubicYards: 5.44 },
      tolerance: 0.005,
    },
    {
      source:
        'Pro Floor Care, "How many sq ft does an 80lb bag of concrete cover": an 80 lb bag of Quikrete yields 0.60 ft³ and covers 3.6 ft² at 2 inches (here 1.8 × 2 ft), so one bag (profloorcare-mma.com/how-many-sq-ft-does-an-80lb-bag-of-concrete-cover)',
      inputs: {
        length: '2',
        lengthUnit: 'ft',
        width: '1.8',
        widthUnit: 'ft',
        thickness: '2',
        thicknessUnit: 'in',
        waste: '0',
      },
      expected: { cubicFeet: 0.6, bags80: 1 },
      tolerance: 0,
    },
  ],
});
