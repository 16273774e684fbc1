// The calculator catalogue: the one source of the site's categories and tools. The seed
// (prisma/seed.ts) writes it to the database on every start; change it here, nowhere else.

export interface CategorySeed {
  id: number;
  slug: string;
  name: string;
  icon: string;
  iconBg: string;
  description: string;
}

export interface CalculatorSeed {
  /** Fixed: usage records refer to it (the spec fixes BMI at 1). */
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  icon: string;
  iconBg: string;
  featured: boolean;
  /** ISO day; the spec's default publication date is 2025-03-21. */
  publishedAt: string;
  updatedAt: string;
  /** Slugs of the calculators its page links to, in order (checked by web/src/calculators/definitions.test.ts). */
  related: string[];
}

export const categories: CategorySeed[] = [
  {
    id: 1,
    slug: 'finance',
    name: 'Finance',
    icon: 'coins',
    iconBg: 'green',
    description:
      'Plan loans, savings and investments with calculators for mortgages, SIPs, tips and currency and crypto conversion.',
  },
  {
    id: 2,
    slug: 'health',
    name: 'Health',
    icon: 'weight',
    iconBg: 'red',
    description:
      'Check your body mass index and healthy weight range with simple, private health calculators.',
  },
  {
    id: 3,
    slug: 'math',
    name: 'Math',
    icon: 'percent',
    iconBg: 'blue',
    description:
      'Work out percentages, percentage changes and differences quickly, with every step shown.',
  },
  {
    id: 4,
    slug: 'conversion',
    name: 'Conversion',
    icon: 'exchange-alt',
    iconBg: 'purple',
    description: 'Convert amounts between currencies with clear rates and instant results.',
  },
  {
    id: 5,
    slug: 'date',
    name: 'Date',
    icon: 'calendar-alt',
    iconBg: 'orange',
    description:
      'Calculate exact ages and the time between dates in years, months, weeks and days.',
  },
  {
    id: 6,
    slug: 'free-tools',
    name: 'Free Tools',
    icon: 'tools',
    iconBg: 'pink',
    description: 'Handy free tools, such as saving videos as MP4 or their audio as MP3.',
  },
  {
    id: 7,
    slug: 'more',
    name: 'More',
    icon: 'ellipsis-h',
    iconBg: 'gray',
    description:
      'More calculators that do not fit the other categories. New tools arrive here first.',
  },
];

const DEFAULT_DATE = '2025-03-21';

export const calculators: CalculatorSeed[] = [
  {
    id: 1,
    slug: 'bmi-calculator',
    name: 'BMI Calculator',
    description:
      'Calculate your Body Mass Index from your height and weight, in metric or imperial units.',
    category: 'health',
    icon: 'weight',
    iconBg: 'red',
    featured: true,
    publishedAt: DEFAULT_DATE,
    updatedAt: DEFAULT_DATE,
    related: ['age-calculator', 'percentage-calculator'],
  },
  {
    id: 2,
    slug: 'tip-calculator',
    name: 'Tip Calculator',
    description: 'Work out the tip, the total and each person’s share of a bill.',
    category: 'finance',
    icon: 'coins',
    iconBg: 'yellow',
    featured: false,
    publishedAt: DEFAULT_DATE,
    updatedAt: DEFAULT_DATE,
    related: ['percentage-calculator', 'currency-converter', 'gst-calculator'],
  },
  {
    id: 3,
    slug: 'sip-calculator',
    name: 'SIP Calculator',
    description:
      'See what a monthly investment (Systematic Investment Plan) grows to at an expected rate of return.',
    category: 'finance',
    icon: 'coins',
    iconBg: 'green',
    featured: true,
    publishedAt: DEFAULT_DATE,
    updatedAt: DEFAULT_DATE,
    related: ['mortgage-calculator', 'investment-calculator', 'percentage-calculator'],
  },
  {
    id: 4,
    slug: 'mortgage-calculator',
    name: 'Mortgage Calculator',
    description:
      'Estimate your monthly mortgage payment, total payment and total interest over the loan term.',
    category: 'finance',
    icon: 'home',
    iconBg: 'blue',
    featured: true,
    publishedAt: DEFAULT_DATE,
    updatedAt: DEFAULT_DATE,
    related: ['loan-emi-calculator', 'compound-interest-calculator', 'investment-calculator'],
  },
  {
    id: 5,
    slug: 'age-calculator',
    name: 'Age Calculator',
    description:
      'Find your exact age in years, months and days, and in total months, weeks and days.',
    category: 'date',
    icon: 'calendar-alt',
    iconBg: 'orange',
    featured: true,
    publishedAt: DEFAULT_DATE,
    updatedAt: DEFAULT_DATE,
    related: ['percentage-calculator', 'bmi-calculator', 'tip-calculator'],
  },
  {
    id: 6,
    slug: 'percentage-calculator',
    name: 'Percentage Calculator',
    description:
      'Find a percentage of a number, what percent one number is of another, and the percentage change.',
    category: 'math',
    icon: 'percent',
    iconBg: 'blue',
    featured: true,
    publishedAt: DEFAULT_DATE,
    updatedAt: DEFAULT_DATE,
    related: ['tip-calculator', 'gst-calculator', 'compound-interest-calculator'],
  },
  {
    id: 7,
    slug: 'currency-converter',
    name: 'Currency Converter',
    description: 'Convert between ten major currencies, including USD, EUR, GBP, JPY and INR.',
    category: 'conversion',
    icon: 'coins',
    iconBg: 'purple',
    featured: true,
    publishedAt: DEFAULT_DATE,
    updatedAt: DEFAULT_DATE,
    related: ['crypto-converter', 'percentage-calculator', 'tip-calculator'],
  },
  {
    id: 8,
    slug: 'crypto-converter',
    name: 'Cryptocurrency Converter',
    description:
      'Convert between popular cryptocurrencies and world currencies at live market rates.',
    category: 'finance',
    icon: 'coins',
    iconBg: 'yellow',
    featured: false,
    publishedAt: '2025-03-28',
    updatedAt: '2025-03-28',
    related: [],
  },
  {
    id: 9,
    slug: 'youtube-shorts-downloader',
    name: 'YouTube Shorts Downloader',
    description: 'Save a YouTube Short as an MP4 video or its sound as an MP3, free.',
    category: 'free-tools',
    icon: 'download',
    iconBg: 'red',
    featured: false,
    publishedAt: '2025-04-03',
    updatedAt: '2025-04-03',
    related: [],
  },
  {
    id: 10,
    slug: 'youtube-downloader',
    name: 'YouTube Video Downloader',
    description: 'Download a YouTube video as MP4 or its audio as MP3, for personal use.',
    category: 'free-tools',
    icon: 'download',
    iconBg: 'red',
    featured: false,
    publishedAt: '2025-04-03',
    updatedAt: '2025-04-03',
    related: [],
  },
  {
    id: 11,
    slug: 'investment-calculator',
    name: 'Investment Calculator',
    description:
      'Project the growth of a lump sum and regular contributions with compound interest, year by year.',
    category: 'finance',
    icon: 'calculator',
    iconBg: 'teal',
    featured: false,
    publishedAt: '2025-03-28',
    updatedAt: '2025-03-28',
    related: ['sip-calculator', 'compound-interest-calculator', 'mortgage-calculator'],
  },
  {
    id: 12,
    slug: 'loan-emi-calculator',
    name: 'Loan EMI Calculator',
    description:
      'Find the monthly EMI of a loan, or solve for the amount you can borrow, the rate or the tenure.',
    category: 'finance',
    icon: 'calculator',
    iconBg: 'blue',
    featured: false,
    publishedAt: '2026-11-24',
    updatedAt: '2026-11-24',
    related: ['mortgage-calculator', 'compound-interest-calculator', 'sip-calculator'],
  },
  {
    id: 13,
    slug: 'compound-interest-calculator',
    name: 'Compound Interest Calculator',
    description:
      'See what a deposit grows to with interest compounded yearly, half-yearly, quarterly, monthly or daily.',
    category: 'finance',
    icon: 'coins',
    iconBg: 'teal',
    featured: false,
    publishedAt: '2026-11-24',
    updatedAt: '2026-11-24',
    related: ['investment-calculator', 'sip-calculator', 'loan-emi-calculator'],
  },
  {
    id: 14,
    slug: 'gst-calculator',
    name: 'GST Calculator',
    description: 'Add GST to a price or take it out, with the CGST and SGST split shown.',
    category: 'finance',
    icon: 'percent',
    iconBg: 'orange',
    featured: false,
    publishedAt: '2026-11-24',
    updatedAt: '2026-11-24',
    related: ['percentage-calculator', 'tip-calculator', 'currency-converter'],
  },
];
