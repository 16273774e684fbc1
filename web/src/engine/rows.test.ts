import { describe, expect, it } from 'vitest';
import { LINK_LOCALE, numberLocaleOf } from './numberText.ts';
import {
  addRow,
  canonicalRows,
  editCell,
  readRows,
  removeRow,
  rowsField,
  rowsTextIn,
  rowTexts,
} from './rows.ts';

// Lists of rows: each column's texts joined by `~` under the column's URL parameter.

const courses = rowsField({
  label: 'Courses',
  row: 'Course',
  add: 'Add a course',
  min: 1,
  max: 4,
  columns: {
    grade: {
      kind: 'choice',
      label: 'Grade',
      default: 'none',
      options: [
        { value: 'none', label: '—' },
        { value: 'a', label: 'A' },
        { value: 'b-plus', label: 'B+' },
      ],
    },
    credits: {
      kind: 'number',
      label: 'Credits',
      default: '',
      min: 0,
      max: 30,
      blankValue: 0,
      messages: { required: 'Enter the credits', min: 'Not negative', max: 'At most 30' },
    },
  },
  default: [
    { grade: 'a', credits: '3' },
    { grade: 'b-plus', credits: '4' },
  ],
  checkRow: (row) => (row.grade !== 'none' && row.credits === 0 ? { credits: 'Credits?' } : {}),
});
const GERMANY = numberLocaleOf('de-DE');

describe('lists of rows', () => {
  it('split each column’s text into rows, the default rows without one', () => {
    expect(rowTexts(courses, {})).toEqual([
      { grade: 'a', credits: '3' },
      { grade: 'b-plus', credits: '4' },
    ]);
    expect(rowTexts(courses, { grade: 'A~B-PLUS~a', credits: '3~4' })).toEqual([
      { grade: 'A', credits: '3' },
      { grade: 'B-PLUS', credits: '4' },
      // A shorter column's missing cells are blank.
      { grade: 'a', credits: '' },
    ]);
    // A link naming more rows than the list takes opens on the first `max`.
    expect(rowTexts(courses, { grade: 'a~a~a~a~a~a', credits: '1~2~3~4~5~6' })).toHaveLength(4);
  });

  it('add a row of the columns’ defaults, up to the most, and remove one, down to the fewest', () => {
    expect(addRow(courses, {})).toEqual({ grade: 'a~b-plus~none', credits: '3~4~' });
    const full = { grade: 'a~a~a~a', credits: '1~2~3~4' };
    expect(addRow(courses, full)).toEqual(full);
    expect(removeRow(courses, full, 1)).toEqual({ grade: 'a~a~a', credits: '1~3~4' });
    expect(removeRow(courses, { grade: 'a', credits: '3' }, 0)).toEqual({
      grade: 'a',
      credits: '3',
    });
  });

  it('edit a cell, dropping a typed ~, which would split its row in two', () => {
    expect(editCell(courses, {}, 1, 'credits', '4.5')).toEqual({
      grade: 'a~b-plus',
      credits: '3~4.5',
    });
    expect(editCell(courses, {}, 0, 'credits', '3~5')).toEqual({
      grade: 'a~b-plus',
      credits: '35~4',
    });
  });

  it('read each row, numbers in the visitor’s signs, a message for each cell at fault', () => {
    expect(readRows(courses, { grade: 'A~b-plus', credits: '1,5~4' }, GERMANY)).toEqual({
      value: [
        { grade: 'a', credits: 1.5 },
        { grade: 'b-plus', credits: 4 },
      ],
      errors: {},
    });
    const { errors } = readRows(courses, { grade: 'a~a~none', credits: '31~~x' }, LINK_LOCALE);
    expect(errors).toEqual({
      'credits.1': 'At most 30',
      // A blank is 0 credits, valid alone; the row's own check asks for them.
      'credits.2': 'Credits?',
      'credits.3': 'Enter a number',
    });
  });

  it('write links with numbers in their canonical form, and none while a cell is invalid', () => {
    expect(canonicalRows(courses, { grade: 'A~b-plus', credits: '1,5~4' }, GERMANY)).toEqual({
      grade: 'a~b-plus',
      credits: '1.5~4',
    });
    expect(canonicalRows(courses, { credits: '3~x' }, LINK_LOCALE)).toBeNull();
    expect(rowsTextIn(courses, { credits: '1.5~4' }, LINK_LOCALE, GERMANY)).toEqual({
      credits: '1,5~4',
    });
  });

  it('carry their columns as URL parameters, and own the messages of their cells', () => {
    const { io } = courses;
    expect(io.params(courses, 'courses')).toEqual({ grade: 'a~b-plus', credits: '3~4' });
    expect(io.owns(courses, 'courses', 'credits.12')).toBe(true);
    expect(io.owns(courses, 'courses', 'courses')).toBe(true);
    expect(io.owns(courses, 'courses', 'creditsTotal')).toBe(false);
    expect(io.shown(courses, 'courses', {})).toEqual([
      { label: 'Course 1', text: 'Grade A, credits 3' },
      { label: 'Course 2', text: 'Grade B+, credits 4' },
    ]);
  });

  it('take a column added later as optional: links without it keep their rows, and carry it only when set', () => {
    const levels = rowsField({
      label: 'Courses',
      row: 'Course',
      add: 'Add a course',
      min: 1,
      max: 4,
      columns: {
        grade: courses.columns.grade,
        credits: courses.columns.credits,
        level: {
          kind: 'choice',
          label: 'Level',
          default: 'regular',
          options: [
            { value: 'regular', label: 'Regular' },
            { value: 'honors', label: 'Honors' },
          ],
        },
      },
      optional: ['level'],
      default: [
        { grade: 'a', credits: '3', level: 'regular' },
        { grade: 'b-plus', credits: '4', level: 'regular' },
      ],
    });
    // Its default rows are all the column's default, so a link need not carry it.
    expect(levels.io.params(levels, 'courses')).toEqual({
      grade: 'a~b-plus',
      credits: '3~4',
      level: '',
    });
    // A link of three courses from before the column: three rows, each of the default level.
    const before = { grade: 'a~b-plus~a', credits: '3~4~2', level: '' };
    expect(readRows(levels, before, LINK_LOCALE).value).toEqual([
      { grade: 'a', credits: 3, level: 'regular' },
      { grade: 'b-plus', credits: 4, level: 'regular' },
      { grade: 'a', credits: 2, level: 'regular' },
    ]);
    // Nor does a level given for fewer rows make or drop any.
    expect(rowTexts(levels, { ...before, level: 'honors' })).toHaveLength(3);
    expect(rowTexts(levels, { ...before, level: 'honors~~~honors' })).toHaveLength(3);
    // Set on one row, the link carries every row's; set back, none.
    const set = editCell(levels, before, 1, 'level', 'honors');
    expect(set.level).toBe('regular~honors~regular');
    expect(addRow(levels, set).level).toBe('regular~honors~regular~regular');
    expect(editCell(levels, set, 1, 'level', 'regular').level).toBe('');
    expect(canonicalRows(levels, before, LINK_LOCALE)!.level).toBe('');
    expect(canonicalRows(levels, set, LINK_LOCALE)!.level).toBe('regular~honors~regular');
    // A published case names a row's level only where it is not the default, as a link does.
    expect(levels.io.shown(levels, 'courses', set).map((row) => row.text)).toEqual([
      'Grade A, credits 3',
      'Grade B+, credits 4, level Honors',
      'Grade A, credits 2',
    ]);
  });

  it("show a published case's numbers as its other inputs are, grouped and read", () => {
    const flows = rowsField({
      label: 'Cash flows',
      row: 'Cash flow',
      add: 'Add a cash flow',
      min: 1,
      max: 4,
      columns: {
        amount: { kind: 'money', label: 'Amount', default: '', min: -1e9, max: 1e9 },
      },
      default: [{ amount: '-70000' }, { amount: '12000.5' }],
    });
    expect(flows.io.shown(flows, 'flows', {}).map((row) => row.text)).toEqual([
      'Amount -70,000',
      'Amount 12,000.5',
    ]);
    // A text that does not read as a number stays as written.
    expect(flows.io.shown(flows, 'flows', { amount: 'x~' })[0]!.text).toBe('Amount x');
  });
});
