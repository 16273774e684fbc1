import { formatNumber, formatPlain, formatSignificant } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big } from '../engine/money.ts';
import { inUnitOf, quantityField } from '../engine/quantity.ts';
import { exact, held, wholeUnitsHolding } from './shared/exactDecimal.ts';
import { LENGTH, unitOf, unitsOf } from './shared/scales.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { withNoun } from './shared/dates.ts';

export const record = {
  id: 168,
  name: 'Tile Calculator',
  description:
    'Work out how many tiles and boxes a floor or wall takes, from its size, the tile size, the grout gap and an allowance for waste.',
  category: 'more',
  icon: 'ruler',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'square-footage-calculator',
    'paint-calculator',
    'area-calculator',
    'concrete-calculator',
  ],
  keywords:
    'tiles tiling floor tiles wall tiles ceramic porcelain how many tiles tiles per box tiles per square metre sq ft grout joint spacer waste wastage backsplash bathroom kitchen',
} satisfies CalculatorRecord;

// Tiles for a rectangle: area = length × width. Each tile with its share of grout covers
// (tile length + gap) × (tile width + gap), the 'module' tile estimators use (the grout joint is
// added to each side of the tile). Tiles = area ÷ module, plus the waste allowance, rounded up:
// ⌈area ÷ module × (1 + waste %)⌉; boxes = ⌈tiles ÷ tiles per box⌉. Worked in decimal with
// NIST SP 811's exact length factors (1 in = 25.4 mm, 1 ft = 0.3048 m), so a count that comes out
// whole is not pushed up by binary rounding. 10 % waste is the usual allowance for a straight lay.

const M2_PER_FT2 = '0.09290304';

const side = (label: string, noun: string, defaultText: string) =>
  quantityField({
    label,
    noun,
    units: unitsOf(LENGTH, 'm', 'cm', 'ft', 'in', 'yd'),
    base: 'm',
    default: defaultText,
    defaultUnit: 'm',
    min: 0,
    minExclusive: true,
    max: 10_000,
  });

const tileSide = (label: string, noun: string) =>
  quantityField({
    label,
    noun,
    units: unitsOf(LENGTH, 'mm', 'cm', 'in'),
    base: 'mm',
    default: '300',
    defaultUnit: 'mm',
    min: 0,
    minExclusive: true,
    max: 5_000,
  });

const fields = {
  length: side('Length of the area', 'length', '5'),
  width: side('Width of the area', 'width', '4'),
  tileLength: tileSide('Tile length', 'tile length'),
  tileWidth: { ...tileSide('Tile width', 'tile width'), sameRow: true },
  grout: quantityField({
    label: 'Grout gap',
    noun: 'grout gap',
    units: unitsOf(LENGTH, 'mm', 'in'),
    base: 'mm',
    default: '3',
    defaultUnit: 'mm',
    min: 0,
    max: 50,
    blankValue: 0,
    help: 'The joint between tiles: 2–3 mm (about ⅛ in) for floor tiles; 0 to count tiles alone.',
  }),
  waste: {
    kind: 'percent',
    label: 'Extra for waste',
    noun: 'waste allowance',
    default: '10',
    min: 0,
    max: 100,
    blankValue: 0,
    help: '10% for a straight lay; 15% for a diagonal and 20% for herringbone.',
  },
  perBox: {
    kind: 'integer',
    label: 'Tiles per box (optional)',
    noun: 'tiles per box',
    default: '10',
    min: 1,
    max: 10_000,
    blankValue: 0,
    help: 'From the box or the shop; leave blank for tiles only.',
  },
} as const;

type TileValues = Values<typeof fields>;

/** The area and the tile module (m², exact), the tiles before and after waste, and the boxes. */
export function tilesFor(v: TileValues) {
  const area = exact(v.length).times(v.width);
  // Tile sizes and the gap arrive in millimetres.
  const module = exact(v.tileLength)
    .plus(v.grout)
    .times(exact(v.tileWidth).plus(v.grout))
    .div(1_000_000);
  const base = area.div(module);
  const covered = area.times(exact(v.waste).div(100).plus(1));
  const withWaste = covered.div(module);
  const { count, exact: whole } = wholeUnitsHolding(covered, module);
  const boxes = v.perBox > 0 ? Math.ceil(count / v.perBox) : 0;
  return { area, module, base, withWaste, tiles: count, whole, boxes };
}

const show = (value: number | Big) => formatSignificant(Number(value), 6);

/** '=' before a result shown in full that the figures shown give exactly, else '≈'. */
const sign = (worked: Big, result: Big) =>
  worked.eq(result) && new Big(show(result).replace(/,/g, '')).eq(result) ? '=' : '≈';
const shown = (value: Big) => new Big(show(value).replace(/,/g, ''));

/** A length as typed (from its base unit, metres or millimetres): '300 mm'. */
function typed(
  id: 'length' | 'width' | 'tileLength' | 'tileWidth' | 'grout',
  value: number,
  code: string,
) {
  return `${formatPlain(inUnitOf(fields[id], value, code))} ${unitOf(LENGTH, code as 'm').symbol}`;
}

export default defineCalculator({
  slug: 'tile-calculator',
  fields,
  outputs: {
    tiles: { label: 'Tiles to buy', format: 'integer', emphasis: true },
    boxes: { label: 'Boxes', format: 'integer', emphasis: true },
    spare: { label: 'Tiles left over in the boxes', format: 'integer' },
    baseTiles: { label: 'Tiles before waste', format: 'number', decimals: 2 },
    tilesPerM2: { label: 'Tiles per m²', format: 'number', decimals: 2 },
    areaM2: { label: 'Area (m²)', format: 'number', decimals: 2 },
    areaFt2: { label: 'Area (ft²)', format: 'number', decimals: 2 },
  },
  hiddenOutputs: (v) => (v.perBox > 0 ? [] : ['boxes', 'spare']),
  compute(v) {
    const t = tilesFor(v);
    return {
      tiles: t.tiles,
      boxes: t.boxes,
      spare: v.perBox > 0 ? t.boxes * v.perBox - t.tiles : 0,
      baseTiles: held(t.base),
      tilesPerM2: held(exact(1).div(t.module)),
      areaM2: held(t.area),
      areaFt2: held(t.area.div(M2_PER_FT2)),
    };
  },
  summary(v, r) {
    const size = `${typed('tileLength', v.tileLength, v.tileLengthUnit)} × ${typed('tileWidth', v.tileWidth, v.tileWidthUnit)}`;
    const boxes =
      v.perBox > 0
        ? `, ${formatPlain(r.boxes)} ${r.boxes === 1 ? 'box' : 'boxes'} of ${formatPlain(v.perBox)}`
        : '';
    return `${formatNumber(r.areaM2, 2)} m² (${formatNumber(r.areaFt2, 2)} ft²) takes ${withNoun(r.tiles, 'tile')} of ${size} with ${formatPlain(v.waste)}% extra${boxes}.`;
  },
  steps(v, r) {
    const t = tilesFor(v);
    const lines = [
      `Area = ${typed('length', v.length, v.lengthUnit)} × ${typed('width', v.width, v.widthUnit)} = ${show(v.length)} × ${show(v.width)} = ${show(t.area)} m²`,
      `Tile with grout = (${show(v.tileLength)} + ${show(v.grout)}) mm × (${show(v.tileWidth)} + ${show(v.grout)}) mm = ${show(t.module)} m²`,
      `Tiles to cover = ${show(t.area)} ÷ ${show(t.module)} ${sign(shown(t.area).div(shown(t.module)), t.base)} ${show(t.base)}`,
      `With ${formatPlain(v.waste)}% for waste: ${show(t.base)} × ${show(1 + v.waste / 100)} ${sign(shown(t.base).times(exact(v.waste).div(100).plus(1)), t.withWaste)} ${show(t.withWaste)}${t.whole ? ', so' : ', rounded up to'} ${withNoun(t.tiles, 'tile')}`,
    ];
    if (v.perBox > 0) {
      lines.push(
        `Boxes = ${formatPlain(t.tiles)} ÷ ${formatPlain(v.perBox)} = ${show(t.tiles / v.perBox)}${t.tiles % v.perBox === 0 ? ', so' : ', rounded up to'} ${formatPlain(t.boxes)} ${t.boxes === 1 ? 'box' : 'boxes'} (${withNoun(r.spare, 'tile')} spare)`,
      );
    }
    return lines;
  },
  about: [
    'Tiles = area ÷ (area of a tile with its grout joint), plus the waste allowance, rounded up: ⌈(length × width) ÷ ((tile length + gap) × (tile width + gap)) × (1 + waste ÷ 100)⌉. Adding the joint to each side of the tile is how tile estimators count (each tile and its joint is one ‘module’); a 300 × 300 mm tile with a 3 mm joint covers 0.303 × 0.303 = 0.091809 m², about 10.89 tiles per m².',
    'The waste allowance covers cut tiles at the edges, breakages and a few spares: 10% is the usual figure for a straight grid, about 15% for a diagonal lay and 20% for herringbone, and more for small rooms with many cuts. Boxes are the tiles ÷ tiles per box, rounded up to whole boxes; buy them from one batch, as shades vary between batches.',
    'Sizes may be typed in metres, centimetres, millimetres, feet, inches or yards; they are converted exactly (1 in = 25.4 mm, 1 ft = 0.3048 m; NIST SP 811) and the work is done in decimal, so 100 m² of 1 m² tiles with 10% waste is 110 tiles, not 111. For an L-shaped room, add the tiles for each rectangle.',
  ],
  faq: [
    {
      question: 'How many 600 × 600 mm tiles do I need for 20 m²?',
      answer:
        'With a 3 mm joint each tile covers 0.603 × 0.603 = 0.3636 m², so 20 m² takes 55.0 tiles; with 10% extra, 61 tiles.',
    },
    {
      question: 'How much extra tile should I buy?',
      answer:
        'About 10% for a straight layout, 15% for diagonal and 20% for herringbone or small rooms with many cuts. Keep a few spare tiles from the same batch for repairs.',
    },
    {
      question: 'Does the grout gap change the count?',
      answer:
        'A little: each joint widens the space a tile covers. A 300 mm tile with a 3 mm joint needs 10.89 tiles per m² instead of 11.11, about 4 fewer tiles in 20 m².',
    },
    {
      question: 'How do I tile an area in square feet?',
      answer:
        'Type the length and width in feet and the tile in inches: a 12 × 10 ft floor of 12 × 12 in tiles with no gap is 120 tiles, 132 with 10% extra.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), Section 10.6 "Area", Example 10.43 "Determining the Cost of Floor Tile" (openstax.org/books/contemporary-mathematics/pages/10-6-area): a basement 29 ft by 16 ft is 464 ft²; at 20 ft² a box, 464 ÷ 20 = 23.2, so 24 boxes (here 1 ft² tiles, 20 to a box, no joint or waste)',
      inputs: {
        length: '29',
        lengthUnit: 'ft',
        width: '16',
        widthUnit: 'ft',
        tileLength: '12',
        tileLengthUnit: 'in',
        tileWidth: '12',
        tileWidthUnit: 'in',
        grout: '0',
        groutUnit: 'mm',
        waste: '0',
        perBox: '20',
      },
      expected: { areaFt2: 464, boxes: 24 },
      tolerance: 0,
    },
    {
      source:
        'University of Waterloo, CEMC Problem of the Week, Problem B, "Jafar’s New Floor" (2023-24, www.cemc.uwaterloo.ca/pandocs/potw/2023-24/English/POTWB-23-G-15-S.html): 66 m² of planks of 0.2 m², 66 ÷ 0.2 = 330; with 10% extra 330 + 33 = 363; 8 to a box, 363 ÷ 8 = 45.375, so 46 boxes (here 11 × 6 m, planks 1000 × 200 mm laid without a joint)',
      inputs: {
        length: '11',
        lengthUnit: 'm',
        width: '6',
        widthUnit: 'm',
        tileLength: '1000',
        tileLengthUnit: 'mm',
        tileWidth: '200',
        tileWidthUnit: 'mm',
        grout: '0',
        groutUnit: 'mm',
        waste: '10',
        perBox: '8',
      },
      expected: { baseTiles: 330, tiles: 363, boxes: 46 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), Section 1.4 "Multiply Whole Numbers", Example 1.54 (openstax.org/books/prealgebra-2e/pages/1-4-multiply-whole-numbers): a patio of 8 rows of tiles with 14 tiles in each row, 8 · 14 = 112 tiles (here 1 ft tiles on 14 × 8 ft)',
      inputs: {
        length: '14',
        lengthUnit: 'ft',
        width: '8',
        widthUnit: 'ft',
        tileLength: '12',
        tileLengthUnit: 'in',
        tileWidth: '12',
        tileWidthUnit: 'in',
        grout: '0',
        groutUnit: 'mm',
        waste: '0',
        perBox: '',
      },
      expected: { tiles: 112 },
      tolerance: 0,
    },
    {
      source:
        'AI Online Calculator, Tile Calculator, worked example (aionlinecalculator.com/tile-calculator.html): 20 m² floor, 300 × 300 mm tiles, 3 mm gap, 10% waste, 11 per box: ≈218 base, 240 tiles, 22 boxes; 10.9 tiles per m² (here 5 × 4 m)',
      inputs: {
        length: '5',
        lengthUnit: 'm',
        width: '4',
        widthUnit: 'm',
        tileLength: '300',
        tileLengthUnit: 'mm',
        tileWidth: '300',
        tileWidthUnit: 'mm',
        grout: '3',
        groutUnit: 'mm',
        waste: '10',
        perBox: '11',
      },
      expected: { baseTiles: 218, tiles: 240, boxes: 22, tilesPerM2: 10.9 },
      tolerance: 0.5,
    },
    {
      source:
        'CalculationTime, Tile Calculator (calculationtime.com/calculators/tile-calculator/): 12 m², 600 × 300 mm tiles, 3 mm joint, 10% waste, 8 per box: 0.1827 m² module, 65.68 base tiles, 73 tiles, 10 boxes, 7 spare (here 4 × 3 m)',
      inputs: {
        length: '4',
        lengthUnit: 'm',
        width: '3',
        widthUnit: 'm',
        tileLength: '600',
        tileLengthUnit: 'mm',
        tileWidth: '300',
        tileWidthUnit: 'mm',
        grout: '3',
        groutUnit: 'mm',
        waste: '10',
        perBox: '8',
      },
      expected: { baseTiles: 65.68, tiles: 73, boxes: 10, spare: 7 },
      tolerance: 0.005,
    },
    {
      source:
        'Online Calculator 360, Tile Calculator, "How grout joints affect tile count" (onlinecalculator360.com/tile-calculator): a 300 × 300 mm tile with a 3 mm joint is 0.0918 m², 10.89 tiles per m²',
      inputs: {
        length: '1',
        lengthUnit: 'm',
        width: '1',
        widthUnit: 'm',
        tileLength: '300',
        tileLengthUnit: 'mm',
        tileWidth: '300',
        tileWidthUnit: 'mm',
        grout: '3',
        groutUnit: 'mm',
        waste: '0',
      },
      expected: { tilesPerM2: 10.89 },
      tolerance: 0.005,
    },
  ],
});
