import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import {
  ACTIVITY_LEVELS,
  ageField,
  ESTIMATE_NOTE,
  kcal,
  kcalAfter,
  KCAL_PER_KG,
  mifflinStJeor,
  sexField,
  type ActivityLevel,
} from './shared/health.ts';
import { conversionLine, heightField, imperialLinks, weightField } from './shared/bodyMeasures.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { readShown } from './shared/exactDecimal.ts';

export const record = {
  id: 34,
  name: 'Calorie Calculator',
  description:
    'Estimate the calories you burn a day from your activity level, and intakes to lose or gain weight.',
  category: 'health',
  group: 'Nutrition',
  icon: 'apple',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
  related: [
    'bmr-calculator',
    'bmi-calculator',
    'ideal-weight-calculator',
    'energy-converter',
    'macro-calculator',
    'weight-loss-calculator',
    'calories-burned-calculator',
  ],
  keywords: 'calorie calories tdee total daily energy expenditure diet maintenance',
} satisfies CalculatorRecord;

// Daily calories: the total daily energy expenditure (TDEE) is the Mifflin-St Jeor BMR times
// an activity factor (1.2 sedentary … 1.9 extra active). Intakes to lose or gain 0.25 or 0.5 kg
// a week differ from it by 7,700 kcal a kilogram spread over 7 days: 275 and 550 kcal a day.

/** The daily change in intake that moves weight by `kgPerWeek` at 7,700 kcal a kilogram. */
export function dailyChange(kgPerWeek: number): number {
  return (KCAL_PER_KG * kgPerWeek) / 7;
}

const SLOW = dailyChange(0.25); // 275 kcal a day
const FAST = dailyChange(0.5); // 550 kcal a day

export default defineCalculator({
  slug: 'calorie-calculator',
  fields: {
    sex: sexField,
    age: ageField,
    weight: weightField,
    height: heightField,
    activity: {
      kind: 'choice',
      label: 'Activity level',
      default: 'moderate' as ActivityLevel,
      options: (Object.keys(ACTIVITY_LEVELS) as ActivityLevel[]).map((value) => ({
        value,
        label: ACTIVITY_LEVELS[value].label,
      })),
    },
  },
  formerLinks: imperialLinks({ weightLbs: '154', heightFt: '5', heightIn: '9' }),
  outputs: {
    maintain: {
      label: 'Calories to keep your weight',
      format: 'integer',
      emphasis: true,
      caption: () => 'kcal a day',
    },
    loseSlow: { label: 'Lose 0.25 kg (about ½ lb) a week', format: 'integer' },
    loseFast: { label: 'Lose 0.5 kg (about 1 lb) a week', format: 'integer' },
    gainSlow: { label: 'Gain 0.25 kg (about ½ lb) a week', format: 'integer' },
    gainFast: { label: 'Gain 0.5 kg (about 1 lb) a week', format: 'integer' },
    bmr: { label: 'BMR (Mifflin-St Jeor), at rest', format: 'integer' },
  },
  compute(v) {
    const bmr = mifflinStJeor(v.sex, v.weight, v.height, v.age);
    const maintain = bmr * ACTIVITY_LEVELS[v.activity].factor;
    return {
      maintain,
      loseSlow: maintain - SLOW,
      loseFast: maintain - FAST,
      gainSlow: maintain + SLOW,
      gainFast: maintain + FAST,
      bmr,
    };
  },
  summary: (v) =>
    `${ACTIVITY_LEVELS[v.activity].label.split(':')[0]}, ${formatPlain(v.age)}-year-old ` +
    `${v.sex === 'male' ? 'man' : 'woman'}`,
  highlight(v, r) {
    // A common guide: no fewer than about 1,200 kcal a day for women, 1,500 for men, unsupervised.
    const floor = v.sex === 'male' ? 1500 : 1200;
    if (Math.round(r.loseFast) >= floor) return null;
    return {
      title: 'A low intake',
      text:
        `Eating fewer than about ${formatNumber(floor, 0)} kcal a day is not advised for ` +
        `${v.sex === 'male' ? 'men' : 'women'} without medical supervision. Lose weight more ` +
        'slowly, or move more.',
      facts: [{ label: 'Lowest intake shown', text: `${kcal(r.loseFast)} a day` }],
    };
  },
  notes: [
    'A kilogram of body weight is taken as 7,700 kcal, so losing or gaining 0.25 kg a week ' +
      'means eating 275 kcal a day less or more than the calories to keep your weight, and ' +
      '0.5 kg a week 550 kcal a day. Real weight change slows as the body adapts.',
    ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const kg = v.weight;
    const cm = v.height;
    const factor = ACTIVITY_LEVELS[v.activity].factor;
    return [
      ...[
        conversionLine(weightField, kg, v.weightUnit, 'Weight'),
        conversionLine(heightField, cm, v.heightUnit, 'Height'),
      ].filter((line) => line !== null),
      `BMR = 10 × ${formatPlain(kg)} + 6.25 × ${formatPlain(cm)} − 5 × ${formatPlain(v.age)} ` +
        `${v.sex === 'male' ? '+ 5' : '− 161'} = ${formatPlain(r.bmr)} kcal`,
      `Calories to keep your weight = BMR × ${formatPlain(factor)} = ${formatPlain(r.bmr)} × ` +
        `${formatPlain(factor)} ${kcalAfter(readShown(formatPlain(r.bmr))!.times(factor), r.maintain)}`,
      `0.25 kg a week = 7,700 × 0.25 ÷ 7 = ${formatPlain(SLOW)} kcal a day; 0.5 kg a week = ` +
        `7,700 × 0.5 ÷ 7 = ${formatPlain(FAST)} kcal a day`,
      `To lose: ${kcal(r.maintain)} − ${formatPlain(SLOW)} ≈ ${kcal(r.loseSlow)}, or − ` +
        `${formatPlain(FAST)} ≈ ${kcal(r.loseFast)}`,
      `To gain: ${kcal(r.maintain)} + ${formatPlain(SLOW)} ≈ ${kcal(r.gainSlow)}, or + ` +
        `${formatPlain(FAST)} ≈ ${kcal(r.gainFast)}`,
    ];
  },
  about: [
    'The calories you burn in a day (total daily energy expenditure) are estimated as your ' +
      'basal metabolic rate times an activity factor. The BMR comes from the Mifflin-St Jeor ' +
      'equation (Mifflin et al., American Journal of Clinical Nutrition 1990; 51: 241–247): ' +
      '10 × weight in kg + 6.25 × height in cm − 5 × age, plus 5 for men or minus 161 for women.',
    'The activity factors are the ones most calculators use: sedentary 1.2, lightly active ' +
      '1.375, moderately active 1.55, very active 1.725 and extra active 1.9.',
    'To lose or gain weight, a kilogram is taken as 7,700 kcal (about 3,500 kcal a pound): 0.25 ' +
      'kg a week is 275 kcal a day and 0.5 kg a week is 550 kcal a day below or above the ' +
      'calories to keep your weight. Results are shown to the nearest kcal.',
  ],
  faq: [
    {
      question: 'Which activity level should I choose?',
      answer:
        'Count planned exercise only. Desk work with little exercise is sedentary; light ' +
        'exercise 1–3 days a week is lightly active; moderate exercise 3–5 days is moderately ' +
        'active. Most people overestimate, so if unsure choose the lower level.',
    },
    {
      question: 'How fast should I lose weight?',
      answer:
        'The NHS and most health services suggest about 0.5 to 1 kg a week at most. The ' +
        'calculator shows 0.25 and 0.5 kg a week, which most people can keep up.',
    },
    {
      question: 'Why is a kilogram 7,700 kcal?',
      answer:
        'Body fat holds about 9 kcal a gram, and fat tissue is partly water, so a kilogram of ' +
        'lost weight is roughly 7,700 kcal. It is a rule of thumb: as you lose weight your ' +
        'body burns less, so progress slows over time.',
    },
    {
      question: 'Why does my result differ from other calculators?',
      answer:
        'Others may use the Harris-Benedict or Katch-McArdle equations, other activity factors ' +
        'or 3,500 kcal a pound. All are estimates; weigh yourself for a few weeks and adjust.',
    },
  ],
  references: [
    {
      source:
        'Dummies (John Wiley & Sons), "How to Calculate Your Metabolic Rate": a 45-year-old ' +
        'woman of 165 lb (75 kg) and 5 ft 5 in (165.1 cm): (10 × 75) + (6.25 × 165.1) − (5 × 45) ' +
        '− 161 = 1,396 calories (dummies.com/article/body-mind-spirit/physical-health-well-being/' +
        'common-ailments/metabolism/how-to-calculate-your-metabolic-rate-166764); sedentary: 1,396 × 1.2 = 1,675 calories',
      inputs: {
        sex: 'female',
        age: '45',
        weight: '75',
        height: '165.1',
        activity: 'sedentary',
      },
      expected: { bmr: 1396, maintain: 1675 },
      tolerance: 0.5,
    },
    {
      source:
        'Dummies (as above): lightly active, 1,396 × 1.375 = 1,920 calories (the source rounds ' +
        'the BMR to 1,396 before multiplying, hence ±1)',
      inputs: {
        sex: 'female',
        age: '45',
        weight: '75',
        height: '165.1',
        activity: 'light',
      },
      expected: { maintain: 1920 },
      tolerance: 1,
    },
    {
      source:
        'SuperGlobalCalculator, "Daily Calorie Need", worked example: a moderately active man ' +
        'of 35, 80 kg and 178 cm: BMR 1,742.5, TDEE = 1,742.5 × 1.55 = 2,701 calories a day ' +
        '(superglobalcalculator.com/calculators/health/daily-calorie-need)',
      inputs: {
        sex: 'male',
        age: '35',
        weight: '80',
        height: '178',
        activity: 'moderate',
      },
      expected: { bmr: 1742.5, maintain: 2701 },
      tolerance: 0.5,
    },
    {
      source:
        'CalculatorLib, "BMR Calculator (Mifflin-St Jeor)": a man of 30, 70 kg and 175 cm burns ' +
        '2,556 calories a day moderately active (calculatorlib.com/bmr-calculator-mifflin-st-jeor)',
      inputs: {
        sex: 'male',
        age: '30',
        weight: '70',
        height: '175',
        activity: 'moderate',
      },
      expected: { maintain: 2556 },
      tolerance: 0.5,
    },
    {
      source: 'CalculatorLib (as above): very active, 2,844 calories a day',
      inputs: {
        sex: 'male',
        age: '30',
        weight: '70',
        height: '175',
        activity: 'very',
      },
      expected: { maintain: 2844 },
      tolerance: 0.5,
    },
    {
      source: 'CalculatorLib (as above): extra active, 3,133 calories a day',
      inputs: {
        sex: 'male',
        age: '30',
        weight: '70',
        height: '175',
        activity: 'extra',
      },
      expected: { maintain: 3133 },
      tolerance: 0.5,
    },
    {
      source:
        'Ntro, "How can I calculate calories?", example: a moderately active woman of 30, 165 cm ' +
        'and 68 kg: BMR 1,400.25 kcal, TDEE about 2,170 kcal a day ' +
        '(ntro.it.com/how-can-i-calculate-calories-a-complete-guide-to-estimating-your-daily-needs)',
      inputs: {
        sex: 'female',
        age: '30',
        weight: '68',
        height: '165',
        activity: 'moderate',
      },
      expected: { bmr: 1400.25, maintain: 2170 },
      tolerance: 0.5,
    },
  ],
});
