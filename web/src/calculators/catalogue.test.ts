import { describe, expect, it } from 'vitest';
import calculatorRecords from 'virtual:calculator-records';
import { calculators, type CalculatorSeed } from '../../../prisma/calculators.ts';
import { categories, type CategorySeed } from '../../../prisma/catalogue.ts';
import { hasCatalogueIcon } from '../components/catalogue/CatalogueIcon.tsx';
import type { CalculatorRecord } from '../engine/record.ts';
import { PALETTES } from '../theme/palettes.ts';

// The catalogue is the modules' records: each module of this folder opens with its record, and
// the seed, the sitemap, the lists and the search are made from what prisma/calculators.ts reads.

/** Each module's `record` export, by slug, as the module itself gives it. */
const exported = Object.fromEntries(
  Object.entries(
    import.meta.glob<CalculatorRecord>(
      ['./*.ts', './*.tsx', '!./index.ts', '!./*.test.ts', '!./*.test.tsx'],
      { import: 'record', eager: true },
    ),
  ).map(([file, record]) => [file.replace(/^\.\/(.*)\.tsx?$/, '$1'), record]),
);

const slugs = calculators.map((calculator) => calculator.slug);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('the catalogue read from the calculator modules', () => {
  it('reads every module, and each record as the module exports it', () => {
    expect(slugs.toSorted()).toEqual(Object.keys(exported).toSorted());
    for (const { slug, ...record } of calculators) expect(record, slug).toEqual(exported[slug]);
  });

  it('gives the browser the same records (the search index)', () => {
    expect(calculatorRecords).toEqual(calculators);
  });

  it('lists the calculators by id, each id used once', () => {
    const ids = calculators.map((calculator) => calculator.id);
    expect(ids).toEqual(ids.toSorted((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isSafeInteger(id) && id > 0, String(id)).toBe(true);
  });

  it('names each calculator once', () => {
    const names = calculators.map((calculator) => calculator.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(calculators)('$slug has a valid record', (calculator: CalculatorSeed) => {
    expect(calculator.name.trim()).toBe(calculator.name);
    expect(calculator.name).not.toBe('');
    expect(calculator.description.length).toBeGreaterThan(20);
    expect(categories.map((category) => category.slug)).toContain(calculator.category);
    expect(hasCatalogueIcon(calculator.icon), calculator.icon).toBe(true);
    expect(PALETTES).toContain(calculator.iconBg);
    expect(typeof calculator.featured).toBe('boolean');
    for (const day of [calculator.publishedAt, calculator.updatedAt]) {
      expect(day).toMatch(ISO_DAY);
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    }
    expect(calculator.updatedAt >= calculator.publishedAt).toBe(true);
    expect(calculator.keywords).toBe(calculator.keywords.toLowerCase());
  });

  it.each(calculators)('$slug is related only to other calculators that exist', (calculator) => {
    for (const related of calculator.related) expect(slugs).toContain(related);
    expect(calculator.related).not.toContain(calculator.slug);
    expect(new Set(calculator.related).size).toBe(calculator.related.length);
  });

  it.each(calculators)(
    '$slug names a group exactly when its category has groups, and one of them',
    (calculator) => {
      const category = categories.find((c) => c.slug === calculator.category) as CategorySeed;
      if (category.groups) expect(category.groups).toContain(calculator.group);
      else expect(calculator.group).toBeUndefined();
    },
  );

  it('groups the calculators of every category of more than 20, and fills every group', () => {
    for (const category of categories as readonly CategorySeed[]) {
      const inCategory = calculators.filter((c) => c.category === category.slug);
      // Named groups are for categories of more than about 20 calculators (issue 29): a longer
      // list without them is hard to scan.
      if (!category.groups) {
        expect(inCategory.length, category.slug).toBeLessThanOrEqual(20);
        continue;
      }
      for (const group of category.groups) {
        expect(
          inCategory.some((c) => c.group === group),
          `${category.slug}: ${group}`,
        ).toBe(true);
      }
      expect(inCategory.length, category.slug).toBeGreaterThan(20);
    }
  });
});
