import { describe, expect, it } from 'vitest';
import { easterSunday, ukBankHolidays } from './ukBankHolidays.ts';

// Expected lists: GOV.UK's "UK bank holidays" (England and Wales) for each year; Easter dates:
// the Astronomical Society of South Australia's Easter Sunday table (1583–4099).

const iso = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const listed = (year: number) =>
  ukBankHolidays(year).map((holiday) => `${iso(holiday.date)} ${holiday.name}`);

describe('Easter Sunday', () => {
  it('falls on the dates of the published tables, the earliest and latest included', () => {
    expect(iso(easterSunday(2024))).toBe('2024-03-31');
    expect(iso(easterSunday(2025))).toBe('2025-04-20');
    expect(iso(easterSunday(2026))).toBe('2026-04-05');
    // The latest possible date, 25 April, in 1943 and 2038; the earliest, 22 March, in 1818 and
    // 2285.
    expect(iso(easterSunday(2038))).toBe('2038-04-25');
    expect(iso(easterSunday(1943))).toBe('1943-04-25');
    expect(iso(easterSunday(1818))).toBe('1818-03-22');
    expect(iso(easterSunday(2285))).toBe('2285-03-22');
  });
});

describe('bank holidays of England and Wales', () => {
  it('lists the usual eight of 2026, Boxing Day on a Saturday taken on Monday 28 December', () => {
    expect(listed(2026)).toEqual([
      '2026-01-01 New Year’s Day',
      '2026-04-03 Good Friday',
      '2026-04-06 Easter Monday',
      '2026-05-04 Early May bank holiday',
      '2026-05-25 Spring bank holiday',
      '2026-08-31 Summer bank holiday',
      '2026-12-25 Christmas Day',
      '2026-12-28 Boxing Day',
    ]);
    expect(ukBankHolidays(2026).at(-1)!.observed).toBe(true);
  });

  it('takes Christmas on a Saturday and on a Sunday on the substitute days GOV.UK gives', () => {
    // 2021: Christmas a Saturday, Boxing Day a Sunday; 2022: Christmas a Sunday.
    expect(listed(2021).slice(-2)).toEqual(['2021-12-27 Christmas Day', '2021-12-28 Boxing Day']);
    expect(listed(2022).slice(-2)).toEqual(['2022-12-26 Boxing Day', '2022-12-27 Christmas Day']);
    expect(ukBankHolidays(2022).find((h) => h.name === 'Boxing Day')!.observed).toBe(false);
    // New Year's Day 2022 a Saturday, taken on Monday 3 January; 2023's a Sunday, on Monday 2.
    expect(listed(2022)[0]).toBe('2022-01-03 New Year’s Day');
    expect(listed(2023)[0]).toBe('2023-01-02 New Year’s Day');
  });

  it('moves and adds the days of a proclamation: 2020, 2022 and 2023', () => {
    expect(listed(2020)).toContain('2020-05-08 Early May bank holiday');
    expect(listed(2020)).not.toContain('2020-05-04 Early May bank holiday');
    expect(listed(2022)).toEqual([
      '2022-01-03 New Year’s Day',
      '2022-04-15 Good Friday',
      '2022-04-18 Easter Monday',
      '2022-05-02 Early May bank holiday',
      '2022-06-02 Spring bank holiday',
      '2022-06-03 Platinum Jubilee bank holiday',
      '2022-08-29 Summer bank holiday',
      '2022-09-19 Bank holiday for the State Funeral of Queen Elizabeth II',
      '2022-12-26 Boxing Day',
      '2022-12-27 Christmas Day',
    ]);
    expect(listed(2023)).toHaveLength(9);
    expect(listed(2023)).toContain(
      '2023-05-08 Bank holiday for the coronation of King Charles III',
    );
  });

  it('follows the Act in a year ahead of its proclamation: 2027', () => {
    expect(listed(2027).map((holiday) => holiday.slice(0, 10))).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });
});
