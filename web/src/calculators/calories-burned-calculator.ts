import { formatNumber, formatPlain } from '../domain/format.ts';
import { equalsOrAbout, readShown } from './shared/exactDecimal.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { conversionLine, typedMeasure, weightField } from './shared/bodyMeasures.ts';
import { ESTIMATE_NOTE, kcal, kcalAfter } from './shared/health.ts';
import { withNoun } from './shared/dates.ts';

export const record = {
  id: 151,
  name: 'Calories Burned Calculator',
  description:
    'Estimate the calories you burn walking, running, cycling, swimming and 30 other activities from your weight and the time spent.',
  category: 'health',
  group: 'Nutrition',
  icon: 'flame',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['calorie-calculator', 'bmr-calculator', 'pace-calculator', 'weight-loss-calculator'],
  keywords:
    'calories burned exercise activity met mets metabolic equivalent kcal energy expenditure workout walking running cycling swimming compendium',
} satisfies CalculatorRecord;

// Calories burned = MET × body weight in kg × hours, the Compendium's own formula (1 MET is
// taken as 1 kcal per kg per hour). The MET values and five-digit codes are those of the 2024
// Adult Compendium of Physical Activities (Herrmann SD, Willis EA, Ainsworth BE, et al., Journal
// of Sport and Health Science 2024; 13(1): 6–12; pacompendium.com), for adults of 19 to 59. For
// any other activity the visitor types its MET value (choice 'other', field `met`).
//
// Others take 1 MET as 3.5 ml of oxygen per kg per minute at 5 kcal a litre: kcal per minute =
// MET × 3.5 × kg ÷ 200 (ACSM's metabolic equations, the American Council on Exercise), 1.05 kcal
// per kg per hour. The visitor chooses which (field `perMet`); the Compendium's is the default.

/** kcal per kg per hour that 1 MET stands for, by convention. */
const KCAL_PER_KG_HOUR = { compendium: 1, oxygen: 1.05 } as const;

/** The activities offered, each with its 2024 Compendium code and MET value. */
export const ACTIVITIES = {
  'walking-slow': { code: '17170', met: 3.0, label: 'Walking, 2.5 mph (4 km/h), level' },
  'walking-moderate': {
    code: '17190',
    met: 3.8,
    label: 'Walking, 2.8–3.4 mph (4.5–5.5 km/h), moderate pace',
  },
  'walking-brisk': {
    code: '17200',
    met: 4.8,
    label: 'Walking, 3.5–3.9 mph (5.6–6.3 km/h), brisk',
  },
  'walking-very-brisk': {
    code: '17220',
    met: 5.5,
    label: 'Walking, 4.0–4.4 mph (6.4–7.0 km/h), very brisk',
  },
  'walking-dog': { code: '17165', met: 3.0, label: 'Walking the dog' },
  hiking: { code: '17082', met: 5.3, label: 'Hiking, normal pace, fields and hills, no load' },
  stairs: { code: '17131', met: 6.8, label: 'Stair climbing, general' },
  jogging: { code: '12020', met: 7.5, label: 'Jogging, general, own pace' },
  'running-5': { code: '12030', met: 8.5, label: 'Running, 5.0–5.2 mph (8 km/h, 12 min/mile)' },
  'running-6': {
    code: '12050',
    met: 9.3,
    label: 'Running, 6–6.3 mph (9.7–10 km/h, 10 min/mile)',
  },
  'running-7': { code: '12070', met: 11.0, label: 'Running, 7 mph (11.3 km/h, 8.5 min/mile)' },
  'running-8': { code: '12090', met: 12.0, label: 'Running, 8 mph (12.9 km/h, 7.5 min/mile)' },
  'running-10': { code: '12120', met: 14.8, label: 'Running, 10 mph (16.1 km/h, 6 min/mile)' },
  'cycling-leisure': { code: '01010', met: 4.0, label: 'Cycling, under 10 mph (16 km/h), leisure' },
  'cycling-moderate': {
    code: '01030',
    met: 8.0,
    label: 'Cycling, 12–13.9 mph (19–22 km/h), moderate effort',
  },
  'cycling-fast': {
    code: '01040',
    met: 10.0,
    label: 'Cycling, 14–15.9 mph (22.5–25.6 km/h), vigorous effort',
  },
  'cycling-stationary': { code: '01200', met: 6.8, label: 'Exercise bike, general' },
  spin: { code: '01270', met: 9.0, label: 'Spin class (RPM)' },
  'swimming-leisure': { code: '18310', met: 6.0, label: 'Swimming, leisurely, not laps' },
  'swimming-slow': { code: '18240', met: 5.8, label: 'Swimming laps, freestyle, slow' },
  'swimming-fast': { code: '18230', met: 9.8, label: 'Swimming laps, freestyle, fast' },
  breaststroke: { code: '18265', met: 5.3, label: 'Swimming, breaststroke, recreational' },
  aerobics: { code: '02005', met: 4.8, label: 'Aerobic dance, low impact' },
  zumba: { code: '02310', met: 6.5, label: 'Zumba, group class' },
  elliptical: { code: '02048', met: 5.0, label: 'Elliptical trainer, moderate effort' },
  rowing: { code: '02071', met: 5.0, label: 'Rowing machine, moderate (under 100 W)' },
  weights: { code: '02054', met: 3.5, label: 'Weight training, 8–15 reps, several exercises' },
  'weights-vigorous': {
    code: '02050',
    met: 6.0,
    label: 'Weight lifting or body building, vigorous',
  },
  hiit: { code: '02214', met: 11.0, label: 'High-intensity interval training (burpees, Tabata)' },
  yoga: { code: '02150', met: 2.3, label: 'Yoga, Hatha' },
  pilates: { code: '02105', met: 2.8, label: 'Pilates, general' },
  'jump-rope': { code: '15551', met: 11.8, label: 'Jumping rope, 100–120 skips a minute' },
  basketball: { code: '15055', met: 7.5, label: 'Basketball, general' },
  soccer: { code: '15610', met: 7.0, label: 'Football (soccer), casual' },
  tennis: { code: '15690', met: 8.0, label: 'Tennis, singles' },
  badminton: { code: '15030', met: 5.5, label: 'Badminton, social' },
  golf: { code: '15265', met: 4.3, label: 'Golf, walking and carrying clubs' },
  dancing: { code: '03025', met: 4.5, label: 'Dancing: salsa, belly, swing and other styles' },
} as const;

type Activity = keyof typeof ACTIVITIES;

/** The choice for an activity not listed, whose MET value is typed in. */
export const OTHER = 'other';

type Choice = Activity | typeof OTHER;

/** The activity chosen, or the one typed in by its MET value (no code, no label of ours). */
function chosen(v: { activity: Choice; met?: number }): {
  code: string | null;
  met: number;
  label: string;
} {
  if (v.activity === OTHER) return { code: null, met: v.met!, label: 'Your activity' };
  return ACTIVITIES[v.activity];
}

/** A figure a step shows, read back exactly. */
const shown = (text: string) => readShown(text)!;

export default defineCalculator({
  slug: 'calories-burned-calculator',
  fields: {
    activity: {
      kind: 'choice',
      label: 'Activity',
      default: 'walking-brisk' as Choice,
      options: [
        ...(Object.keys(ACTIVITIES) as Activity[]).map((value) => ({
          value: value as Choice,
          label: `${ACTIVITIES[value].label} (${formatPlain(ACTIVITIES[value].met)} MET)`,
        })),
        { value: OTHER as Choice, label: 'Another activity: type its MET value' },
      ],
    },
    met: {
      kind: 'number',
      label: 'MET value of the activity',
      unit: 'MET',
      default: '',
      min: 1,
      max: 25,
      when: { activity: OTHER },
      help:
        'Look it up in the Compendium of Physical Activities (pacompendium.com): 1 is sitting ' +
        'quietly, 4.8 brisk walking, 9.3 running at 6 mph.',
      messages: {
        required: 'Enter the MET value of the activity',
        min: 'The MET value must be at least 1 (sitting quietly)',
        max: 'The MET value can be at most 25',
      },
    },
    weight: weightField,
    perMet: {
      kind: 'choice',
      label: 'One MET is taken as',
      default: 'compendium',
      display: 'radio',
      options: [
        { value: 'compendium', label: '1 kcal per kg per hour (the Compendium)' },
        {
          value: 'oxygen',
          label: '3.5 ml of oxygen per kg per minute: MET × 3.5 × kg ÷ 200 a minute (ACSM, ACE)',
        },
      ],
    },
    minutes: {
      kind: 'number',
      label: 'Time spent',
      unit: 'min',
      default: '30',
      min: 0,
      minExclusive: true,
      max: 1440,
      help: 'Minutes of the activity itself, without rests.',
      messages: {
        required: 'Enter the minutes you spent on the activity',
        min: 'The time must be more than 0 minutes',
        max: 'The time can be at most 1,440 minutes (24 hours)',
      },
    },
  },
  outputs: {
    calories: {
      label: 'Calories burned',
      format: 'number',
      decimals: 0,
      emphasis: true,
      caption: () => 'kcal',
    },
    perHour: { label: 'Per hour (kcal)', format: 'number', decimals: 0 },
    perMinute: { label: 'Per minute (kcal)', format: 'number', decimals: 1 },
    met: { label: 'MET value', format: 'number', decimals: 1 },
  },
  compute(v) {
    const { met } = chosen(v);
    const perHour = met * v.weight * KCAL_PER_KG_HOUR[v.perMet];
    return {
      calories: (perHour * v.minutes) / 60,
      perHour,
      perMinute: perHour / 60,
      met,
    };
  },
  summary: (v) =>
    // The weight as typed: 154 lb, not the 69.9983745384 kg it is worked with.
    `${chosen(v).label} for ${withNoun(v.minutes, 'minute')} at ${typedMeasure(weightField, v.weight, v.weightUnit)}` +
    (v.perMet === 'oxygen' ? ', 1 MET taken as 3.5 ml of oxygen per kg per minute' : ''),
  facts(v, r) {
    const { code, met } = chosen(v);
    const intensity = met < 3 ? 'light' : met < 6 ? 'moderate' : 'vigorous';
    return [
      ...(code === null
        ? []
        : [{ label: 'Compendium code', text: `${code} (2024 Adult Compendium)` }]),
      {
        label: 'Intensity',
        text: `${formatPlain(met)} MET: ${intensity} (light under 3, vigorous from 6)`,
      },
      {
        label: 'Above resting',
        text: `${kcal(r.calories - r.calories / met)} more than sitting still (1 MET) for the same time`,
      },
    ];
  },
  notes: [
    'MET values are averages measured in adults of 19 to 59; fitness, body build, terrain and ' +
      'rests change the real figure, often by 10 to 20 %. The total includes the energy your ' +
      'body would burn at rest anyway. ' +
      ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const chosenActivity = chosen(v);
    const { code, label } = chosenActivity;
    const [met, weight, minutes] = [chosenActivity.met, v.weight, v.minutes].map(formatPlain) as [
      string,
      string,
      string,
    ];
    const hours = formatPlain(v.minutes / 60);
    const hoursExact = shown(hours).eq(shown(minutes).div(60));
    const perMinute = formatPlain(r.perMinute);
    return [
      code === null
        ? `Your activity: ${met} MET, as typed.`
        : `${label}: ${met} MET (2024 Adult Compendium, code ${code}).`,
      ...[conversionLine(weightField, v.weight, v.weightUnit, 'Weight')].filter(
        (line) => line !== null,
      ),
      ...(v.perMet === 'oxygen'
        ? [
            `Per minute = MET × 3.5 × weight in kg ÷ 200 = ${met} × 3.5 × ${weight} ÷ 200 ` +
              `${equalsOrAbout(shown(met).times(3.5).times(shown(weight)).div(200), perMinute)} ${perMinute} kcal`,
            `Calories = per minute × minutes = ${perMinute} × ${minutes} ` +
              kcalAfter(shown(perMinute).times(shown(minutes)), r.calories),
            `Per hour = ${perMinute} × 60 ${kcalAfter(shown(perMinute).times(60), r.perHour)}`,
          ]
        : [
            `Time in hours = ${minutes} ÷ 60 ${equalsOrAbout(shown(minutes).div(60), hours)} ${hours} h`,
            // Minutes ÷ 60 in the product where the hours shown are rounded (20 minutes is 1/3 h).
            `Calories = MET × weight in kg × hours = ${met} × ${weight} × ` +
              (hoursExact
                ? `${hours} ${kcalAfter(shown(met).times(shown(weight)).times(shown(hours)), r.calories)}`
                : `${minutes} ÷ 60 ${kcalAfter(shown(met).times(shown(weight)).times(shown(minutes)).div(60), r.calories)}`),
            `Per hour = ${met} × ${weight} ${kcalAfter(shown(met).times(shown(weight)), r.perHour)}; ` +
              `per minute ${formatNumber(r.perMinute, 1)} kcal`,
          ]),
    ];
  },
  about: [
    'Calories burned = MET × body weight in kg × time in hours. A MET (metabolic equivalent) is ' +
      'the energy cost of an activity as a multiple of sitting at rest, taken as 1 kcal per ' +
      'kilogram per hour: this is the formula the Compendium of Physical Activities gives for ' +
      'turning its MET values into kilocalories.',
    'The MET values and codes are those of the 2024 Adult Compendium of Physical Activities ' +
      '(Herrmann SD, Willis EA, Ainsworth BE, et al. "2024 Adult Compendium of Physical ' +
      'Activities: A third update of the energy costs of human activities." Journal of Sport ' +
      'and Health Science 2024; 13(1): 6–12; pacompendium.com), which lists 1,114 activities ' +
      'measured in adults of 19 to 59. Several values changed from the 2011 edition (running at ' +
      '6 mph is now 9.3 MET, brisk walking 4.8), so other calculators may differ. For an ' +
      'activity not in the list, choose "Another activity" and type its MET value from the ' +
      'Compendium.',
    'The result is the gross energy: it includes your resting burn during the activity. A ' +
      'weight typed in pounds or stones is converted exactly (1 lb = 0.45359237 kg). Results are ' +
      'shown to the nearest kcal.',
    'Others take 1 MET as 3.5 ml of oxygen per kg per minute at 5 kcal per litre, 1.05 kcal per ' +
      'kg per hour: kcal per minute = MET × 3.5 × kg ÷ 200, the formula of ACSM’s metabolic ' +
      'equations and of the American Council on Exercise. Its figures are 5 % higher for the same ' +
      'MET value; choose it under "One MET is taken as" to compare with theirs.',
  ],
  faq: [
    {
      question: 'How accurate is this?',
      answer:
        'It is an average for adults. Two people of the same weight can burn 10 to 20 % more or ' +
        'less doing the same thing, depending on fitness, technique and conditions. A heart-rate ' +
        'monitor or a lab test measures you; this estimates.',
    },
    {
      question: 'What is a MET?',
      answer:
        'A metabolic equivalent: 1 MET is the energy you use sitting quietly, about 1 kcal per ' +
        'kilogram per hour. Brisk walking at 4.8 MET uses 4.8 times as much.',
    },
    {
      question: 'Why does a heavier person burn more?',
      answer:
        'Moving more body mass takes more energy, so the formula multiplies by your weight. At ' +
        '90 kg you burn half as much again as at 60 kg doing the same activity.',
    },
    {
      question: 'Should I eat back the calories I burn?',
      answer:
        'Only part of them, if you are trying to lose weight: the figure includes what you would ' +
        'burn at rest anyway, and estimates tend to be generous.',
    },
  ],
  references: [
    {
      source:
        'Hong Kong Government, Health@work.hk Project, "The Exercise ‘Formula’": exercise energy ' +
        'expenditure = MET × body weight (kg) × time (hour); a man of 70 kg running continuously ' +
        'for 30 minutes (7 METs): 7 × 70 × 0.5 = 245 kcal ' +
        '(https://www.healthatwork.gov.hk/en/contentf87f.html?MenuID=108)',
      inputs: { activity: 'other', met: '7', weight: '70', minutes: '30' },
      expected: { calories: 245, perHour: 490 },
      tolerance: 0,
    },
    {
      source:
        'McGraw-Hill, Corbin et al., "Concepts of Fitness and Wellness", web review of Concept 7, ' +
        '"Calculating Calories Burned From Physical Activity": calories = METS × weight (kg) × ' +
        'time (hours); a 150 lb person gardening (5 METS) for 30 minutes: 5 × 68.2 kg × 0.5 hour ' +
        '= 170.5 (http://www.mhhe.com/hper/physed/clw/webreview/web07/tsld007.htm)',
      inputs: { activity: 'other', met: '5', weight: '68.2', minutes: '30' },
      expected: { calories: 170.5 },
      tolerance: 0.05,
    },
    {
      source:
        'American Council on Exercise, ACE Answers, "What formula is used for calculating energy ' +
        'expenditure?": [(MET value) × 3.5 × (weight in kg)] ÷ 200 = calories burned per minute; ' +
        'a 150 lb (68 kg) woman running 30 minutes at 6 mph (10 METs): 10 × 3.5 × 68 ÷ 200 = 11.9 ' +
        'calories a minute, × 30 = 357 calories ' +
        '(answers.acefitness.org/What-formula-calculating-energy-expenditure-q358929.aspx)',
      inputs: { activity: 'other', met: '10', weight: '68', perMet: 'oxygen', minutes: '30' },
      expected: { perMinute: 11.9, calories: 357 },
      tolerance: 0.005,
    },
    {
      source:
        'Calorique, "MET Values by Pace" (source-reviewed June 2026, from the 2024 Adult ' +
        'Compendium): 154 lb (69.9 kg) × 4.8 MET (walking 3.5–3.9 mph) × 0.50 hours = 168 ' +
        'calories (calorique.io/faq/met-values-walking-running-cycling-by-pace)',
      inputs: { activity: 'walking-brisk', weight: '154', weightUnit: 'lb', minutes: '30' },
      expected: { calories: 168 },
      tolerance: 0.5,
    },
    {
      source:
        'Calorique (as above): a 70 kg adult running 6.0–6.3 mph (9.3 MET) for 30 minutes ' +
        'burns about 326 calories',
      inputs: { activity: 'running-6', weight: '70', minutes: '30' },
      expected: { calories: 326 },
      tolerance: 0.5,
    },
    {
      source:
        'Calorique (as above): a 70 kg adult cycling 12–13.9 mph (8.0 MET) for 30 minutes burns ' +
        'about 280 calories',
      inputs: { activity: 'cycling-moderate', weight: '70', minutes: '30' },
      expected: { calories: 280 },
      tolerance: 0.5,
    },
    {
      source:
        'Livestrong, "How to Calculate Calories Burned": 80 kg cycling at 8.0 MET for 30 minutes ' +
        '= 8.0 × 80 × 0.5 = 320 calories (livestrong.com/article/18303-calculate-calories-burned)',
      inputs: { activity: 'cycling-moderate', weight: '80', minutes: '30' },
      expected: { calories: 320, perHour: 640 },
      tolerance: 0,
    },
    {
      source:
        'Textoolbox, "Calories Burned by Activity: MET Values Explained": cycling, moderate (8 ' +
        'MET), 60 kg for 30 minutes burns 240 calories (textoolbox.com/blog/calories-burned-met-values)',
      inputs: { activity: 'cycling-moderate', weight: '60', minutes: '30' },
      expected: { calories: 240 },
      tolerance: 0,
    },
  ],
});
