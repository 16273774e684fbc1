import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { ESTIMATE_NOTE } from './shared/health.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 112,
  name: 'Macro Calculator',
  description:
    'Split a daily calorie target into grams of protein, carbohydrate and fat: balanced, low-carb, high-protein, keto or your own percentages.',
  category: 'health',
  group: 'Nutrition',
  icon: 'apple',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['calorie-calculator', 'protein-calculator', 'bmr-calculator', 'weight-loss-calculator'],
  keywords:
    'macros macronutrients iifym protein carbs carbohydrates fat grams split ratio amdr keto low carb high protein diet 40 30 30',
} satisfies CalculatorRecord;

// Grams of each macronutrient from a calorie target and a split of it in percent, with the
// Atwater general factors: 4 kcal a gram of protein and of carbohydrate, 9 kcal a gram of fat.
//   grams = calories × share ÷ kcal per gram
// The splits offered are conventions (the balanced one sits inside the Acceptable Macronutrient
// Distribution Ranges of the US Dietary Reference Intakes: carbohydrate 45–65 %, protein 10–35 %,
// fat 20–35 % of energy); a custom split must add up to 100 %.

/** kcal a gram: the Atwater general factors. */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

type Macro = keyof typeof KCAL_PER_GRAM;

/** The Acceptable Macronutrient Distribution Ranges for adults, in % of energy. */
export const AMDR = {
  protein: [10, 35],
  carbs: [45, 65],
  fat: [20, 35],
} as const satisfies Record<Macro, readonly [number, number]>;

const NAMES: Record<Macro, string> = {
  protein: 'Protein',
  carbs: 'Carbohydrate',
  fat: 'Fat',
};

/** The preset splits, in % of calories. */
export const SPLITS = {
  balanced: { name: 'Balanced', carbs: 50, protein: 20, fat: 30 },
  'low-carb': { name: 'Low carb', carbs: 25, protein: 35, fat: 40 },
  'high-protein': { name: 'High protein', carbs: 30, protein: 40, fat: 30 },
  keto: { name: 'Keto', carbs: 5, protein: 25, fat: 70 },
} as const;

type Split = keyof typeof SPLITS | 'custom';

function share(label: string, noun: string, defaultText: string) {
  return {
    kind: 'percent',
    label,
    noun,
    default: defaultText,
    min: 0,
    max: 100,
    when: { split: 'custom' },
  } as const;
}

const fields = {
  calories: {
    kind: 'number',
    label: 'Calorie target',
    unit: 'kcal a day',
    default: '2000',
    min: 500,
    max: 10000,
    help: 'What you mean to eat a day. The calorie calculator estimates it from your age, size and activity.',
  },
  split: {
    kind: 'choice',
    label: 'Split',
    default: 'balanced' as Split,
    options: [
      { value: 'balanced', label: 'Balanced: 50% carbs, 20% protein, 30% fat' },
      { value: 'low-carb', label: 'Low carb: 25% carbs, 35% protein, 40% fat' },
      { value: 'high-protein', label: 'High protein: 30% carbs, 40% protein, 30% fat' },
      { value: 'keto', label: 'Keto: 5% carbs, 25% protein, 70% fat' },
      { value: 'custom', label: 'Custom: your own percentages' },
    ],
  },
  carbsPercent: share('Carbohydrate (% of calories)', 'carbohydrate share', '50'),
  proteinPercent: share('Protein (% of calories)', 'protein share', '20'),
  fatPercent: share('Fat (% of calories)', 'fat share', '30'),
} as const;

type MacroValues = Values<typeof fields>;

/** The shares of the calories in %, from the preset or the custom fields. */
export function sharesOf(v: MacroValues): Record<Macro, number> {
  if (v.split === 'custom') {
    return { protein: v.proteinPercent ?? 0, carbs: v.carbsPercent ?? 0, fat: v.fatPercent ?? 0 };
  }
  const { protein, carbs, fat } = SPLITS[v.split];
  return { protein, carbs, fat };
}

/** 'Balanced', or 'Custom'. */
function splitName(v: MacroValues): string {
  return v.split === 'custom' ? 'Custom' : SPLITS[v.split].name;
}

/** The macros outside the AMDR, with their shares. */
function outsideAmdr(shares: Record<Macro, number>): Macro[] {
  return (['protein', 'carbs', 'fat'] as const).filter(
    (macro) => shares[macro] < AMDR[macro][0] || shares[macro] > AMDR[macro][1],
  );
}

const MACROS = ['protein', 'carbs', 'fat'] as const;

export default defineCalculator({
  slug: 'macro-calculator',
  fields,
  validate(v) {
    if (v.split !== 'custom') return {};
    const total = (v.carbsPercent ?? 0) + (v.proteinPercent ?? 0) + (v.fatPercent ?? 0);
    if (Math.abs(total - 100) < 1e-9) return {};
    return {
      fatPercent: `The three shares must add up to 100% (now ${formatPlain(total)}%)`,
    };
  },
  outputs: {
    protein: {
      label: 'Protein (g a day)',
      format: 'integer',
      emphasis: true,
    },
    carbs: {
      label: 'Carbohydrate (g a day)',
      format: 'integer',
      emphasis: true,
    },
    fat: {
      label: 'Fat (g a day)',
      format: 'integer',
      emphasis: true,
    },
  },
  compute(v) {
    const shares = sharesOf(v);
    return {
      protein: (v.calories * shares.protein) / 100 / KCAL_PER_GRAM.protein,
      carbs: (v.calories * shares.carbs) / 100 / KCAL_PER_GRAM.carbs,
      fat: (v.calories * shares.fat) / 100 / KCAL_PER_GRAM.fat,
    };
  },
  summary(v, r) {
    return (
      `${formatNumber(v.calories, 0)} kcal a day, ${splitName(v).toLowerCase()} split: ` +
      `${formatNumber(r.protein, 0)} g protein, ${formatNumber(r.carbs, 0)} g carbohydrate ` +
      `and ${formatNumber(r.fat, 0)} g fat`
    );
  },
  facts(v) {
    const shares = sharesOf(v);
    return MACROS.map((macro) => ({
      label: `${NAMES[macro]} calories`,
      text:
        `${formatNumber((v.calories * shares[macro]) / 100, 0)} kcal (${formatPlain(shares[macro])}%; ` +
        `AMDR ${AMDR[macro][0]}–${AMDR[macro][1]}%)`,
    }));
  },
  highlight(v) {
    const shares = sharesOf(v);
    const outside = outsideAmdr(shares);
    if (outside.length === 0) return null;
    return {
      title: 'Outside the usual ranges',
      text:
        'The US Dietary Reference Intakes advise 10–35% of calories from protein, 45–65% from ' +
        'carbohydrate and 20–35% from fat for adults. This split is outside them; talk to a ' +
        'dietitian or doctor before keeping to it for long.',
      facts: outside.map((macro) => ({
        label: NAMES[macro],
        text: `${formatPlain(shares[macro])}% (advised ${AMDR[macro][0]}–${AMDR[macro][1]}%)`,
      })),
    };
  },
  notes: [
    'Grams are rounded to the nearest gram, so they may add up to a few kcal more or less than ' +
      'the target.',
    ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const shares = sharesOf(v);
    const calories = formatPlain(v.calories);
    return [
      `Split: ${splitName(v)}, ${formatPlain(shares.carbs)}% carbohydrate, ` +
        `${formatPlain(shares.protein)}% protein, ${formatPlain(shares.fat)}% fat`,
      ...MACROS.map((macro) => {
        const kcal = (v.calories * shares[macro]) / 100;
        return (
          `${NAMES[macro]} = ${calories} × ${formatPlain(shares[macro])}% = ${formatPlain(kcal)} kcal ` +
          `÷ ${KCAL_PER_GRAM[macro]} kcal/g = ${formatNumber(r[macro], 2)} g ≈ ` +
          `${formatNumber(r[macro], 0)} g`
        );
      }),
    ];
  },
  about: [
    'The calculator splits your daily calories by the shares you choose and turns each share ' +
      'into grams with the Atwater general factors: 4 kcal a gram of protein, 4 kcal a gram of ' +
      'carbohydrate and 9 kcal a gram of fat (as used on US and EU nutrition labels). For each ' +
      'macronutrient, grams = calories × share ÷ kcal a gram. Grams are shown to the nearest gram.',
    'The Acceptable Macronutrient Distribution Ranges (AMDR) for adults come from the Institute ' +
      'of Medicine’s Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, ' +
      'Cholesterol, Protein, and Amino Acids (National Academies Press, 2005): protein 10–35%, ' +
      'carbohydrate 45–65% and fat 20–35% of calories. The balanced split (50/20/30) sits inside ' +
      'them; the low-carb (25/35/40), high-protein (30/40/30) and keto (5/25/70) splits are common ' +
      'diet conventions that go outside them, and the page says so.',
    'Alcohol (7 kcal a gram) and fibre are not counted. A custom split must add up to 100%.',
  ],
  faq: [
    {
      question: 'How many calories should I aim for?',
      answer:
        'Start from the calories you burn a day (the calorie calculator estimates them). Eat about ' +
        '500 kcal less to lose roughly 0.5 kg (1 lb) a week, or a little more to gain.',
    },
    {
      question: 'Which split should I choose?',
      answer:
        'For most adults a balanced split inside the AMDR is a sound start. More protein can help ' +
        'keep muscle while losing weight; a low-carb or keto split suits some people but goes ' +
        'outside the advised ranges, so check with a professional first.',
    },
    {
      question: 'Why do fat grams look so small?',
      answer:
        'A gram of fat holds 9 kcal, more than twice the 4 kcal of a gram of protein or ' +
        'carbohydrate, so the same share of calories is fewer grams of fat.',
    },
    {
      question: 'Do the grams add up exactly to my calories?',
      answer:
        'Nearly: each figure is rounded to a whole gram, so the total can differ by a few kcal. ' +
        'Food labels round too, so small differences do not matter.',
    },
  ],
  references: [
    {
      source:
        'US Department of Agriculture and Department of Health and Human Services, Nutrition and ' +
        'Your Health: Dietary Guidelines for Americans, 5th edition, 2000 (Home and Garden ' +
        'Bulletin 232), guideline "Choose a diet that is low in saturated fat and cholesterol and ' +
        'moderate in total fat", "Keep total fat intake moderate": "Aim for a total fat intake of ' +
        'no more than 30 percent of calories ... For example, at 2,200 calories per day, your ' +
        'suggested upper limit on fat intake would be about 73 grams." Here the balanced split, ' +
        'whose fat share is 30% (text as reproduced at ' +
        'preservearticles.com/education/what-is-your-upper-limit-on-fat-for-the-calories-you-consume/22275)',
      inputs: { calories: '2200', split: 'balanced' },
      expected: { fat: 73 },
      tolerance: 0.5,
    },
    {
      source:
        'Dietary Guidelines for Americans, 2000 (as above), table of upper limits at 30% of ' +
        'calories: 1,600 calories, total fat 53 g (the table as reproduced at ' +
        'infoplease.com/ipa/A0922553.html)',
      inputs: { calories: '1600', split: 'balanced' },
      expected: { fat: 53 },
      tolerance: 0.5,
    },
    {
      source:
        'Dietary Guidelines for Americans, 2000 (as above), the same table: 2,800 calories, total ' +
        'fat 93 g',
      inputs: { calories: '2800', split: 'balanced' },
      expected: { fat: 93 },
      tolerance: 0.5,
    },
    {
      source:
        'Harper College, CHM 100 course notes (D. Godambe), food section: the FDA Daily Values ' +
        'for a 2,000-calorie reference diet, carbohydrates 60% of calories, 300 g; protein 10%, ' +
        '50 g (fat "less than 30%, less than 65 g" is not checked: label values at 2,000 calories ' +
        'are rounded to the nearest 5 g, as the Dietary Guidelines 2000 table above notes) ' +
        '(dept.harpercollege.edu/chemistry/chm/100/dgodambe/thedisk/food/xback7.htm); FDA, ' +
        'interactive Nutrition Facts label, footnote: total carbohydrate 300 g at 2,000 calories ' +
        '(accessdata.fda.gov/scripts/interactivenutritionfactslabel/nutrients.html)',
      inputs: {
        calories: '2000',
        split: 'custom',
        carbsPercent: '60',
        proteinPercent: '10',
        fatPercent: '30',
      },
      expected: { carbs: 300, protein: 50 },
      tolerance: 0.5,
    },
    {
      source:
        'Super-Calc, "Macronutrient Distribution Calculator", example 2: keto, 1,800 kcal at 5% ' +
        'carbs, 25% protein, 70% fat: carbohydrates 23 g, protein 113 g, fat 140 g a day ' +
        '(super-calc.com/calculators/macronutrient-distribution-calculator)',
      inputs: { calories: '1800', split: 'keto' },
      expected: { carbs: 23, protein: 113, fat: 140 },
      tolerance: 0.5,
    },
    {
      source:
        'OurDailyCalc, "How to Calculate Your Macros (Protein, Carbs, Fat)", worked example: fat ' +
        'loss at 2,000 kcal, 40% protein, 30% carbs, 30% fat: protein 200 g, carbs 150 g, fat ' +
        '67 g (ourdailycalc.com/blog/macro-calculator-guide)',
      inputs: { calories: '2000', split: 'high-protein' },
      expected: { protein: 200, carbs: 150, fat: 67 },
      tolerance: 0.5,
    },
  ],
});
