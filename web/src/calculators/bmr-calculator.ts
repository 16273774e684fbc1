import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import {
  ACTIVITY_LEVELS,
  ageField,
  ESTIMATE_NOTE,
  harrisBenedictRevised,
  kcal,
  mifflinStJeor,
  sexField,
} from './shared/health.ts';
import {
  conversionLine,
  heightField,
  imperialLinks,
  typedMeasure,
  weightField,
} from './shared/bodyMeasures.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { article } from './shared/dates.ts';

export const record = {
  id: 33,
  name: 'BMR Calculator',
  description:
    'Estimate your basal metabolic rate, the calories your body burns at rest, with the Mifflin-St Jeor equation.',
  category: 'health',
  group: 'Nutrition',
  icon: 'flame',
  iconBg: 'red',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'calorie-calculator',
    'bmi-calculator',
    'body-fat-calculator',
    'lean-body-mass-calculator',
    'macro-calculator',
  ],
  keywords: 'bmr basal metabolic rate metabolism calories',
} satisfies CalculatorRecord;

// Basal metabolic rate by the Mifflin-St Jeor equation (Mifflin et al. 1990, Am J Clin Nutr
// 51:241): 10 × kg + 6.25 × cm − 5 × age + 5 for men, − 161 for women, in kcal a day. A weight
// or height typed in other units is received in kg and cm. The revised Harris-Benedict figure
// (Roza and Shizgal 1984) is shown beside it for comparison.

/** '10 × 70 + 6.25 × 175 − 5 × 30 + 5'. */
function mifflinTerms(sex: 'male' | 'female', kg: number, cm: number, age: number): string {
  return (
    `10 × ${formatPlain(kg)} + 6.25 × ${formatPlain(cm)} − 5 × ${formatPlain(age)} ` +
    (sex === 'male' ? '+ 5' : '− 161')
  );
}

export default defineCalculator({
  slug: 'bmr-calculator',
  fields: {
    sex: sexField,
    age: ageField,
    weight: weightField,
    height: heightField,
  },
  formerLinks: imperialLinks({ weightLbs: '154', heightFt: '5', heightIn: '9' }),
  outputs: {
    bmr: {
      label: 'Basal metabolic rate (Mifflin-St Jeor)',
      format: 'integer',
      caption: () => 'kcal a day at rest',
    },
    harrisBenedict: {
      label: 'Harris-Benedict (revised), for comparison',
      format: 'integer',
      caption: () => 'kcal a day',
    },
  },
  compute: (v) => ({
    bmr: mifflinStJeor(v.sex, v.weight, v.height, v.age),
    harrisBenedict: harrisBenedictRevised(v.sex, v.weight, v.height, v.age),
  }),
  summary(v) {
    const who = `${formatPlain(v.age)}-year-old ${v.sex === 'male' ? 'man' : 'woman'}`;
    return (
      `For ${article(v.age)} ${who}, ${typedMeasure(weightField, v.weight, v.weightUnit)} and ` +
      typedMeasure(heightField, v.height, v.heightUnit)
    );
  },
  facts: (_v, r) =>
    Object.values(ACTIVITY_LEVELS).map((level) => ({
      label: `${level.label.split(':')[0]} (× ${formatPlain(level.factor)})`,
      text: `${kcal(r.bmr * level.factor)} a day`,
    })),
  notes: [
    'The lines under the result are the calories burnt in a day at each activity level: the ' +
      'BMR times the activity factor. The Calorie Calculator adds intakes to lose or gain weight.',
    ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const kg = v.weight;
    const cm = v.height;
    return [
      ...[
        conversionLine(weightField, kg, v.weightUnit, 'Weight'),
        conversionLine(heightField, cm, v.heightUnit, 'Height'),
      ].filter((line) => line !== null),
      `BMR = 10 × weight + 6.25 × height − 5 × age ${v.sex === 'male' ? '+ 5 (men)' : '− 161 (women)'}`,
      `= ${mifflinTerms(v.sex, kg, cm, v.age)}`,
      `= ${formatPlain(10 * kg)} + ${formatPlain(6.25 * cm)} − ${formatPlain(5 * v.age)} ` +
        `${v.sex === 'male' ? '+ 5' : '− 161'} = ${formatPlain(r.bmr)} ≈ ${kcal(r.bmr)} a day`,
      v.sex === 'male'
        ? `Harris-Benedict (revised) = 88.362 + 13.397 × ${formatPlain(kg)} + 4.799 × ` +
          `${formatPlain(cm)} − 5.677 × ${formatPlain(v.age)} ≈ ${kcal(r.harrisBenedict)}`
        : `Harris-Benedict (revised) = 447.593 + 9.247 × ${formatPlain(kg)} + 3.098 × ` +
          `${formatPlain(cm)} − 4.330 × ${formatPlain(v.age)} ≈ ${kcal(r.harrisBenedict)}`,
      `Calories a day = BMR × activity factor, e.g. sedentary: ${formatNumber(r.bmr, 2)} × 1.2 ≈ ` +
        kcal(r.bmr * 1.2),
    ];
  },
  about: [
    'Your basal metabolic rate (BMR) is the energy your body uses in a day at complete rest, to ' +
      'breathe, keep warm and keep its organs working. It is worked out with the Mifflin-St Jeor ' +
      'equation: BMR = 10 × weight in kg + 6.25 × height in cm − 5 × age in years, plus 5 for ' +
      'men or minus 161 for women, in kilocalories (kcal) a day.',
    'Source: Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO. A new predictive ' +
      'equation for resting energy expenditure in healthy individuals. American Journal of ' +
      'Clinical Nutrition 1990; 51(2): 241–247. The equation was fitted to adults aged 19 to 78.',
    'The weight and height may be typed in any of the units offered; they are converted ' +
      'exactly (1 lb = 0.45359237 kg, 1 st = 14 lb, 1 in = 2.54 cm, 1 ft = 30.48 cm). Results ' +
      'are shown to the nearest kcal; the steps show the unrounded figure.',
    'For comparison the older Harris-Benedict equation, as revised by Roza and Shizgal in 1984, ' +
      'is shown too; it usually gives a slightly higher figure.',
  ],
  faq: [
    {
      question: 'What is the difference between BMR and the calories I burn in a day?',
      answer:
        'BMR is the energy used at complete rest. Everyday movement and exercise add to it: ' +
        'multiplying the BMR by an activity factor from 1.2 (sedentary) to 1.9 (very active) ' +
        'estimates the calories burnt in a whole day.',
    },
    {
      question: 'Why Mifflin-St Jeor rather than Harris-Benedict?',
      answer:
        'A systematic review for the American Dietetic Association (Frankenfield, Roth-Yousey ' +
        'and Compher, 2005) found Mifflin-St Jeor the most reliable for healthy adults, obese ' +
        'or not. Harris-Benedict dates from 1919 and tends to give higher figures.',
    },
    {
      question: 'How accurate is the result?',
      answer:
        'In the 2005 review it came within 10% of the measured figure for about four people in ' +
        'five. It cannot see muscle: a very muscular person burns more than it says, and it is ' +
        'less reliable in illness, pregnancy and old age.',
    },
    {
      question: 'Why does BMR fall with age?',
      answer:
        'The equation takes 5 kcal a day off for every year of age, reflecting the loss of ' +
        'muscle and the slower metabolism of later life.',
    },
  ],
  references: [
    {
      source:
        'Dummies (John Wiley & Sons), "How to Calculate Your Metabolic Rate": a 45-year-old ' +
        'woman of 165 lb (75 kg) and 5 ft 5 in (165.1 cm): (10 × 75) + (6.25 × 165.1) − (5 × 45) ' +
        '− 161 = 1,396 calories (dummies.com/article/body-mind-spirit/physical-health-well-being/' +
        'common-ailments/metabolism/how-to-calculate-your-metabolic-rate-166764)',
      inputs: { sex: 'female', age: '45', weight: '75', height: '165.1' },
      expected: { bmr: 1396 },
      tolerance: 0.5,
    },
    {
      source:
        'CalculatorLib, "Mifflin-St Jeor BMR Calculator", worked example: a 30-year-old man of ' +
        '70 kg and 175 cm has a BMR of 1,648.75 kcal a day ' +
        '(calculatorlib.com/basal-energy-expenditure-mifflin-calculator)',
      inputs: { sex: 'male', age: '30', weight: '70', height: '175' },
      expected: { bmr: 1648.75 },
      tolerance: 0.005,
    },
    {
      source:
        'Complete.tools, "BMR Calculator", example 1: a 30-year-old woman of 70 kg and 165 cm, ' +
        'BMR = 1,420.25 kcal a day (complete.tools/bmr-calc)',
      inputs: { sex: 'female', age: '30', weight: '70', height: '165' },
      expected: { bmr: 1420.25 },
      tolerance: 0.005,
    },
    {
      source:
        'Complete.tools, "BMR Calculator", example 2: a 45-year-old man of 85 kg and 180 cm, ' +
        'BMR = 1,755 kcal a day (complete.tools/bmr-calc)',
      inputs: { sex: 'male', age: '45', weight: '85', height: '180' },
      expected: { bmr: 1755 },
      tolerance: 0.005,
    },
    {
      source:
        'Calculator City, "Most Accurate Basal Metabolic Rate (BMR) Calculator", example: a ' +
        '30-year-old woman of 65 kg and 165 cm, BMR = 1,370.25 calories ' +
        '(costcalculator.calculator.city/most-accurate-basal-metabolic-rate-calculator)',
      inputs: { sex: 'female', age: '30', weight: '65', height: '165' },
      expected: { bmr: 1370.25 },
      tolerance: 0.005,
    },
  ],
});
