import { describe, expect, it } from 'vitest';
import { calculators } from '../../../prisma/calculators.ts';
import { groupByCategory, searchCatalogue } from './catalogueSearch.ts';

const top = (query: string, n = 1) => searchCatalogue(query, n).map((hit) => hit.slug);

describe('calculator search', () => {
  it('has keywords for every calculator in the catalogue', () => {
    for (const calculator of calculators) expect(calculator.keywords, calculator.slug).not.toBe('');
  });

  it.each([
    // Abbreviations and other names a visitor types.
    ['emi', 'loan-emi-calculator'],
    ['sip', 'sip-calculator'],
    ['gst', 'gst-calculator'],
    ['fd', 'fd-calculator'],
    ['rd', 'rd-calculator'],
    ['ppf', 'ppf-calculator'],
    ['tdee', 'calorie-calculator'],
    ['celsius', 'temperature-converter'],
    ['fahrenheit to celsius', 'temperature-converter'],
    ['kg', 'weight-converter'],
    ['lb to kg', 'weight-converter'],
    ['rupee', 'currency-converter'],
    ['body fat', 'body-fat-calculator'],
    ['cm to inches', 'length-converter'],
    ['bmi', 'bmi-calculator'],
    // A name, typed in part.
    ['mortg', 'mortgage-calculator'],
    ['Compound Interest Calculator', 'compound-interest-calculator'],
    // A typo in a longer word.
    ['morgage', 'mortgage-calculator'],
    ['percantage', 'percentage-calculator'],
    ['pasword', 'password-generator'],
  ])('finds “%s”: %s first', (query, slug) => {
    expect(top(query)).toEqual([slug]);
  });

  it.each(['loan', 'loa', 'Loan'])(
    'ranks the calculator whose name starts with “%s” before those that only mention it',
    (query) => {
      expect(top(query)).toEqual(['loan-emi-calculator']);
    },
  );

  it.each(['home loan', 'housing loan'])('finds the home loan EMI calculator for “%s”', (query) => {
    expect(top(query, 2)).toContain('home-loan-emi-calculator');
  });

  it('finds nothing for nothing, and for words no calculator has', () => {
    expect(searchCatalogue('   ')).toEqual([]);
    expect(searchCatalogue('zzqxv')).toEqual([]);
  });

  it('returns each calculator once, with what a card shows', () => {
    const hits = searchCatalogue('loan');
    expect(new Set(hits.map((hit) => hit.slug)).size).toBe(hits.length);
    expect(hits.map((hit) => hit.slug)).toEqual(
      expect.arrayContaining(['loan-emi-calculator', 'car-loan-calculator', 'mortgage-calculator']),
    );
    expect(hits[0]).toMatchObject({ category: 'finance', categoryName: 'Finance' });
  });

  it('groups hits by category, the best hit’s first, keeping their order', () => {
    const hits = searchCatalogue('weight');
    const groups = groupByCategory(hits);
    expect(groups[0]!.category).toBe(hits[0]!.category);
    expect(groups.flatMap((group) => group.hits)).toHaveLength(hits.length);
    for (const group of groups) {
      expect(group.hits.every((hit) => hit.category === group.category)).toBe(true);
    }
  });
});
