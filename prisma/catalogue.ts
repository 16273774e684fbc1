// The catalogue's categories: the one source of them. Each calculator's record is in its own
// module (web/src/calculators/<slug>.ts, read by prisma/calculators.ts). The seed (prisma/seed.ts)
// writes both to the database on every start.

export interface CategorySeed {
  id: number;
  slug: string;
  name: string;
  icon: string;
  iconBg: string;
  description: string;
  /**
   * The named groups its page lists its calculators in, in order, for a category of more than
   * about 20 (each calculator's record names its group); none: one list.
   */
  groups?: string[];
}

export const categories = [
  {
    id: 1,
    slug: 'finance',
    name: 'Finance',
    icon: 'coins',
    iconBg: 'green',
    description:
      'Plan loans, savings, investments and taxes: EMIs, mortgages, SIPs, fixed and recurring deposits, PPF, income tax, GST and more.',
    groups: ['Loans', 'Investing', 'Savings and deposits', 'Tax and pay', 'Business'],
  },
  {
    id: 2,
    slug: 'health',
    name: 'Health',
    icon: 'weight',
    iconBg: 'red',
    description:
      'Check your BMI, body fat, calorie needs, ideal weight, due date, running pace and heart rate zones, privately.',
    groups: ['Body and weight', 'Nutrition', 'Fitness', 'Pregnancy and cycle', 'Everyday health'],
  },
  {
    id: 3,
    slug: 'math',
    name: 'Math',
    icon: 'percent',
    iconBg: 'blue',
    description:
      'Percentages, fractions, averages, standard deviation, equations, ratios and a scientific calculator, with every step shown.',
    groups: ['Arithmetic', 'Algebra', 'Geometry', 'Number theory', 'Statistics and probability'],
  },
  {
    id: 4,
    slug: 'conversion',
    name: 'Conversion',
    icon: 'exchange-alt',
    iconBg: 'purple',
    description:
      'Convert currencies and units of length, weight, temperature, area, volume, speed, data and number bases, with exact factors.',
  },
  {
    id: 5,
    slug: 'date',
    name: 'Date',
    icon: 'calendar-alt',
    iconBg: 'orange',
    description:
      'Calculate exact ages, the days or business days between dates, dates after a number of days, weekdays, week numbers and durations.',
  },
  {
    id: 6,
    slug: 'free-tools',
    name: 'Free Tools',
    icon: 'tools',
    iconBg: 'pink',
    description:
      'Handy free tools: QR codes, passwords, word counts, text case and saving videos as MP4 or MP3.',
  },
  {
    id: 7,
    slug: 'more',
    name: 'More',
    icon: 'ellipsis-h',
    iconBg: 'gray',
    description:
      'Everyday calculators for grades, GPA, discounts, unit prices and the cost of fuel and electricity.',
  },
] as const satisfies readonly CategorySeed[];

/** A category's slug, as a calculator's record names it. */
export type CategorySlug = (typeof categories)[number]['slug'];
