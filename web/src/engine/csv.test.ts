import { describe, expect, it } from 'vitest';
import { csvFileName, csvNumber, csvText, fixedTableCsv, scheduleCsv, tableCsv } from './csv.ts';
import type { Schedule } from './definition.ts';

describe('CSV text (RFC 4180)', () => {
  it('ends every record with CRLF and separates fields with commas', () => {
    expect(
      csvText([
        ['Year', 'Balance'],
        ['1', '100.00'],
      ]),
    ).toBe('Year,Balance\r\n1,100.00\r\n');
  });

  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvText([['Loan, home', 'He said "hi"', 'two\nlines', 'cr\rhere', 'plain']])).toBe(
      '"Loan, home","He said ""hi""","two\nlines","cr\rhere",plain\r\n',
    );
    expect(csvText([['"', ',', '']])).toBe('"""",",",\r\n');
  });

  it('writes an empty cell as nothing between commas', () => {
    expect(csvText([['Total', null, '5.00']])).toBe('Total,,5.00\r\n');
  });
});

describe('numbers in CSV', () => {
  it.each([
    [1234567.891, 2, '1234567.89'],
    [1081.575, 2, '1081.58'], // half-up on the decimal written, not the binary 1081.57499…
    [0.005, 2, '0.01'],
    [-1.005, 2, '-1.01'],
    [-0.001, 2, '0.00'], // never '-0.00'
    [1161695.4, 0, '1161695'],
    [1161695.5, 0, '1161696'],
    [1e21, 2, '1000000000000000000000.00'], // never an exponent
    [12, 0, '12'],
  ])('%s to %s decimals is %s', (value, decimals, expected) => {
    expect(csvNumber(value, decimals)).toBe(expected);
  });

  it('leaves a value that is not a number empty', () => {
    expect(csvNumber(NaN, 2)).toBeNull();
    expect(csvNumber(Infinity, 2)).toBeNull();
  });
});

describe('a definition’s table as CSV', () => {
  it('has the shown columns’ labels, then the rows in plain numbers as shown', () => {
    const columns = [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'interest', label: 'Interest, paid', format: 'money' },
      { id: 'rate', label: 'Rate', format: 'percent' },
      { id: 'ratio', label: 'Ratio', format: 'number' },
    ] as const;
    const rows = [
      { year: 1, interest: 84236.4949, rate: 9, ratio: 1.23456 },
      { year: 2, interest: 1234567.005, rate: 9.125, ratio: 0 },
    ];
    expect(tableCsv(columns, rows, 2)).toBe(
      'Year,"Interest, paid",Rate,Ratio\r\n' +
        '1,84236.49,9.00,1.23\r\n' +
        '2,1234567.01,9.13,0.00\r\n',
    );
    // Whole units where the page shows whole rupees.
    expect(tableCsv([columns[1]], [{ interest: 2499.5 }], 0)).toBe('"Interest, paid"\r\n2500\r\n');
  });
});

const schedule: Schedule = {
  columns: ['Payment', 'Principal', 'Interest', 'Balance'],
  annualCaption: 'By loan year',
  monthlyCaption: 'By month',
  years: [
    {
      label: 'Year 1',
      range: 'Jan 2025 – Feb 2025',
      cells: [2000, 1980.01, 19.99, 0],
      months: [
        { label: 'Jan 2025', sub: 'Payment 1', cells: [1000, 987.5, 12.5, 1012.5] },
        { label: 'Feb 2025', sub: 'Payment 2', cells: [1000, 992.51, 7.49, 0] },
      ],
    },
  ],
  total: [2000, 1980.01, 19.99, 0],
};

describe('a schedule as CSV', () => {
  it('gives a row a year, with its months in words, and the totals', () => {
    expect(scheduleCsv(schedule, 'annual')).toBe(
      'Year,Months,Payment,Principal,Interest,Balance\r\n' +
        'Year 1,Jan 2025 – Feb 2025,2000.00,1980.01,19.99,0.00\r\n' +
        'Total,,2000.00,1980.01,19.99,0.00\r\n',
    );
  });

  it('gives a row a month, with its year and detail, and the totals', () => {
    expect(scheduleCsv(schedule, 'monthly')).toBe(
      'Year,Month,Detail,Payment,Principal,Interest,Balance\r\n' +
        'Year 1,Jan 2025,Payment 1,1000.00,987.50,12.50,1012.50\r\n' +
        'Year 1,Feb 2025,Payment 2,1000.00,992.51,7.49,0.00\r\n' +
        'Total,,,2000.00,1980.01,19.99,0.00\r\n',
    );
  });
});

describe('a fixed table as CSV', () => {
  it('keeps the first column as written and drops the grouping of the figures', () => {
    expect(
      fixedTableCsv(
        ['Currency', 'Rate'],
        [
          ['Japanese yen (JPY)', '150.76'],
          ['Made-up, large', '1,234.50'],
        ],
      ),
    ).toBe('Currency,Rate\r\nJapanese yen (JPY),150.76\r\n"Made-up, large",1234.50\r\n');
  });
});

describe('file names', () => {
  it('are named after the calculator, and the table when there are several', () => {
    expect(csvFileName('loan-emi-calculator')).toBe('loan-emi-calculator.csv');
    expect(csvFileName('mortgage-calculator', 'Monthly schedule')).toBe(
      'mortgage-calculator-monthly-schedule.csv',
    );
  });
});
