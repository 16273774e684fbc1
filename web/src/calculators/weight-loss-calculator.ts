import { formatLongDate, formatShortDate } from '../domain/age.ts';
import { formatFigure, formatNumber, formatPlain } from '../domain/format.ts';
import { todayField } from '../engine/dateFields.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { inUnitOf } from '../engine/quantity.ts';
import { ESTIMATE_NOTE, KCAL_PER_KG } from './shared/health.ts';
import { typedMeasure, weightField } from './shared/bodyMeasures.ts';
import { addDays, dateOf } from './shared/dates.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 115,
  name: 'Weight Loss Calculator',
  description:
    'Estimate how many days and weeks it takes to reach a goal weight at a daily calorie deficit, and the date you would reach it.',
  category: 'health',
  group: 'Body and weight',
  icon: 'target',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['calorie-calculator', 'bmi-calculator', 'macro-calculator', 'ideal-weight-calculator'],
  keywords:
    'weight loss goal date calorie deficit 3500 calorie rule 7700 kcal per kilogram lose weight how long diet planner',
} satisfies CalculatorRecord;

// Time to a goal weight by the energy rule of thumb: the weight to lose times 7,700 kcal a kg
// (3,500 kcal a pound, when both weights are typed in pounds), divided by the daily deficit:
//   days = (current − goal) × 7,700 ÷ deficit      (or × 3,500 with pounds)
// rounded up to whole days; the goal date is the start date plus those days. The rule assumes
// the deficit stays the same; Hall et al. (Lancet 2011) showed that it overestimates long-term
// loss, because the body burns less as it gets lighter.

/** kcal in a pound of body weight, the US rule of thumb. */
export const KCAL_PER_LB = 3500;

/** kg in a pound, exactly. */
const KG_PER_LB = 0.45359237;

const fields = {
  weight: {
    ...weightField,
    label: 'Current weight',
    noun: 'current weight',
    default: '90',
    required: 'Enter your current weight',
  },
  goalWeight: {
    ...weightField,
    label: 'Goal weight',
    noun: 'goal weight',
    default: '80',
    required: 'Enter your goal weight',
  },
  deficit: {
    kind: 'number',
    label: 'Daily calorie deficit',
    noun: 'daily deficit',
    unit: 'kcal a day',
    default: '500',
    min: 0,
    minExclusive: true,
    max: 2500,
    help: 'How many kcal a day you eat below what you burn. The calorie calculator estimates what you burn.',
  },
  start: todayField('Start date'),
} as const;

type LossValues = Values<typeof fields>;

/** Whether the pound rule (3,500 kcal a pound) is used: both weights typed in pounds. */
export function inPounds(v: LossValues): boolean {
  return v.weightUnit === 'lb' && v.goalWeightUnit === 'lb';
}

/** A weight in kg shown in the unit of the current weight ('10 kg', '22 lb'). */
function inShownUnit(v: LossValues, kg: number): number {
  return inUnitOf(fields.weight, kg, v.weightUnit);
}

function unitSymbol(v: LossValues): string {
  return fields.weight.units.find((unit) => unit.code === v.weightUnit)?.symbol ?? 'kg';
}

/** The goal date, 'YYYY-MM-DD' start plus the days. */
function goalDate(v: LossValues, days: number) {
  return addDays(dateOf(v.start), days);
}

export default defineCalculator({
  slug: 'weight-loss-calculator',
  fields,
  validate(v) {
    if (v.goalWeight < v.weight - 1e-9) return {};
    return { goalWeight: 'The goal weight must be below your current weight' };
  },
  outputs: {
    days: { label: 'Days to your goal', format: 'integer', emphasis: true },
    weeks: { label: 'Weeks to your goal', format: 'number', decimals: 1 },
    perWeek: {
      label: (v) => `Loss a week (${v.weightUnit})`,
      format: 'number',
      decimals: 2,
    },
    toLose: { label: (v) => `Weight to lose (${v.weightUnit})`, format: 'number', decimals: 1 },
    energy: { label: 'Total deficit needed (kcal)', format: 'integer' },
  },
  compute(v) {
    const kg = v.weight - v.goalWeight;
    const pounds = inPounds(v);
    const energy = pounds ? (kg / KG_PER_LB) * KCAL_PER_LB : kg * KCAL_PER_KG;
    const exactDays = energy / v.deficit;
    const perWeekKg = pounds
      ? ((v.deficit * 7) / KCAL_PER_LB) * KG_PER_LB
      : (v.deficit * 7) / KCAL_PER_KG;
    return {
      // Rounded up: the goal is reached during that day. The tiny allowance keeps a whole number
      // that binary arithmetic puts a hair above it (140.0000000001) from becoming the next day.
      days: Math.ceil(exactDays - 1e-6),
      weeks: exactDays / 7,
      perWeek: inShownUnit(v, perWeekKg),
      toLose: inShownUnit(v, kg),
      energy,
    };
  },
  summary(v, r) {
    return (
      `At ${formatPlain(v.deficit)} kcal a day below what you burn, you would reach ` +
      `${typedMeasure(fields.goalWeight, v.goalWeight, v.goalWeightUnit)} on ` +
      `${formatLongDate(goalDate(v, r.days))}, ${formatNumber(r.days, 0)} days after ` +
      `${formatShortDate(dateOf(v.start))}`
    );
  },
  facts(v, r) {
    return [
      { label: 'Goal date', text: formatLongDate(goalDate(v, r.days)) },
      {
        label: 'Rule used',
        text: inPounds(v) ? '3,500 kcal a pound' : '7,700 kcal a kilogram',
      },
    ];
  },
  highlight(v) {
    if (v.deficit <= 1000) return null;
    return {
      title: 'A large deficit',
      text:
        'Health services advise losing about 0.5 to 1 kg (1 to 2 lb) a week, a deficit of about ' +
        '500 to 1,000 kcal a day. Larger deficits are hard to keep up and can cost muscle; ' +
        'do not eat fewer than about 1,200 kcal a day (women) or 1,500 (men) without medical ' +
        'supervision.',
      facts: [{ label: 'Your deficit', text: `${formatPlain(v.deficit)} kcal a day` }],
    };
  },
  notes: [
    'The calorie rule overestimates long-term weight loss: as you get lighter you burn less, ' +
      'so the same deficit loses weight more and more slowly (Hall et al., The Lancet 2011). ' +
      'Their model suggests that each lasting cut of about 10 kcal a day eventually lowers ' +
      'weight by about 1 lb (0.45 kg), half of it in the first year and nearly all within about ' +
      'three years. Expect to take longer than the date shown.',
    ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const unit = unitSymbol(v);
    const lines: string[] = [];
    if (inPounds(v)) {
      const current = inUnitOf(fields.weight, v.weight, 'lb');
      const goal = inUnitOf(fields.goalWeight, v.goalWeight, 'lb');
      const lb = r.energy / KCAL_PER_LB;
      lines.push(
        `Weight to lose = ${formatPlain(current)} − ${formatPlain(goal)} = ${formatPlain(lb)} lb`,
        `Total deficit = ${formatPlain(lb)} lb × 3,500 kcal = ${formatNumber(r.energy, 0)} kcal`,
      );
    } else {
      const kg = v.weight - v.goalWeight;
      const both = v.weightUnit === 'kg' && v.goalWeightUnit === 'kg';
      lines.push(
        `Weight to lose${both ? '' : ' in kg'} = ` +
          `${typedMeasure(fields.weight, v.weight, v.weightUnit)} − ` +
          `${typedMeasure(fields.goalWeight, v.goalWeight, v.goalWeightUnit)} = ${formatPlain(kg)} kg`,
        `Total deficit = ${formatPlain(kg)} kg × 7,700 kcal = ${formatNumber(r.energy, 0)} kcal`,
      );
    }
    const exact = r.energy / v.deficit;
    lines.push(
      `Days = ${formatNumber(r.energy, 0)} ÷ ${formatPlain(v.deficit)} kcal a day = ` +
        (Number.isInteger(Math.round(exact * 1e6) / 1e6)
          ? `${formatNumber(exact, 0)} days`
          : `${formatNumber(exact, 2)}, rounded up to ${formatNumber(r.days, 0)} days`),
      `Weeks = ${formatNumber(exact, 2)} ÷ 7 = ${formatNumber(r.weeks, 1)}`,
      `Loss a week = ${formatPlain(v.deficit)} × 7 ÷ ${inPounds(v) ? '3,500' : '7,700'} = ` +
        (inPounds(v) || v.weightUnit === 'kg'
          ? `${formatFigure(r.perWeek, 2)} ${unit}`
          : `${formatFigure((v.deficit * 7) / KCAL_PER_KG, 2)} kg = ${formatFigure(r.perWeek, 2)} ${unit}`),
      `Goal date = ${formatShortDate(dateOf(v.start))} + ${formatNumber(r.days, 0)} days = ` +
        `${formatLongDate(goalDate(v, r.days))}`,
    );
    return lines;
  },
  about: [
    'The calculator uses the energy rule of thumb: a kilogram of body weight is taken as 7,700 ' +
      'kcal, and a pound as 3,500 kcal (Max Wishnofsky, "Caloric equivalents of gained or lost ' +
      'weight", American Journal of Clinical Nutrition 1958; 6: 542–546). Days to the goal = ' +
      'weight to lose × 7,700 ÷ daily deficit, rounded up to a whole day; weeks = days ÷ 7. The ' +
      'goal date is the start date plus those days.',
    'When both weights are in pounds the pound rule is used (20 lb × 3,500 = 70,000 kcal); ' +
      'otherwise the kilogram rule, with weights in stones or pounds converted exactly (1 lb = ' +
      '0.45359237 kg). The two rules differ by about 0.2%.',
    'The rule keeps the deficit the same all the way. In reality, as weight falls the body ' +
      'burns less, so a fixed cut in food loses weight more and more slowly. Kevin D. Hall and ' +
      'colleagues, "Quantification of the effect of energy imbalance on bodyweight", The Lancet ' +
      '2011; 378(9793): 826–837, showed that the 3,500 kcal rule greatly overestimates long-term ' +
      'loss; the NIH Body Weight Planner is based on their model. Use the date here as the ' +
      'earliest you could expect, not a promise.',
  ],
  faq: [
    {
      question: 'How big a deficit should I aim for?',
      answer:
        'Most health services suggest about 500 kcal a day, for roughly 0.5 kg (1 lb) a week, ' +
        'and no more than about 1,000 kcal a day. The calorie calculator estimates what you burn.',
    },
    {
      question: 'Why am I losing more slowly than the calculator says?',
      answer:
        'As you lose weight your body needs fewer calories, so the same intake is a smaller ' +
        'deficit. Early weeks can also show quick water loss, then slower progress. Recalculate ' +
        'your calories every few kilograms lost.',
    },
    {
      question: 'Is 3,500 calories really a pound of fat?',
      answer:
        'A pound of fat tissue holds roughly 3,500 kcal, so the rule is fair for short periods. ' +
        'Over months it overestimates loss, because the deficit shrinks as you get lighter ' +
        '(Hall et al., 2011).',
    },
    {
      question: 'Can I use pounds or stones?',
      answer:
        'Yes: pick the unit beside each weight. With both weights in pounds the calculator uses ' +
        '3,500 kcal a pound; otherwise 7,700 kcal a kilogram.',
    },
  ],
  references: [
    {
      source:
        'USDA National Agricultural Library, Food and Nutrition Information Center, "I want to ' +
        'lose a pound of weight. How many calories do I need to burn?": "You need to burn 3,500 ' +
        'calories more than you take in to lose one pound of weight. This translates into a ' +
        'reduction of 500 calories per day to lose one pound in a week" ' +
        '(nal.usda.gov/legacy/fnic/i-want-lose-pound-weight-how-many-calories-do-i-need-burn); ' +
        'here 200 lb to 199 lb',
      inputs: {
        weight: '200',
        weightUnit: 'lb',
        goalWeight: '199',
        goalWeightUnit: 'lb',
        deficit: '500',
        start: '2026-01-01',
      },
      expected: { energy: 3500, days: 7, perWeek: 1 },
      tolerance: 0.005,
    },
    {
      source:
        'USDA National Agricultural Library (as above): "or a reduction of 1,000 calories per day ' +
        'to lose two pounds in a week"; here 200 lb to 198 lb',
      inputs: {
        weight: '200',
        weightUnit: 'lb',
        goalWeight: '198',
        goalWeightUnit: 'lb',
        deficit: '1000',
        start: '2026-01-01',
      },
      expected: { energy: 7000, days: 7, perWeek: 2 },
      tolerance: 0.005,
    },
    {
      source:
        'Mayo Clinic Staff, "Counting calories: Get back to weight-loss basics", Mayo Clinic ' +
        'Health Library (as syndicated at bayareahospital.org/Article.aspx?content_id=24932): ' +
        '"if you cut 500 calories from your typical diet each day, you’d lose about 1 pound a ' +
        'week (500 calories x 7 days = 3,500 calories)"; here 160 lb to 159 lb',
      inputs: {
        weight: '160',
        weightUnit: 'lb',
        goalWeight: '159',
        goalWeightUnit: 'lb',
        deficit: '500',
        start: '2026-01-01',
      },
      expected: { energy: 3500, days: 7, perWeek: 1 },
      tolerance: 0.005,
    },
    {
      source:
        'CalculatorLib, "Daily Calorie Deficit Weight Loss Calculator", worked example: lose 5 kg ' +
        'at 500 kcal a day: 38,500 kcal, 77 days, 11 weeks, about 0.45 kg a week ' +
        '(calculatorlib.com/daily-calorie-deficit-weight-loss-calculator)',
      inputs: { weight: '85', goalWeight: '80', deficit: '500', start: '2026-01-01' },
      expected: { energy: 38500, days: 77, weeks: 11, perWeek: 0.45 },
      tolerance: 0.005,
    },
    {
      source:
        'John Walker, The Hacker’s Diet, "Calculating how long": 215 lb to 145 lb at 862 kcal a ' +
        'day: 245,000 kcal, 41 weeks to the nearest week ' +
        '(fourmilab.ch/hackdiet/www/subsection1_4_1_0_5.html)',
      inputs: {
        weight: '215',
        weightUnit: 'lb',
        goalWeight: '145',
        goalWeightUnit: 'lb',
        deficit: '862',
        start: '2026-01-01',
      },
      expected: { energy: 245000, weeks: 41 },
      tolerance: 0.5,
    },
  ],
});
