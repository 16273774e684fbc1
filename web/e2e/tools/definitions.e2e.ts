import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../axe.ts';
import { launchBrowser, openPage, PHONE, siteUrl, visit, VIEWPORTS } from '../browser.ts';

// The calculators built from definitions (web/src/calculators/), walked in one file: a shared
// link shows its result in the server's HTML and after hydration, invalid input is marked,
// solving for another field works, and each page passes axe on a phone and a desktop, light and
// dark. Their maths is checked against published cases in the unit tests.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CALCULATORS = [
  {
    slug: 'loan-emi-calculator',
    title: 'Loan EMI Calculator',
    // ToolFest's published case: ₹5 lakh at 9% for 5 years.
    query: '?principal=500000&rate=9&years=5',
    shows: ['₹10,379.18', 'Repayment schedule, year by year'],
  },
  {
    slug: 'compound-interest-calculator',
    title: 'Compound Interest Calculator',
    // Southeastern Louisiana University's example: $1,500 at 4.3% quarterly for 6 years.
    query: '?principal=1500&rate=4.3&years=6&compounding=quarterly',
    shows: ['$1,938.84', 'Balance at the end of each year'],
  },
  {
    slug: 'gst-calculator',
    title: 'GST Calculator',
    // ₹1,180 including 18% GST is ₹1,000 and ₹180 of GST, ₹90 each of CGST and SGST.
    query: '?amount=1180&rate=18&mode=remove',
    shows: ['₹1,000.00', '₹180.00', '₹90.00'],
  },
  {
    slug: 'tip-calculator',
    title: 'Tip Calculator',
    // Issue 16: a $0.70 bill at 15% is a $0.11 tip (0.105 half-up) and a $0.81 total.
    query: '?bill=0.70&tip=15&people=1',
    shows: ['15% tip on $0.70 is $0.11', '$0.81'],
  },
  {
    slug: 'bmi-calculator',
    title: 'BMI Calculator',
    // CDC's imperial example: 150 lbs at 5 ft 5 in is a BMI of 24.96.
    query: '?unit=imperial&weightLbs=150&heightFt=5&heightIn=5',
    shows: ['25.0', 'Overweight', 'For 150 lbs, 5 ft 5 in'],
  },
  {
    slug: 'percentage-calculator',
    title: 'Percentage Calculator',
    // Wikipedia, "Percentage": 500 of 1,000 students are 50%.
    query: '?mode=what-percent&valueX=500&valueY=1000',
    shows: ['500 is 50.00% of 1,000.'],
  },
  {
    slug: 'mortgage-calculator',
    title: 'Mortgage Calculator',
    // Wikipedia, "Fixed-rate mortgage": $200,000 at 6.5% for 30 years pays $1,264.14 a month.
    query: '?amount=200000&rate=6.5&term=30&start=2025-01',
    shows: ['$1,264.14', 'December 2054', 'Amortization schedule'],
  },
  {
    slug: 'age-calculator',
    title: 'Age Calculator',
    // A 29 February birthday falls on 1 March in common years (UK law).
    query: '?dob=2000-02-29&on=2001-02-28',
    shows: ['0 years, 11 months, 30 days', 'Next birthday: Thursday, March 1, 2001'],
  },
  {
    slug: 'investment-calculator',
    title: 'Investment Calculator',
    // AssignmentExpert 171432: $1,000 at the end of each month at 6% monthly for 2 years.
    query: '?initial=0&monthly=1000&rate=6&years=2',
    shows: ['$25,431.96', 'Year-by-year growth, at the end of each year'],
  },
  {
    slug: 'sip-calculator',
    title: 'SIP Calculator',
    // hashmatic.in's step-up SIP: ₹5,000 rising 10% a year at 12% for 10 years.
    query: '?monthly=5000&rate=12&period=10&stepup=10',
    shows: ['₹16,87,163', '₹9,56,245', 'Year-by-year growth'],
  },
  {
    slug: 'currency-converter',
    title: 'Currency Converter',
    // The spec's rate table, by hand: 3,080.39 EUR × 1.54 ÷ 0.92 = 5,156.305 AUD, half-up.
    query: '?amount=3080.39&from=EUR&to=AUD',
    shows: ['5,156.31 AUD', '1 EUR = 1.6739 AUD', 'Demonstration rates per 1 USD'],
  },
];

const result = (page: Page) => page.getByRole('status').filter({ hasText: /₹|\$/ }).first();

describe.each(CALCULATORS)('$title', ({ slug, title, query, shows }) => {
  it('renders a shared link’s result into the server’s HTML', async () => {
    const html = await (await fetch(siteUrl(`/calculator/${slug}${query}`))).text();
    for (const text of shows) expect(html).toContain(text);
    expect(html).toContain('"@type":"FAQPage"');
  });

  it.each(VIEWPORTS)(
    'shows the result and passes axe, light and dark, at %s size',
    async (_name, viewport) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, consoleErrors } = await openPage(
          browser,
          `/calculator/${slug}${query}`,
          viewport,
          {
            colorScheme,
          },
        );
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        for (const text of shows) await page.getByText(text).first().waitFor();
        expect(describeViolations(await axeViolations(page))).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(consoleErrors).toEqual([]);
        await page.close();
      }
    },
  );
});

describe('a calculator page opened from a link', () => {
  it('hydrates the server’s page without downloading a GraphQL client', async () => {
    const scripts: string[] = [];
    const page = await browser.newPage({ viewport: PHONE });
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit(page, '/calculator/mortgage-calculator');
    await result(page).filter({ hasText: '$1,013.37' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The page's record and its related links came with the HTML.
    expect(scripts.filter((url) => url.includes('apollo-client'))).toEqual([]);
    await page.getByRole('link', { name: 'Loan EMI Calculator' }).waitFor();
    // Hydrated, not drawn again by the browser: the server's field ids are still there.
    const labelFor = await page
      .getByText('Loan amount', { exact: true })
      .first()
      .getAttribute('for');
    expect(labelFor).toMatch(/^_R_/);
    await page.close();
  });
});

describe('the loan EMI calculator in use', () => {
  it('marks an invalid field, keeps what was typed, and solves for the loan amount', async () => {
    const { page } = await openPage(
      browser,
      '/calculator/loan-emi-calculator?principal=500000&rate=9&years=5',
    );
    await result(page).filter({ hasText: '₹10,379.18' }).waitFor();

    await page.getByLabel('Interest rate (per year)').fill('51');
    await page.getByText('The interest rate can be at most 50%').waitFor();
    await result(page).filter({ hasText: 'Out of date' }).waitFor();
    expect(await page.getByLabel('Interest rate (per year)').inputValue()).toBe('51');
    expect(new URL(page.url()).searchParams.get('rate')).toBe('51');

    await page.getByLabel('Interest rate (per year)').fill('9');
    await result(page)
      .filter({ hasNotText: 'Out of date' })
      .filter({ hasText: '₹10,379.18' })
      .waitFor();

    // Solving for the loan amount keeps the EMI that was shown, so the loan comes back.
    await page.getByLabel('Solve for').selectOption('principal');
    await result(page)
      .filter({ hasText: 'Loan amount' })
      .filter({ hasText: '₹5,00,000' })
      .waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('solve')).toBe('principal');
    expect(url.searchParams.get('emi')).toBe('10379.18');
    expect(await page.getByLabel('Loan amount').count()).toBe(0);
    await page.close();
  });
});
