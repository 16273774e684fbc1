import type { Holiday } from './usFederalHolidays.ts';

// The closed (gazetted) holidays of the Central Government's administrative offices at Delhi and
// New Delhi, as the Department of Personnel and Training lists them for each year in Annexure I of
// its Office Memorandum on holidays: 17 a year, the three national days and 14 festivals. Offices
// elsewhere in India keep the 14 compulsory ones and choose 3 more in each state, so their lists
// differ. A holiday that falls on a Saturday or Sunday is not moved to a weekday. The dates of
// Id-ul-Fitr, Id-ul-Zuha, Muharram and Milad-un-Nabi follow the moon and may be changed by a later
// notice; the dates here are the Memorandum's. A year is known here once its list is published.

interface YearList {
  /** Where the list is published. */
  source: string;
  /** Each holiday by name and its date in the year, month first, in the list's order. */
  holidays: [name: string, month: number, day: number][];
}

const LISTS: Record<number, YearList> = {
  2025: {
    source:
      'DoPT, list of holidays for 2025 for the administrative offices of the Central Government at Delhi / New Delhi, Annexure I (republished at cgstaffportal.in/2024/07/central-government-gazetted-holidays-in-2025)',
    holidays: [
      ['Republic Day', 1, 26],
      ['Maha Shivaratri', 2, 26],
      ['Holi', 3, 14],
      ['Id-ul-Fitr', 3, 31],
      ['Mahavir Jayanti', 4, 10],
      ['Good Friday', 4, 18],
      ['Buddha Purnima', 5, 12],
      ['Id-ul-Zuha (Bakrid)', 6, 7],
      ['Muharram', 7, 6],
      ['Independence Day', 8, 15],
      ['Janmashtami', 8, 16],
      ['Milad-un-Nabi', 9, 5],
      ['Mahatma Gandhi’s Birthday', 10, 2],
      ['Dussehra', 10, 2],
      ['Diwali (Deepavali)', 10, 20],
      ['Guru Nanak’s Birthday', 11, 5],
      ['Christmas Day', 12, 25],
    ],
  },
  2026: {
    source:
      'DoPT, Office Memorandum of 3 July 2025 on holidays to be observed in Central Government offices during 2026, Annexure I (the Delhi / New Delhi list, as reported by Sakshi Post, 8 July 2025)',
    holidays: [
      ['Republic Day', 1, 26],
      ['Holi', 3, 4],
      ['Id-ul-Fitr', 3, 21],
      ['Ram Navami', 3, 26],
      ['Mahavir Jayanti', 3, 31],
      ['Good Friday', 4, 3],
      ['Buddha Purnima', 5, 1],
      ['Id-ul-Zuha (Bakrid)', 5, 27],
      ['Muharram', 6, 26],
      ['Independence Day', 8, 15],
      ['Milad-un-Nabi', 8, 26],
      ['Janmashtami', 9, 4],
      ['Mahatma Gandhi’s Birthday', 10, 2],
      ['Dussehra', 10, 20],
      ['Diwali (Deepavali)', 11, 8],
      ['Guru Nanak’s Birthday', 11, 24],
      ['Christmas Day', 12, 25],
    ],
  },
};

const YEARS = Object.keys(LISTS).map(Number);

/** The first and last years whose list is known here. */
export const INDIA_CENTRAL_HOLIDAY_YEARS = { first: Math.min(...YEARS), last: Math.max(...YEARS) };

/**
 * The holidays of a year in date order, two on one day named together ('Mahatma Gandhi’s
 * Birthday and Dussehra'); an empty list for a year not known here.
 */
export function indiaCentralHolidays(year: number): Holiday[] {
  const byDay = new Map<string, Holiday>();
  for (const [name, month, day] of LISTS[year]?.holidays ?? []) {
    const key = `${month}-${day}`;
    const same = byDay.get(key);
    if (same) same.name = `${same.name} and ${name}`;
    else byDay.set(key, { name, date: { year, month, day }, observed: false });
  }
  return [...byDay.values()].sort((a, b) => a.date.month - b.date.month || a.date.day - b.date.day);
}
