import { describe, expect, it } from 'vitest';
import {
  fiveYearPayouts,
  laterQuarterNote,
  NOTIFIED_UNTIL,
  rateInForceStep,
  rateOn,
  schemeRules,
  SMALL_SAVINGS_QUARTERS,
  yearsAfter,
} from './smallSavingsRates.ts';

// Rates from the Ministry of Finance's quarterly office memoranda (India Post's rate tables):
// NSC 6.8% from April 2020, 7.0% for January–March 2023, 7.7% from April 2023; SCSS 7.4%, 7.6%
// (October–December 2022), 8.0%, 8.2%; MIS 6.6%, 6.7%, 7.1%, 7.4%; SSY 7.6%, 8.0% from April
// 2023, 8.2% from January 2024.

const runs = (table: ReturnType<typeof schemeRules>) =>
  table.map((rule) => [rule.from, rule.rules.rate]);

describe('small savings rates', () => {
  it('lists the quarters in order, one every three months from 2023', () => {
    const days = SMALL_SAVINGS_QUARTERS.map((quarter) => quarter.from);
    expect([...days].sort()).toEqual(days);
    expect(days.filter((day) => day >= '2023-01-01')).toEqual(
      ['2023', '2024', '2025', '2026']
        .flatMap((year) => ['01', '04', '07', '10'].map((month) => `${year}-${month}-01`))
        .filter((day) => day <= '2026-07-01'),
    );
    for (const quarter of SMALL_SAVINGS_QUARTERS)
      expect(quarter.notified < quarter.from).toBe(true);
  });

  it('makes a rule for each run of quarters at one rate', () => {
    expect(runs(schemeRules('nsc', 'NSC'))).toEqual([
      ['2020-04-01', 6.8],
      ['2023-01-01', 7],
      ['2023-04-01', 7.7],
    ]);
    expect(runs(schemeRules('scss', 'SCSS'))).toEqual([
      ['2020-04-01', 7.4],
      ['2022-10-01', 7.6],
      ['2023-01-01', 8],
      ['2023-04-01', 8.2],
    ]);
    expect(runs(schemeRules('mis', 'MIS'))).toEqual([
      ['2020-04-01', 6.6],
      ['2022-10-01', 6.7],
      ['2023-01-01', 7.1],
      ['2023-04-01', 7.4],
    ]);
    expect(runs(schemeRules('ssy', 'SSY'))).toEqual([
      ['2020-04-01', 7.6],
      ['2023-04-01', 8],
      ['2024-01-01', 8.2],
    ]);
  });

  it('names the memorandum that set each rate and the latest one that kept it', () => {
    const nsc = schemeRules('nsc', 'NSC (VIII Issue)');
    expect(nsc[1]).toMatchObject({
      title: 'NSC (VIII Issue) at 7%',
      change: 'The rate went from 6.8% to 7% a year',
      reference:
        'Ministry of Finance (DEA, Budget Division) office memorandum of 30 December 2022, for January–March 2023 (Q4 of FY 2022-23)',
    });
    expect(nsc[0].summary).toBe(
      'NSC (VIII Issue): 6.8% a year from April–June 2020 (Q1 of FY 2020-21). It was kept until October–December 2022 (Q3 of FY 2022-23).',
    );
    expect(nsc[2]!.summary).toContain(
      'the latest memorandum in this calculator, of 30 June 2026, is for July–September 2026 (Q2 of FY 2026-27)',
    );
  });

  it('picks the rate in force on a day', () => {
    const nsc = schemeRules('nsc', 'NSC');
    expect(rateOn(nsc, '2022-12-31')).toBe(6.8);
    expect(rateOn(nsc, '2023-01-01')).toBe(7);
    expect(rateOn(nsc, '2023-03-31')).toBe(7);
    expect(rateOn(nsc, '2023-04-01')).toBe(7.7);
  });

  it('says when a day is past the last quarter it holds', () => {
    expect(NOTIFIED_UNTIL).toBe('2026-10-01');
    const scss = schemeRules('scss', 'SCSS');
    expect(laterQuarterNote('2026-09-30', scss)).toBeNull();
    expect(laterQuarterNote('2026-11-29', scss)).toBe(
      'The rate for 29 November 2026 is not in this calculator yet: it uses the latest rate it holds, 8.2%, notified for July–September 2026 (Q2 of FY 2026-27). Check the rate with India Post.',
    );
  });

  it('counts years to the same day, 29 February to 28 February', () => {
    expect(yearsAfter('2024-04-15', 5)).toBe('15 April 2029');
    expect(yearsAfter('2024-02-29', 5)).toBe('28 February 2029');
  });

  it('rounds each payout half-up to the places it is given', () => {
    // MIS, paragraph 5(4), to the rupee: 10,00,000 × 7.4% ÷ 12 = 6,166.666… → 6,167; a year
    // 12 × 6,167 = 74,004; five years 60 × 6,167 = 3,70,020.
    expect(fiveYearPayouts(1_000_000, 7.4, 12, 0)).toEqual({
      exact: 6166.666666666667,
      each: 6167,
      yearly: 74004,
      total: 370020,
      received: 1370020,
    });
    // SCSS, paragraph 5(5): 1,000 × 8.2% ÷ 4 = 20.50, fifty paisa counts as a rupee → 21; 20
    // quarters 420. 10,000 × 7.4% ÷ 12 = 61.666… → 62 (India Post's table).
    expect(fiveYearPayouts(1000, 8.2, 4, 0)).toMatchObject({ each: 21, yearly: 84, total: 420 });
    expect(fiveYearPayouts(10_000, 7.4, 12, 0).each).toBe(62);
    // 1,00,100 × 7.4% ÷ 12 = 617.2833… → 617, less than fifty paisa is ignored.
    expect(fiveYearPayouts(100_100, 7.4, 12, 0).each).toBe(617);
    // To the paisa: 6,166.67, 60 of them 3,70,000.20.
    expect(fiveYearPayouts(1_000_000, 7.4, 12, 2)).toMatchObject({
      each: 6166.67,
      yearly: 74000.04,
      total: 370000.2,
    });
  });
  it('names a rate in force, or the latest held past the table, in the steps', () => {
    expect(rateInForceStep('NSC', '2024-03-20', 7.7)).toBe(
      'The NSC rate in force on 20 March 2024 is 7.7% a year; it holds for the whole 5 years',
    );
    // Past the last quarter notified, the page's fact says the rate is not in it yet: the step
    // does not call it the rate in force.
    expect(rateInForceStep('SCSS', NOTIFIED_UNTIL, 8.2)).toMatch(
      /^The latest SCSS rate this calculator holds, 8\.2% a year, notified for .*, is taken for /,
    );
  });
});
