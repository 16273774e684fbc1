import { describe, expect, it } from 'vitest';
import concrete from '../calculators/concrete-calculator.ts';
import debtPayoff from '../calculators/debt-payoff-calculator.ts';
import bmi from '../calculators/bmi-calculator.ts';
import gpa from '../calculators/gpa-calculator.ts';
import profitMargin from '../calculators/profit-margin-calculator.ts';
import salary from '../calculators/salary-converter.ts';
import { linkNotes as notesOf } from './linkNotes.ts';

const TODAY = '2026-12-02';

/** The notes' texts. */
const linkNotes = (...args: Parameters<typeof notesOf>) =>
  notesOf(...args).map((note) => note.text);

describe('what a link asks for that the page shows otherwise', () => {
  it('is nothing for a link the page reads as it is, in any case', () => {
    expect(linkNotes(salary, { amount: '25', period: 'WEEKLY' }, TODAY)).toEqual([]);
    expect(linkNotes(concrete, { length: '12', lengthUnit: 'M' }, TODAY)).toEqual([]);
    expect(linkNotes(salary, { amount: '25', period: '' }, TODAY)).toEqual([]);
  });

  it('names an option no choice has, and the option shown instead', () => {
    expect(linkNotes(salary, { amount: '25', period: 'fortnightly' }, TODAY)).toEqual([
      'The link’s period=fortnightly is not one of the choices for “Paid”, so the page shows ' +
        '“Per hour”.',
    ]);
  });

  it('names a unit no menu has, and the unit shown instead', () => {
    expect(linkNotes(concrete, { length: '12', lengthUnit: 'furlong' }, TODAY)).toEqual([
      'The link’s lengthUnit=furlong is not a unit of “Length”, so the page shows it in feet.',
    ]);
  });

  it('says a list of rows is cut to the most it takes, and which row has an unknown option', () => {
    const sixteen = Array.from({ length: 16 }, () => '1000');
    expect(linkNotes(debtPayoff, { balance: sixteen.join('~') }, TODAY)).toEqual([
      'The link lists 16 debts; a calculation takes at most 15, so the page shows the first 15.',
    ]);
    expect(linkNotes(gpa, { grade: 'a~e~b', credits: '3~3~3' }, TODAY)).toEqual([
      'The link’s grade=e (course 2) is not one of the choices for “Grade”, so the page shows ' +
        '“— (no grade)”.',
    ]);
  });

  it('counts the rows of a list by its columns that make rows, not by an optional one', () => {
    // Twenty-five levels for three courses name three rows (a list takes 20), and only those
    // rows' levels are read.
    const levels = ['ap', 'honors', 'regular', ...Array.from({ length: 22 }, () => 'x')];
    expect(
      linkNotes(gpa, { grade: 'a~b~c', credits: '3~3~3', level: levels.join('~') }, TODAY),
    ).toEqual([]);
    expect(linkNotes(gpa, { grade: 'a~b', credits: '3~3', level: 'ap~x~x' }, TODAY)).toEqual([
      'The link’s level=x (course 2) is not one of the choices for “Level”, so the page shows ' +
        '“Regular”.',
    ]);
  });

  it('names an unknown the calculator cannot solve for, and the one it solves for instead', () => {
    expect(linkNotes(profitMargin, { solve: 'price', cost: '5' }, TODAY)).toEqual([]);
    expect(linkNotes(profitMargin, { solve: 'profit', cost: '5' }, TODAY)).toEqual([
      'The link’s solve=profit is not a value this calculator solves for, so it solves for ' +
        '“Profit margin”.',
    ]);
  });

  it('says nothing of an unknown its other choices hide, as the page writes such links itself', () => {
    // Solving for weight, then switching to imperial units, leaves solve=weight in the link.
    expect(linkNotes(bmi, { unit: 'imperial', solve: 'weight' }, TODAY)).toEqual([]);
  });

  it('names the parameters each note is about, so an edit of them settles it', () => {
    expect(notesOf(salary, { period: 'fortnightly' }, TODAY)[0]!.params).toEqual(['period']);
    expect(notesOf(concrete, { lengthUnit: 'furlong' }, TODAY)[0]!.params).toEqual(['lengthUnit']);
    // Every column of the list, the course level too: an edit of any of them settles it.
    expect(notesOf(gpa, { grade: 'e', credits: '3' }, TODAY)[0]!.params).toEqual([
      'grade',
      'credits',
      'level',
    ]);
  });

  it('quotes a long text cut short', () => {
    const [note] = linkNotes(salary, { period: 'x'.repeat(100) }, TODAY);
    expect(note).toContain(`period=${'x'.repeat(24)}… is not`);
  });
});
