import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { ESTIMATE_NOTE } from './shared/health.ts';
import { conversionLine, typedMeasure, weightField } from './shared/bodyMeasures.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 113,
  name: 'Protein Calculator',
  description:
    'Find how much protein you need a day from your body weight and activity, from the RDA for adults to the ranges advised for athletes.',
  category: 'health',
  group: 'Nutrition',
  icon: 'apple',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'macro-calculator',
    'calorie-calculator',
    'lean-body-mass-calculator',
    'one-rep-max-calculator',
  ],
  keywords:
    'protein intake grams per day per kilogram rda recommended dietary allowance athlete bodybuilding muscle gain issn acsm',
} satisfies CalculatorRecord;

// Daily protein = body weight in kg × grams per kg:
//   sedentary adults   0.8 g/kg, the RDA (Institute of Medicine, Dietary Reference Intakes 2005)
//   athletes           1.2–2.0 g/kg (ACSM, Academy of Nutrition and Dietetics and Dietitians of
//                      Canada, joint position statement, Med Sci Sports Exerc 2016; 48: 543–568)
//   building muscle    1.4–2.0 g/kg (ISSN position stand, Jäger et al., J Int Soc Sports Nutr
//                      2017; 14: 20)
//   custom             the grams per kg typed
// Weights typed in lb or st are received in kg (exact factors); grams are shown to the gram.

export const LEVELS = {
  sedentary: { name: 'Sedentary adult (RDA)', low: 0.8, high: 0.8 },
  athlete: { name: 'Athlete or regular training (ACSM)', low: 1.2, high: 2 },
  muscle: { name: 'Building muscle (ISSN)', low: 1.4, high: 2 },
} as const;

type Level = keyof typeof LEVELS | 'custom';

/** The RDA for adults, g per kg of body weight a day. */
export const RDA = 0.8;

/** Pounds in a kilogram, exactly (1 lb = 0.45359237 kg). */
const KG_PER_LB = 0.45359237;

const fields = {
  weight: weightField,
  activity: {
    kind: 'choice',
    label: 'Activity or goal',
    default: 'sedentary' as Level,
    options: [
      { value: 'sedentary', label: 'Sedentary adult: the RDA, 0.8 g/kg' },
      { value: 'athlete', label: 'Athlete or regular training: 1.2–2.0 g/kg (ACSM)' },
      { value: 'muscle', label: 'Building muscle: 1.4–2.0 g/kg (ISSN)' },
      { value: 'custom', label: 'Custom: your own grams per kg' },
    ],
  },
  gramsPerKg: {
    kind: 'number',
    label: 'Grams of protein per kg',
    unit: 'g/kg',
    noun: 'grams per kg',
    default: '1.6',
    min: 0.5,
    max: 3.5,
    when: { activity: 'custom' },
  },
} as const;

type ProteinValues = Values<typeof fields>;

/** The grams per kg, low and high (the same for the RDA and a custom figure). */
export function rangeOf(v: ProteinValues): { low: number; high: number } {
  if (v.activity === 'custom') return { low: v.gramsPerKg!, high: v.gramsPerKg! };
  return { low: LEVELS[v.activity].low, high: LEVELS[v.activity].high };
}

function isRange(v: ProteinValues): boolean {
  const { low, high } = rangeOf(v);
  return high > low;
}

function levelName(v: ProteinValues): string {
  return v.activity === 'custom' ? 'your own figure' : LEVELS[v.activity].name;
}

/** '1.2–2.0 g/kg' or '0.8 g/kg'. */
function perKgText(v: ProteinValues): string {
  const { low, high } = rangeOf(v);
  return high > low
    ? `${formatNumber(low, 1)}–${formatNumber(high, 1)} g/kg`
    : `${formatPlain(low)} g/kg`;
}

export default defineCalculator({
  slug: 'protein-calculator',
  fields,
  outputs: {
    protein: {
      label: (v) => (isRange(v) ? 'Protein a day, from (g)' : 'Protein a day (g)'),
      format: 'integer',
      emphasis: true,
    },
    upTo: { label: 'Protein a day, up to (g)', format: 'integer', emphasis: true },
    rda: { label: 'The RDA for your weight, 0.8 g/kg (g)', format: 'integer' },
  },
  compute(v) {
    const { low, high } = rangeOf(v);
    return { protein: v.weight * low, upTo: v.weight * high, rda: v.weight * RDA };
  },
  hiddenOutputs(v) {
    const hidden: ('upTo' | 'rda')[] = [];
    if (!isRange(v)) hidden.push('upTo');
    if (v.activity === 'sedentary') hidden.push('rda');
    return hidden;
  },
  summary(v, r) {
    const grams = isRange(v)
      ? `${formatNumber(r.protein, 0)}–${formatNumber(r.upTo, 0)} g`
      : `${formatNumber(r.protein, 0)} g`;
    return (
      `${grams} of protein a day for ${typedMeasure(weightField, v.weight, v.weightUnit)} at ` +
      `${perKgText(v)}`
    );
  },
  facts(v) {
    const { low, high } = rangeOf(v);
    const perLb = (g: number) => formatNumber(g * KG_PER_LB, 2);
    return [
      {
        label: 'Per pound of body weight',
        text: high > low ? `${perLb(low)}–${perLb(high)} g/lb` : `${perLb(low)} g/lb`,
      },
    ];
  },
  notes: [
    'The RDA is the least that meets the needs of nearly all healthy adults, not a target for ' +
      'athletes. People with kidney disease should ask their doctor before eating more protein.',
    ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const { low, high } = rangeOf(v);
    const kg = formatPlain(v.weight);
    const lines = [
      conversionLine(weightField, v.weight, v.weightUnit, 'Weight'),
      `Grams per kg, ${levelName(v)}: ${perKgText(v)}`,
    ].filter((line) => line !== null);
    if (high > low) {
      lines.push(
        `From: ${kg} kg × ${formatPlain(low)} g/kg = ${formatNumber(r.protein, 2)} g ≈ ` +
          `${formatNumber(r.protein, 0)} g`,
        `Up to: ${kg} kg × ${formatPlain(high)} g/kg = ${formatNumber(r.upTo, 2)} g ≈ ` +
          `${formatNumber(r.upTo, 0)} g`,
      );
    } else {
      lines.push(
        `Protein = ${kg} kg × ${formatPlain(low)} g/kg = ${formatNumber(r.protein, 2)} g ≈ ` +
          `${formatNumber(r.protein, 0)} g`,
      );
    }
    return lines;
  },
  about: [
    'Daily protein is your body weight in kilograms times grams of protein per kilogram. The ' +
      'Recommended Dietary Allowance for adults is 0.8 g/kg a day (Institute of Medicine, Dietary ' +
      'Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, ' +
      'and Amino Acids, National Academies Press, 2005): about 0.36 g a pound.',
    'For athletes, the American College of Sports Medicine, the Academy of Nutrition and ' +
      'Dietetics and Dietitians of Canada advise 1.2–2.0 g/kg a day (joint position statement ' +
      '"Nutrition and Athletic Performance", Medicine & Science in Sports & Exercise 2016; 48(3): ' +
      '543–568). The International Society of Sports Nutrition advises 1.4–2.0 g/kg a day for ' +
      'most people who exercise to build and keep muscle (Jäger et al., "Protein and exercise", ' +
      'Journal of the International Society of Sports Nutrition 2017; 14: 20).',
    'Weights in pounds or stones are converted exactly (1 lb = 0.45359237 kg). Grams are shown ' +
      'to the nearest gram. Use your present weight; people with much body fat may use a ' +
      'healthy weight for their height instead.',
  ],
  faq: [
    {
      question: 'Is the RDA enough?',
      answer:
        'For healthy adults who do little exercise, yes: 0.8 g/kg meets the needs of nearly ' +
        'everyone. It is a floor, not an ideal, and people who train hard need more.',
    },
    {
      question: 'How much protein do I need to build muscle?',
      answer:
        'The ISSN advises 1.4–2.0 g/kg a day with resistance training, spread over meals of about ' +
        '20–40 g. More than about 2 g/kg has not been shown to add muscle for most people.',
    },
    {
      question: 'Is a high protein intake safe?',
      answer:
        'For healthy adults, intakes up to about 2 g/kg a day are considered safe. People with ' +
        'kidney disease should follow their doctor’s advice.',
    },
    {
      question: 'Should I use my weight in pounds?',
      answer:
        'You can: choose lb in the weight field. The calculator converts to kilograms, the unit ' +
        'the guidelines use; 0.8 g/kg is about 0.36 g a pound.',
    },
  ],
  references: [
    {
      source:
        'Jamie Pope and Steven Nizielski, Nutrition for a Changing World, 1st edition (W. H. ' +
        'Freeman / Macmillan Learning), chapter 8, "Recommendations for protein intake", p. 164: ' +
        '"the RDA for protein for a male or female weighing 70 kilograms (154 lbs) would be 56 ' +
        'grams" (digfir-published.macmillanusa.com/pope1e/pope1e_ch8_2.html)',
      inputs: { weight: '70', weightUnit: 'kg', activity: 'sedentary' },
      expected: { protein: 56 },
      tolerance: 0.5,
    },
    {
      source:
        'Alice Callahan, Heather Leonard and Tamberly Powell, Nutrition Science and Everyday ' +
        'Application (Open Oregon Educational Resources, beta v0.1), "Protein in Foods and ' +
        'Dietary Recommendations", p. 340: at the RDA of 0.8 g/kg "a 165-pound man … would need ' +
        '60 g … of protein per day" ' +
        '(yumpu.com/en/document/view/65783588/nutrition-science-and-everyday-application-beta-v-01/340)',
      inputs: { weight: '165', weightUnit: 'lb', activity: 'sedentary' },
      expected: { protein: 60 },
      tolerance: 0.5,
    },
    {
      source: 'As above: "a 143-pound woman would need … 52 g of protein per day" at 0.8 g/kg',
      inputs: { weight: '143', weightUnit: 'lb', activity: 'sedentary' },
      expected: { protein: 52 },
      tolerance: 0.5,
    },
    {
      source:
        'American Medical Association Family Medical Guide (Wiley), "Nutrition": at 0.8 g per ' +
        'kg, a person who weighs 140 pounds needs "about 51 grams" of protein a day (140 ÷ 2.2 = ' +
        '64 kg, 64 × 0.8 = 51 g)',
      inputs: { weight: '140', weightUnit: 'lb', activity: 'sedentary' },
      expected: { protein: 51 },
      tolerance: 0.5,
    },
    {
      source:
        '"How much protein do I need?" (athletes’ handout, scribd.com/document/657374248): a ' +
        '180 lb runner at 1.2 g/kg needs 98 g a day (the low end of 98–131 g)',
      inputs: { weight: '180', weightUnit: 'lb', activity: 'custom', gramsPerKg: '1.2' },
      expected: { protein: 98 },
      tolerance: 0.5,
    },
    {
      source: 'As above: the same runner at 1.6 g/kg, 131 g a day (the high end)',
      inputs: { weight: '180', weightUnit: 'lb', activity: 'custom', gramsPerKg: '1.6' },
      expected: { protein: 131 },
      tolerance: 0.5,
    },
  ],
});
