import { fetchDataFile } from '../../engine/dataFile.ts';
import tableHref from './bmiagerev.json?url';

// CDC 2000 growth charts, BMI-for-age, 2 to 20 years: the LMS parameters by sex and age, from the
// CDC's data file bmiagerev.csv ("BMI-for-age charts, 2 to 20 years, LMS parameters and selected
// smoothed BMI (kilograms/meters squared) percentiles, by sex and age", National Center for
// Health Statistics, cdc.gov/growthcharts/percentile_data_files.htm), copied to bmiagerev.json.
// Each row: age in months (Agemos: 24, then the half month 24.5 … 239.5, 240, 240.5), L, M and S.
// The file's percentile columns are worked out from L, M and S, as the CDC's own programs do; the
// tests check the copy against them (publishedPercentiles.ts).

/** One age of the table. */
export interface LmsRow {
  agemos: number;
  L: number;
  M: number;
  S: number;
}

export type BmiForAge = Readonly<Record<'male' | 'female', readonly LmsRow[]>>;

type TableFile = Record<'male' | 'female', [number, number, number, number][]>;

/** The table's address in the build, for the page to preload. */
export const BMI_FOR_AGE_HREF = tableHref;

/**
 * The table for boys (Sex 1) and girls (Sex 2), by age in months, ascending. 8 kB of JSON
 * (gzip), fetched in the browser: as script it put the page over its first-load budget.
 */
export async function loadBmiForAge(): Promise<BmiForAge> {
  // Read where the condition is, so the browser's build leaves the bundled copy out.
  const file: TableFile =
    import.meta.env.SSR || import.meta.env.MODE === 'test'
      ? ((await import('./bmiagerev.json')).default as TableFile)
      : await fetchDataFile<TableFile>(tableHref);
  const rows = (sex: 'male' | 'female') =>
    file[sex].map(([agemos, L, M, S]) => ({ agemos, L, M, S }));
  return { male: rows('male'), female: rows('female') };
}
