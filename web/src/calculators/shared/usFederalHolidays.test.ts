import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../domain/age.ts';
import { usFederalHolidays } from './usFederalHolidays.ts';

// Expected lists: OPM's "Federal Holidays" pages for each year (opm.gov/policy-data-oversight/
// pay-leave/federal-holidays), and for 1977 the Uniform Monday Holiday Act's fourth Monday of
// October for Veterans Day (1 October 1977 a Saturday: 24 October).

const listOf = (year: number) =>
  usFederalHolidays(year).map(
    ({ name, date, observed }) => `${formatLongDate(date)} ${name}${observed ? ' (observed)' : ''}`,
  );

describe('US federal holidays as OPM lists them', () => {
  it('2026: Independence Day on Friday 3 July', () => {
    expect(listOf(2026)).toEqual([
      'Thursday, January 1, 2026 New Year’s Day',
      'Monday, January 19, 2026 Birthday of Martin Luther King, Jr.',
      'Monday, February 16, 2026 Washington’s Birthday',
      'Monday, May 25, 2026 Memorial Day',
      'Friday, June 19, 2026 Juneteenth National Independence Day',
      'Friday, July 3, 2026 Independence Day (observed)',
      'Monday, September 7, 2026 Labor Day',
      'Monday, October 12, 2026 Columbus Day',
      'Wednesday, November 11, 2026 Veterans Day',
      'Thursday, November 26, 2026 Thanksgiving Day',
      'Friday, December 25, 2026 Christmas Day',
    ]);
  });

  it('2022 and 2023: New Year’s Day 2022 on Friday 31 December 2021, Sundays moved to Monday', () => {
    expect(listOf(2022)[0]).toBe('Friday, December 31, 2021 New Year’s Day (observed)');
    expect(listOf(2022).at(-1)).toBe('Monday, December 26, 2022 Christmas Day (observed)');
    const of2023 = listOf(2023);
    expect(of2023[0]).toBe('Monday, January 2, 2023 New Year’s Day (observed)');
    expect(of2023).toContain('Friday, November 10, 2023 Veterans Day (observed)');
  });

  it('2021: Juneteenth’s first year, observed on Friday 18 June', () => {
    expect(listOf(2021)).toContain(
      'Friday, June 18, 2021 Juneteenth National Independence Day (observed)',
    );
    expect(listOf(2020).some((line) => line.includes('Juneteenth'))).toBe(false);
  });

  it('before 1986 no Martin Luther King Jr. Day; before 1978 Veterans Day in October', () => {
    expect(listOf(1985)).toHaveLength(9);
    expect(listOf(1986)).toContain('Monday, January 20, 1986 Birthday of Martin Luther King, Jr.');
    expect(listOf(1977)).toContain('Monday, October 24, 1977 Veterans Day');
  });
});
