import { capitalised } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { exact, formatSignificant, held, toSignificant } from './shared/units.ts';
import type { Big } from '../engine/money.ts';

export const record = {
  id: 170,
  name: 'Cooking Converter',
  description:
    'Convert cups, tablespoons, teaspoons, millilitres and fluid ounces, and cups to grams or ounces for flour, sugar, butter and more.',
  category: 'conversion',
  icon: 'apple',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['volume-converter', 'weight-converter', 'temperature-converter', 'macro-calculator'],
  keywords:
    'cooking baking recipe kitchen cups to grams grams to cups cup tbsp tsp tablespoon teaspoon ml millilitre fl oz fluid ounce metric cup us cup uk cup imperial flour sugar butter measurement conversion',
} satisfies CalculatorRecord;

// Kitchen measures. Volumes convert through millilitres with exact factors: the US cup is 8 US
// fluid ounces = 236.5882365 mL, the tablespoon half a fluid ounce and the teaspoon a third of a
// tablespoon (NIST Handbook 44, Appendix C, from 1 US gallon = 231 in³); the US "legal" cup of
// nutrition labels is 240 mL (FDA, 21 CFR 101.9(b)(5)(viii)); the metric cup 250 mL, spoons 15 and
// 5 mL; the imperial fluid ounce 28.4130625 mL and the UK cup half an imperial pint (10 imperial
// fl oz). Weights convert through grams (1 oz = 28.349523125 g, 1 lb = 453.59237 g, NIST SP 811).
// Between a volume and a weight, an ingredient's weight per US cup from King Arthur Baking's
// Ingredient Weight Chart (water: 1 g per mL). Decimal arithmetic, one division.

interface Unit {
  code: string;
  label: string;
  /** Singular and plural, for sentences. */
  one: string;
  many: string;
  kind: 'volume' | 'weight';
  /** Millilitres or grams, exact. */
  size: string;
}

const UNITS = [
  {
    code: 'cup',
    label: 'US cups (236.59 mL)',
    one: 'US cup',
    many: 'US cups',
    kind: 'volume',
    size: '236.5882365',
  },
  {
    code: 'tbsp',
    label: 'US tablespoons (14.79 mL)',
    one: 'US tablespoon',
    many: 'US tablespoons',
    kind: 'volume',
    size: '14.78676478125',
  },
  {
    code: 'tsp',
    label: 'US teaspoons (4.93 mL)',
    one: 'US teaspoon',
    many: 'US teaspoons',
    kind: 'volume',
    size: '4.92892159375',
  },
  {
    code: 'floz',
    label: 'US fluid ounces (29.57 mL)',
    one: 'US fluid ounce',
    many: 'US fluid ounces',
    kind: 'volume',
    size: '29.5735295625',
  },
  {
    code: 'legal-cup',
    label: 'US legal cups, food labels (240 mL)',
    one: 'US legal cup',
    many: 'US legal cups',
    kind: 'volume',
    size: '240',
  },
  {
    code: 'metric-cup',
    label: 'Metric cups (250 mL)',
    one: 'metric cup',
    many: 'metric cups',
    kind: 'volume',
    size: '250',
  },
  {
    code: 'metric-tbsp',
    label: 'Metric tablespoons (15 mL)',
    one: 'metric tablespoon',
    many: 'metric tablespoons',
    kind: 'volume',
    size: '15',
  },
  {
    code: 'metric-tsp',
    label: 'Metric teaspoons (5 mL)',
    one: 'metric teaspoon',
    many: 'metric teaspoons',
    kind: 'volume',
    size: '5',
  },
  {
    code: 'uk-cup',
    label: 'UK cups, imperial (284.13 mL)',
    one: 'UK cup',
    many: 'UK cups',
    kind: 'volume',
    size: '284.130625',
  },
  {
    code: 'uk-floz',
    label: 'UK fluid ounces (28.41 mL)',
    one: 'UK fluid ounce',
    many: 'UK fluid ounces',
    kind: 'volume',
    size: '28.4130625',
  },
  {
    code: 'ml',
    label: 'Millilitres (mL)',
    one: 'millilitre',
    many: 'millilitres',
    kind: 'volume',
    size: '1',
  },
  { code: 'l', label: 'Litres (L)', one: 'litre', many: 'litres', kind: 'volume', size: '1000' },
  { code: 'g', label: 'Grams (g)', one: 'gram', many: 'grams', kind: 'weight', size: '1' },
  {
    code: 'kg',
    label: 'Kilograms (kg)',
    one: 'kilogram',
    many: 'kilograms',
    kind: 'weight',
    size: '1000',
  },
  {
    code: 'oz',
    label: 'Ounces, weight (oz)',
    one: 'ounce',
    many: 'ounces',
    kind: 'weight',
    size: '28.349523125',
  },
  {
    code: 'lb',
    label: 'Pounds (lb)',
    one: 'pound',
    many: 'pounds',
    kind: 'weight',
    size: '453.59237',
  },
] as const satisfies readonly Unit[];

type UnitCode = (typeof UNITS)[number]['code'];

// Grams in one US cup (236.5882365 mL), from King Arthur Baking's Ingredient Weight Chart
// (kingarthurbaking.com/learn/ingredient-weight-chart): all-purpose flour 4 1/4 oz = 120 g,
// granulated sugar 7 oz = 198 g, packed brown sugar 7 1/2 oz = 213 g, confectioners' sugar 4 oz
// = 113 g, butter 16 tbsp = 8 oz = 227 g, milk 8 1/2 oz = 241 g, vegetable oil 7 oz = 198 g,
// unsweetened cocoa 3 oz = 85 g. Water is 1 g per mL. Butter is taken as the chart's 8 oz
// exactly (226.796185 g), which it rounds to 227 g: half a cup is then 4 oz, 113.4 g, as cooks'
// charts give it (113 g), not the 113.5 g of a rounded 227.
const INGREDIENTS = [
  {
    value: 'flour',
    label: 'All-purpose flour (120 g a cup)',
    name: 'all-purpose flour',
    gramsPerCup: '120',
  },
  {
    value: 'sugar',
    label: 'Granulated sugar (198 g a cup)',
    name: 'granulated sugar',
    gramsPerCup: '198',
  },
  {
    value: 'brown-sugar',
    label: 'Brown sugar, packed (213 g a cup)',
    name: 'packed brown sugar',
    gramsPerCup: '213',
  },
  {
    value: 'icing-sugar',
    label: 'Confectioners’ (icing) sugar (113 g a cup)',
    name: 'confectioners’ sugar',
    gramsPerCup: '113',
  },
  { value: 'butter', label: 'Butter (227 g a cup)', name: 'butter', gramsPerCup: '226.796185' },
  { value: 'water', label: 'Water (1 g a mL)', name: 'water', gramsPerCup: '236.5882365' },
  { value: 'milk', label: 'Milk (241 g a cup)', name: 'milk', gramsPerCup: '241' },
  { value: 'oil', label: 'Vegetable oil (198 g a cup)', name: 'vegetable oil', gramsPerCup: '198' },
  {
    value: 'cocoa',
    label: 'Cocoa powder, unsweetened (85 g a cup)',
    name: 'cocoa powder',
    gramsPerCup: '85',
  },
] as const;

type Ingredient = (typeof INGREDIENTS)[number]['value'];

const US_CUP_ML = '236.5882365';

const unitOf = (code: UnitCode): Unit => UNITS.find((unit) => unit.code === code)!;
const ingredientOf = (value: Ingredient) => INGREDIENTS.find((i) => i.value === value)!;

/**
 * A value in one unit expressed in another, with the ingredient's weight per US cup between
 * kinds (multiplied before dividing, so a cup of flour is exactly 120 g).
 */
export function convert(
  value: number,
  fromCode: UnitCode,
  toCode: UnitCode,
  ingredient: Ingredient,
): { result: Big; millilitres: Big; grams: Big } {
  const from = unitOf(fromCode);
  const to = unitOf(toCode);
  const base = exact(value).times(from.size);
  const perCup = ingredientOf(ingredient).gramsPerCup;
  const millilitres = from.kind === 'volume' ? base : base.times(US_CUP_ML).div(perCup);
  const grams = from.kind === 'weight' ? base : base.times(perCup).div(US_CUP_ML);
  const target = to.kind === 'volume' ? millilitres : grams;
  return { result: target.div(to.size), millilitres, grams };
}

const show = (value: Big) => formatSignificant(value, 6);
/** A figure as a step shows it: whole, up to 12 digits (29.5735295625 mL), else to 6. */
const inStep = (value: Big) =>
  toSignificant(value, 12).eq(value) ? formatSignificant(value, 12) : show(value);
/** '=' where each figure a step shows is whole, '≈' where one is rounded. */
const equals = (...shown: Big[]) =>
  shown.every((value) => toSignificant(value, 12).eq(value)) ? '=' : '≈';
const named = (unit: Unit, value: Big) => (value.eq(1) ? unit.one : unit.many);

const unitOptions = UNITS.map(({ code, label }) => ({ value: code, label }));

export default defineCalculator({
  slug: 'cooking-converter',
  fields: {
    value: {
      kind: 'number',
      label: 'Amount',
      default: '1',
      min: 0,
      max: 1e9,
      noun: 'amount',
      messages: {
        required: 'Enter the amount to convert',
        invalid: 'Enter the amount as a number, such as 1.5',
      },
    },
    from: {
      kind: 'choice',
      label: 'From',
      default: 'cup' as UnitCode,
      options: unitOptions,
      records: true,
    },
    to: {
      kind: 'choice',
      label: 'To',
      default: 'g' as UnitCode,
      options: unitOptions,
      records: true,
    },
    ingredient: {
      kind: 'choice',
      label: 'Ingredient',
      default: 'flour' as Ingredient,
      options: INGREDIENTS.map(({ value, label }) => ({ value, label })),
      help: 'Used only between a volume (cups, spoons, mL) and a weight (grams, ounces).',
    },
  },
  swap: { fields: ['from', 'to'], label: 'Swap units' },
  outputs: {
    result: { label: 'Result', format: 'number', decimals: 3 },
    millilitres: { label: 'Volume in millilitres', format: 'number', decimals: 1 },
    grams: { label: 'Weight in grams', format: 'number', decimals: 1 },
  },
  hiddenOutputs: (v) =>
    unitOf(v.from).kind === unitOf(v.to).kind
      ? [unitOf(v.from).kind === 'volume' ? 'grams' : 'millilitres']
      : [],
  compute(v) {
    const { result, millilitres, grams } = convert(v.value, v.from, v.to, v.ingredient);
    return { result: held(result), millilitres: held(millilitres), grams: held(grams) };
  },
  headline: {
    label: 'Result',
    text(v) {
      const from = unitOf(v.from);
      const to = unitOf(v.to);
      const { result } = convert(v.value, v.from, v.to, v.ingredient);
      const shown = toSignificant(result, 6);
      const amount = `${show(exact(v.value))} ${named(from, exact(v.value))}`;
      const what = from.kind === to.kind ? '' : ` of ${ingredientOf(v.ingredient).name}`;
      return `${amount}${what} ${shown.eq(result) ? '=' : '≈'} ${show(result)} ${named(to, result)}`;
    },
    caption(v) {
      const from = unitOf(v.from);
      const to = unitOf(v.to);
      if (from.kind !== to.kind) {
        const ingredient = ingredientOf(v.ingredient);
        return v.ingredient === 'water'
          ? 'Water at 1 g per mL'
          : `${capitalised(ingredient.name)} at ${formatSignificant(exact(ingredient.gramsPerCup), 4)} g a US cup (King Arthur Baking)`;
      }
      const { result } = convert(1, v.from, v.to, v.ingredient);
      const sign = toSignificant(result, 6).eq(result) ? '=' : '≈';
      return `1 ${from.one} ${sign} ${show(result)} ${named(to, result)}`;
    },
  },
  facts(v) {
    const from = unitOf(v.from);
    const to = unitOf(v.to);
    const { millilitres, grams } = convert(v.value, v.from, v.to, v.ingredient);
    const volume = { label: 'Volume', text: `${show(millilitres)} mL` };
    const weight = { label: 'Weight', text: `${show(grams)} g` };
    if (from.kind !== to.kind) return [volume, weight];
    return from.kind === 'volume' ? [volume] : [weight];
  },
  steps(v) {
    const from = unitOf(v.from);
    const to = unitOf(v.to);
    const { result, millilitres, grams } = convert(v.value, v.from, v.to, v.ingredient);
    const amount = show(exact(v.value));
    const lines: string[] = [];
    const base = from.kind === 'volume' ? millilitres : grams;
    const baseUnit = from.kind === 'volume' ? 'mL' : 'g';
    if (from.size !== '1') {
      lines.push(
        `${amount} ${named(from, exact(v.value))} × ${formatSignificant(exact(from.size), 20)} ${baseUnit} ${equals(exact(v.value), base)} ${inStep(base)} ${baseUnit}`,
      );
    }
    if (from.kind !== to.kind) {
      const ingredient = ingredientOf(v.ingredient);
      const density = `${formatSignificant(exact(ingredient.gramsPerCup), 20)} g per ${US_CUP_ML} mL cup`;
      lines.push(
        from.kind === 'volume'
          ? `${ingredient.name}: ${inStep(millilitres)} mL × ${density} ${equals(millilitres, grams)} ${inStep(grams)} g`
          : `${ingredient.name}: ${inStep(grams)} g ÷ ${density} ${equals(grams, millilitres)} ${inStep(millilitres)} mL`,
      );
    }
    const target = to.kind === 'volume' ? millilitres : grams;
    const targetUnit = to.kind === 'volume' ? 'mL' : 'g';
    if (to.size !== '1') {
      lines.push(
        `${inStep(target)} ${targetUnit} ÷ ${formatSignificant(exact(to.size), 20)} ${targetUnit} ${equals(target, result)} ${inStep(result)} ${named(to, result)}`,
      );
    }
    if (lines.length === 0) lines.push(`${amount} ${named(from, exact(v.value))}: the same unit`);
    return lines;
  },
  dataTable: {
    caption: 'Weight of one US cup (King Arthur Baking)',
    columns: ['Ingredient', 'Grams', 'Ounces'],
    rows: INGREDIENTS.map((i) => [
      capitalised(i.name),
      formatSignificant(exact(i.gramsPerCup), 4),
      formatSignificant(exact(i.gramsPerCup).div('28.349523125'), 3),
    ]),
  },
  about: [
    'Volumes are converted through millilitres. The US cup is 8 US fluid ounces, exactly 236.5882365 mL; the US tablespoon is half a fluid ounce (14.78676478125 mL) and the teaspoon a third of a tablespoon (4.92892159375 mL). These follow from the US gallon of 231 cubic inches (NIST Handbook 44, Appendix C; NIST SP 811). Nutrition labels use a "legal" cup of 240 mL (FDA, 21 CFR 101.9(b)(5)(viii)), about 1.4% more.',
    'Recipes from Australia, New Zealand, Canada and South Africa use the metric cup of 250 mL, with 15 mL tablespoons and 5 mL teaspoons (Australia’s tablespoon is 20 mL: enter 4 metric teaspoons). Older British recipes may use the imperial cup, half an imperial pint (10 imperial fluid ounces, 284.130625 mL); the imperial fluid ounce is 28.4130625 mL, 4% smaller than the US one.',
    'Between a volume and a weight, the ingredient decides: a cup of flour weighs far less than a cup of sugar. The weights per US cup are King Arthur Baking’s Ingredient Weight Chart (flour spooned into the cup and levelled, brown sugar packed); water is taken as 1 g per mL. Your own cup of flour may weigh 10% more or less, depending on how it is filled. Ounces here are weight ounces (28.349523125 g); fluid ounces measure volume.',
    'The arithmetic is exact decimal; results are shown to 6 significant digits.',
  ],
  faq: [
    {
      question: 'How many grams is a cup of flour?',
      answer:
        'About 120 g (4 1/4 oz) for all-purpose flour spooned into a US cup and levelled, by King Arthur Baking’s chart. Scooped straight from the bag it can be 140 g or more, so weigh it if the recipe gives grams.',
    },
    {
      question: 'How many tablespoons are in a cup?',
      answer:
        '16 US tablespoons in a US cup, and 3 teaspoons in a tablespoon, so 48 teaspoons to the cup. A metric cup (250 mL) holds about 16.7 metric tablespoons (15 mL).',
    },
    {
      question: 'Is a cup 240 mL or 250 mL?',
      answer:
        'Neither exactly for US recipes: the US customary cup is 236.59 mL. Nutrition labels round it to 240 mL, and the metric cup of Australian and other recipes is 250 mL. The difference is under 6%, which matters more in baking than in cooking.',
    },
    {
      question: 'Why do my grams differ from another chart?',
      answer:
        'Charts measure differently: some scoop flour (5 oz, 142 g a cup), some spoon and level it (4 1/4 oz, 120 g). This converter uses King Arthur Baking’s figures throughout, so its conversions agree with each other.',
    },
  ],
  references: [
    {
      source:
        'NIST Handbook 44 (2024), Appendix C, General Tables of Units of Measurement: 1 cup = 8 fluid ounces = 236.5882365 mL (from 1 US gallon = 231 in³, exact)',
      inputs: { value: '1', from: 'cup', to: 'ml' },
      expected: { result: 236.5882365 },
      tolerance: 0,
    },
    {
      source: 'NIST Handbook 44 (as above): 1 cup = 16 tablespoons, 1 tablespoon = 3 teaspoons',
      inputs: { value: '1', from: 'cup', to: 'tsp' },
      expected: { result: 48 },
      tolerance: 0,
    },
    {
      source:
        'US FDA, 21 CFR 101.9(b)(5)(viii): for nutrition labelling, 1 cup means 240 mL, 1 tablespoon 15 mL, 1 teaspoon 5 mL (ecfr.gov)',
      inputs: { value: '1', from: 'legal-cup', to: 'metric-tbsp' },
      expected: { result: 16, millilitres: 240 },
      tolerance: 0,
    },
    {
      source:
        'King Arthur Baking, Ingredient Weight Chart (kingarthurbaking.com/learn/ingredient-weight-chart): all-purpose flour, 1 cup = 4 1/4 oz = 120 g',
      inputs: { value: '1', from: 'cup', to: 'oz', ingredient: 'flour' },
      expected: { result: 4.25, grams: 120 },
      tolerance: 0.02,
    },
    {
      source: 'King Arthur Baking (as above): granulated sugar, 1 cup = 7 oz = 198 g',
      inputs: { value: '1', from: 'cup', to: 'g', ingredient: 'sugar' },
      expected: { result: 198 },
      tolerance: 0.5,
    },
    {
      source:
        'Cook’s Illustrated, Baking Conversion Chart for Flour and Butter (cooksillustrated.com/how_tos/5490-baking-conversion-chart): 8 tablespoons (1 stick, ½ cup) of butter = 4 oz = 113 g (to the gram)',
      inputs: { value: '8', from: 'tbsp', to: 'g', ingredient: 'butter' },
      expected: { result: 113 },
      tolerance: 0.5,
    },
    {
      source:
        'NIST SP 811 (2008), Appendix B.8: fluid ounce (UK) = 2.841 306 E−05 m³ (28.41306 mL, rounded to 7 digits)',
      inputs: { value: '1', from: 'uk-floz', to: 'ml' },
      expected: { result: 28.41306 },
      tolerance: 0.000005,
    },
  ],
});
