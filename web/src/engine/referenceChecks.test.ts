import { describe, expect, it } from 'vitest';
import compoundInterest from '../calculators/compound-interest-calculator.ts';
import hours from '../calculators/hours-calculator.ts';
import { definitionLoaders } from '../calculators/index.ts';
import loanEmi from '../calculators/loan-emi-calculator.ts';
import { isTabs, type AnyMode } from './definition.ts';
import { referenceChecks, sourceParts, toleranceText } from './referenceChecks.ts';

// What "Checked against published examples" shows: the published cases worked out by the
// calculator itself, as the page does.

const TODAY = '2026-06-01';

const modes = (
  await Promise.all(
    Object.entries(definitionLoaders).map(async ([slug, load]) => {
      const calculator = await load();
      return isTabs(calculator)
        ? calculator.tabs.map((tab) => ({ name: `${slug}: ${tab.id}`, mode: tab.mode }))
        : [{ name: slug, mode: calculator as AnyMode }];
    }),
  )
).flat();

describe('the published checks a calculator page shows', () => {
  it.each(modes)('$name: every case shows its inputs and matching figures', ({ mode }) => {
    const checks = referenceChecks(mode, TODAY);
    expect(checks).toHaveLength(mode.references.length);
    for (const check of checks) {
      expect(check.problem).toBeNull();
      expect(check.figures.length).toBeGreaterThan(0);
      for (const figure of check.figures) {
        expect(figure.matches, `${figure.label}: ${figure.published} vs ${figure.ours}`).toBe(true);
        expect(figure.ours).not.toBe('—');
      }
      expect(check.matches).toBe(true);
      expect(check.source.map((part) => part.text).join('')).toBe(
        mode.references[checks.indexOf(check)]!.source,
      );
    }
  });

  it('lists a case’s inputs as typed, the published figure and the page’s own', () => {
    const [first] = referenceChecks(compoundInterest, TODAY);
    expect(first).toMatchObject({
      inputs: [
        { label: 'Initial deposit', text: '$1,500' },
        { label: 'Interest rate (per year)', text: '4.3%' },
        { label: 'Time', text: '6 years' },
        { label: 'Compounding', text: 'Quarterly' },
      ],
      solvedFor: null,
      // 1500 × (1 + 0.043/4)^24 = 1,938.8368…
      figures: [
        { label: 'Final amount', published: '$1,938.84', ours: '$1,938.84', matches: true },
      ],
      tolerance: 'to the cent',
      matches: true,
    });
  });

  it('names the field solved for, with its unit, and its tolerance', () => {
    const time = referenceChecks(compoundInterest, TODAY).find(
      (check) => check.solvedFor === 'Time',
    );
    expect(time?.inputs.map((input) => input.label)).not.toContain('Time');
    expect(time?.figures).toEqual([
      { label: 'Time', published: '6 years', ours: '6 years', matches: true },
    ]);
    expect(time?.tolerance).toBe('within 0.001');
  });

  it('writes a published figure as its source wrote it, and the page’s own as the page shows it', () => {
    const figureOf = (slug: string, label: string, published: string) =>
      modes
        .filter(({ name }) => name.startsWith(slug))
        .flatMap(({ mode }) => referenceChecks(mode, TODAY))
        .flatMap((check) => check.figures)
        .find((figure) => figure.label === label && figure.published === published);
    // log₁₀ 500 = 2.69897000433…, which the page shows to 10 decimals; OpenStax wrote 2.699.
    expect(figureOf('log-calculator', 'Logarithm (y)', '2.699')?.ours).toBe('2.6989700043');
    // A count of units the page shows to 2 decimals, which are zeros here.
    expect(figureOf('break-even-calculator', 'Break-even units', '75,000')?.ours).toBe('75,000');
    // UBS: $115 of interest, to the dollar; the page's is to the cent.
    expect(figureOf('debt-payoff-calculator', 'Total interest', '$115')?.ours).toBe('$114.69');
    // Cook's Illustrated: half a cup of butter, 4 oz, is 113 g; 4 × 28.349523125 = 113.398…
    expect(figureOf('cooking-converter', 'Result', '113')?.ours).toBe('113.398');
  });

  it('works the figures out with the calculator, so a wrong formula shows a mismatch', () => {
    // The same calculator with its final amount off by a dollar.
    const broken: AnyMode = {
      ...compoundInterest,
      compute: (values) => {
        const results = compoundInterest.compute(values as never);
        return { ...results, amount: results.amount + 1 };
      },
    };
    const [first] = referenceChecks(broken, TODAY);
    expect(first?.figures[0]).toMatchObject({
      published: '$1,938.84',
      ours: '$1,939.84',
      matches: false,
    });
    expect(first?.matches).toBe(false);
  });

  it('shows rupee amounts with Indian grouping', () => {
    const toolFest = referenceChecks(loanEmi, TODAY).find((check) =>
      check.source[0]?.text.startsWith('ToolFest, EMI'),
    );
    expect(toolFest?.inputs[0]).toEqual({ label: 'Loan amount', text: '₹5,00,000' });
    expect(toolFest?.figures[0]).toMatchObject({ published: '₹10,379.18', ours: '₹10,379.18' });
    expect(toolFest?.tolerance).toBe('to the paisa');
  });
});

describe('figures that are not quantities', () => {
  const figuresOf = (mode: AnyMode, year: number | undefined, label: string) =>
    referenceChecks(mode, TODAY)
      .filter((check) => year === undefined || check.figures.some((f) => f.published === `${year}`))
      .flatMap((check) => check.figures)
      .filter((figure) => figure.label === label);

  it('shows a year as its digits, not as a quantity of thousands', () => {
    // 1,000,000,000 s after 1970-01-01 00:00 UTC is 2001-09-09 01:46:40.
    const unixTimestamp = modes.find(({ name }) => name.startsWith('unix-timestamp-converter'));
    expect(figuresOf(unixTimestamp!.mode, 2001, 'Year')).toContainEqual(
      expect.objectContaining({ published: '2001', ours: '2001', matches: true }),
    );
  });

  it('shows a yes-or-no figure as Yes or No', () => {
    const nextDay = figuresOf(hours, undefined, 'Ends the next day');
    expect(nextDay.length).toBeGreaterThan(0);
    for (const figure of nextDay) {
      expect(['Yes', 'No']).toContain(figure.published);
      expect(figure.ours).toBe(figure.published);
    }
    expect(nextDay.map((figure) => figure.published)).toContain('Yes');
  });

  it('names the category a coded figure stands for', () => {
    const named = (slug: string, label: string) =>
      figuresOf(modes.find(({ name }) => name.startsWith(slug))!.mode, undefined, label).map(
        (figure) => [figure.published, figure.ours],
      );
    // 2017 ACC/AHA guideline: 125/85 mmHg is stage 1 hypertension.
    expect(named('blood-pressure-calculator', 'Category')).toContainEqual([
      'Stage 1 hypertension',
      'Stage 1 hypertension',
    ]);
    // 2001-09-09 was a Sunday.
    expect(named('unix-timestamp-converter', 'Weekday')).toContainEqual(['Sunday', 'Sunday']);
  });
});

describe('a tolerance in words', () => {
  it.each([
    [0, 'money', 'USD', 'exactly'],
    [1e-9, 'percent', 'USD', 'exactly'],
    [0.005, 'money', 'USD', 'to the cent'],
    [0.005, 'money', 'INR', 'to the paisa'],
    [0.5, 'money', 'INR', 'to the rupee'],
    [0.5, 'money', 'EUR', 'to the euro'],
    [1, 'money', 'INR', 'within ₹1'],
    [0.05, 'money', 'USD', 'within $0.05'],
    [50000, 'money', 'INR', 'within ₹50,000'],
    [0.5, 'number', 'USD', 'to the whole number'],
    [0.05, 'number', 'USD', 'to 1 decimal place'],
    [0.00005, 'percent', 'USD', 'to 4 decimal places'],
    [0.0001, 'percent', 'USD', 'within 0.0001 percentage points'],
    [0.002, 'number', 'USD', 'within 0.002'],
  ] as const)('%s (%s, %s): %s', (tolerance, format, currency, text) => {
    expect(toleranceText(tolerance, format, currency)).toBe(text);
  });
});

describe('a source’s addresses', () => {
  it('links an address with its path, in full or without https://', () => {
    expect(sourceParts('Digit (godigit.com/calculators/retirement-calculator)')).toEqual([
      { text: 'Digit (' },
      {
        text: 'godigit.com/calculators/retirement-calculator',
        href: 'https://godigit.com/calculators/retirement-calculator',
      },
      { text: ')' },
    ]);
    expect(sourceParts('See https://www.thonky.com/qr-code-tutorial/data-encoding.')).toEqual([
      { text: 'See ' },
      {
        text: 'https://www.thonky.com/qr-code-tutorial/data-encoding',
        href: 'https://www.thonky.com/qr-code-tutorial/data-encoding',
      },
      { text: '.' },
    ]);
  });

  it('links a host name alone, but not a site’s name nor a shortened address', () => {
    expect(sourceParts('Senioritis (senioritis.io)')[1]).toEqual({
      text: 'senioritis.io',
      href: 'https://senioritis.io',
    });
    expect(sourceParts('Algebra.com question 612178')).toEqual([
      { text: 'Algebra.com question 612178' },
    ]);
    expect(sourceParts('GradeSaver (gradesaver.com/textbooks/…/22)').some((p) => p.href)).toBe(
      false,
    );
    expect(sourceParts('$1,500 at 4.3% for 6.5 years').some((p) => p.href)).toBe(false);
  });
});
