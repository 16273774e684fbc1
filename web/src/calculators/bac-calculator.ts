import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { sexField } from './shared/health.ts';
import { conversionLine, typedMeasure, weightField } from './shared/bodyMeasures.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 114,
  name: 'BAC Calculator',
  description:
    'Estimate your blood alcohol content from standard drinks, body weight, sex and the hours since your first drink, by the Widmark formula.',
  category: 'health',
  group: 'Everyday health',
  icon: 'beaker',
  iconBg: 'red',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['calorie-calculator', 'bmi-calculator', 'body-fat-calculator'],
  keywords:
    'bac blood alcohol content concentration widmark drunk standard drinks alcohol level sober time promille',
} satisfies CalculatorRecord;

// Blood alcohol content by the Widmark formula (E. M. P. Widmark, Die theoretischen Grundlagen und
// die praktische Verwendbarkeit der gerichtlich-medizinischen Alkoholbestimmung, 1932), as it is
// usually written in the US:
//   BAC (%) = alcohol in g ÷ (body weight in g × r) × 100 − 0.015 × hours since the first drink
// with r = 0.68 for men and 0.55 for women, a US standard drink of 14 g of alcohol (NIAAA), and
// an average elimination of 0.015 % an hour. A BAC below 0 is 0. Weights in lb or st are
// received in kg (exact factors).

/** Grams of alcohol in a US standard drink (NIAAA). */
export const GRAMS_PER_DRINK = 14;

/** Widmark's distribution ratio r by sex. */
export const WIDMARK_R = { male: 0.68, female: 0.55 } as const;

/** The average fall of BAC, in % an hour. */
export const ELIMINATION = 0.015;

const fields = {
  sex: sexField,
  weight: { ...weightField, default: '80' },
  drinks: {
    kind: 'number',
    label: 'Standard drinks',
    noun: 'number of drinks',
    default: '3',
    min: 0,
    max: 40,
    help:
      'One US standard drink is 14 g of alcohol: 12 oz (355 ml) of 5% beer, 5 oz (148 ml) of ' +
      '12% wine or 1.5 oz (44 ml) of 40% spirits.',
  },
  hours: {
    kind: 'number',
    label: 'Hours since your first drink',
    noun: 'time since your first drink',
    unit: 'hours',
    default: '2',
    min: 0,
    max: 48,
    messages: { required: 'Enter the hours since your first drink (0 if just now)' },
  },
} as const;

export default defineCalculator({
  slug: 'bac-calculator',
  fields,
  notice: {
    title: 'An estimate, never a reason to drive',
    text:
      'This is a rough estimate from an average formula. Your real blood alcohol can be much ' +
      'higher. Never use it to decide whether you can drive, ride or work safely: if you have ' +
      'been drinking, do not drive.',
  },
  outputs: {
    bac: { label: 'Estimated BAC now (%)', format: 'number', decimals: 3, emphasis: true },
    peak: { label: 'BAC before any is broken down (%)', format: 'number', decimals: 3 },
    grams: { label: 'Alcohol drunk (g)', format: 'number', decimals: 0 },
    hoursToZero: { label: 'Hours until about 0% (estimate)', format: 'number', decimals: 1 },
  },
  compute(v) {
    const grams = v.drinks * GRAMS_PER_DRINK;
    const peak = (grams / (v.weight * 1000 * WIDMARK_R[v.sex])) * 100;
    return {
      bac: Math.max(0, peak - ELIMINATION * v.hours),
      peak,
      grams,
      hoursToZero: Math.max(0, peak / ELIMINATION - v.hours),
    };
  },
  summary(v, r) {
    return (
      `About ${formatNumber(r.bac, 3)}% for a ${v.sex === 'male' ? 'man' : 'woman'} of ` +
      `${typedMeasure(fields.weight, v.weight, v.weightUnit)}, ${formatPlain(v.drinks)} standard ` +
      `drink${v.drinks === 1 ? '' : 's'} over ${formatPlain(v.hours)} hour${v.hours === 1 ? '' : 's'}`
    );
  },
  facts(_v, r) {
    return [
      {
        label: 'In other units',
        text: `${formatNumber(r.bac * 10, 2)} g/L, ${formatNumber(r.bac * 1000, 0)} mg/100 ml`,
      },
    ];
  },
  notes: [
    'Real blood alcohol depends on food, drinking pace, health, medicines and body make-up; ' +
      'people break alcohol down at about 0.010–0.020% an hour, and it may still be rising up to ' +
      'an hour or more after the last drink. Nothing speeds it up: not coffee, water or sleep.',
    'Many countries set driving limits of 0.05% or 0.08%, and lower for new drivers, but ' +
      'impairment starts below them. The only safe limit for driving is no alcohol at all.',
  ],
  steps(v, r) {
    const r0 = WIDMARK_R[v.sex];
    const bodyGrams = v.weight * 1000;
    const brokenDown = formatPlain(Number((ELIMINATION * v.hours).toPrecision(12)));
    const lines = [
      conversionLine(fields.weight, v.weight, v.weightUnit, 'Weight'),
      `Alcohol = ${formatPlain(v.drinks)} × ${GRAMS_PER_DRINK} g = ${formatPlain(r.grams)} g`,
      `Peak BAC = ${formatPlain(r.grams)} ÷ (${formatPlain(bodyGrams)} g × ${r0}) × 100 = ` +
        `${formatNumber(r.peak, 4)}%`,
      // To its digits (0.015 × 1.5 = 0.0225), so the subtraction below holds as written.
      `Broken down = ${ELIMINATION} × ${formatPlain(v.hours)} h = ${brokenDown}%`,
    ].filter((line) => line !== null);
    const difference = r.peak - ELIMINATION * v.hours;
    const untilZero = r.peak / ELIMINATION - v.hours;
    lines.push(
      difference > 0
        ? `BAC = ${formatNumber(r.peak, 4)} − ${brokenDown} ≈ ` +
            `${formatNumber(r.bac, 4)}% ≈ ${formatNumber(r.bac, 3)}%`
        : `BAC = ${formatNumber(r.peak, 4)} − ${brokenDown} is below zero, so 0%`,
      untilZero > 0
        ? `Hours until about 0% = ${formatNumber(r.peak, 4)} ÷ ${ELIMINATION} − ${formatPlain(v.hours)} ` +
            `≈ ${formatNumber(r.hoursToZero, 1)} h`
        : `Hours until about 0%: none, the alcohol is already broken down (${formatNumber(r.peak, 4)} ÷ ${ELIMINATION} = ${formatNumber(r.peak / ELIMINATION, 1)} h, not more than the ${formatPlain(v.hours)} h since the first drink)`,
    );
    return lines;
  },
  about: [
    'The calculator uses the Widmark formula (Erik M. P. Widmark, Die theoretischen Grundlagen ' +
      'und die praktische Verwendbarkeit der gerichtlich-medizinischen Alkoholbestimmung, Urban & ' +
      'Schwarzenberg, Berlin, 1932) in the form used in the US: BAC in % = grams of alcohol ÷ ' +
      '(body weight in grams × r) × 100 − 0.015 × hours since the first drink.',
    'r, the share of the body that alcohol spreads through, is taken as 0.68 for men and 0.55 ' +
      'for women. A US standard drink holds 14 g of pure alcohol (National Institute on Alcohol ' +
      'Abuse and Alcoholism). The body is taken to break down 0.015% an hour on average, the ' +
      'figure NHTSA and most US sources use; a result below zero is shown as 0%.',
    'The formula assumes all the alcohol is absorbed at once. BAC is shown to three decimals, ' +
      'in grams per 100 ml of blood (0.08% is 0.8 g/L, or 80 mg/100 ml).',
  ],
  faq: [
    {
      question: 'Can I use this to know whether I can drive?',
      answer:
        'No. It is an average estimate that can be far from your real blood alcohol, and skills ' +
        'are impaired below the legal limits. If you have been drinking, do not drive: use a ' +
        'taxi, public transport or a sober driver.',
    },
    {
      question: 'What is a standard drink?',
      answer:
        'In the US, 14 g of pure alcohol: a 12 oz (355 ml) beer at 5%, a 5 oz (148 ml) glass of ' +
        'wine at 12% or a 1.5 oz (44 ml) shot of 40% spirits. Many drinks are larger or stronger, ' +
        'so count them as more than one. Other countries use other sizes (10 g in Australia, 8 g ' +
        'in a UK unit).',
    },
    {
      question: 'Why do women reach a higher BAC?',
      answer:
        'For the same weight, women have on average less body water, which alcohol dissolves in, ' +
        'so the same drinks give a higher concentration. The formula uses r = 0.55 for women and ' +
        '0.68 for men.',
    },
    {
      question: 'How fast does alcohol leave the body?',
      answer:
        'On average about 0.015% an hour, roughly one standard drink an hour for many adults, ' +
        'but it varies from about 0.010% to 0.020%. Coffee, cold showers or sleep do not speed ' +
        'it up.',
    },
  ],
  references: [
    {
      source:
        'American Prosecutors Research Institute (National District Attorneys Association), ' +
        '"Alcohol Toxicology for Prosecutors: Targeting Hardcore Impaired Drivers" (2003), P. ' +
        'Harding (Wisconsin State Laboratory of Hygiene), retrograde-extrapolation example: a 180 lb ' +
        'man’s last drink of 2 oz of 40% spirits, not yet absorbed: 2 × 29.6 × 0.4 × 0.8 ÷ (180 × ' +
        '454 × 0.68) × 100 = 0.034 (ndaa.org/pdf/toxicology_final.pdf). Its 2 × 29.6 × 0.4 × 0.8 = ' +
        '18.944 g of alcohol is typed as 18.944 ÷ 14 = 1.3531 US standard drinks, at 0 hours',
      inputs: { sex: 'male', weight: '180', weightUnit: 'lb', drinks: '1.3531', hours: '0' },
      expected: { peak: 0.034, bac: 0.034 },
      tolerance: 0.0005,
    },
    {
      source:
        'University of Tennessee at Chattanooga, Alcohol & Drug Education, "How to calculate BAC": ' +
        'a 180 lb man, 8 drinks in 4 hours: .167% minus (.015 × 4) = .107% ' +
        '(utc.edu/alcohol-drug-education/bloodalcoholcontent.php). Its drink is 1 oz of 100-proof ' +
        'liquor, 0.5 fl oz of alcohol (0.5 × 29.5735 ml × 0.789 g/ml = 11.667 g), so its 8 drinks ' +
        'are typed as 8 × 11.667 ÷ 14 = 6.6667 US standard drinks. Its chart gives .0375% a drink ' +
        'at 100 lb (3.75 ÷ weight in lb), a little less than Widmark’s r of 0.68 gives here, so ' +
        'within 0.002',
      inputs: { sex: 'male', weight: '180', weightUnit: 'lb', drinks: '6.6667', hours: '4' },
      expected: { peak: 0.167, bac: 0.107 },
      tolerance: 0.002,
    },
    {
      source:
        'DUI Pro, "Widmark Formula Explained", example: a 180 lb man who drinks 4 beers (about ' +
        '56 g of alcohol): peak BAC about 0.10% (duipro.com/widmark-formula)',
      inputs: { sex: 'male', weight: '180', weightUnit: 'lb', drinks: '4', hours: '0' },
      expected: { bac: 0.1, peak: 0.1, grams: 56 },
      tolerance: 0.005,
    },
    {
      source: 'DUI Pro (as above): the same drinks over 2 hours, less 2 × 0.015%: about 0.07%',
      inputs: { sex: 'male', weight: '180', weightUnit: 'lb', drinks: '4', hours: '2' },
      expected: { bac: 0.07 },
      tolerance: 0.005,
    },
    {
      source:
        'Calculators9, "Blood Alcohol Content Calculator", example: a 150 lb man drinks 3 beers ' +
        '(12 oz, 5%) over 2 hours: 0.09 − 0.03 = 0.06% ' +
        '(calculators9.com/free-calculators/usa/biology-health-science/life-science-tools/blood-alcohol-content-calculator-301)',
      inputs: { sex: 'male', weight: '150', weightUnit: 'lb', drinks: '3', hours: '2' },
      expected: { bac: 0.06, peak: 0.09 },
      tolerance: 0.005,
    },
    {
      source:
        'Calculators9 (as above), practice problem: a 180 lb man drinks 4 standard beers over 3 ' +
        'hours: about 0.056%',
      inputs: { sex: 'male', weight: '180', weightUnit: 'lb', drinks: '4', hours: '3' },
      expected: { bac: 0.056 },
      tolerance: 0.0005,
    },
  ],
});
