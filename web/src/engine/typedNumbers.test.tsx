import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import average from '../calculators/average-calculator.ts';
import bmi from '../calculators/bmi-calculator.ts';
import colorConverter from '../calculators/color-converter.ts';
import scientific from '../calculators/scientific-calculator.ts';
import incomeTax from '../calculators/income-tax-calculator.ts';
import loanEmi from '../calculators/loan-emi-calculator.ts';
import mortgage from '../calculators/mortgage-calculator.ts';
import { partsLoaded, renderWithRouter } from '../test/render.tsx';
import type { AnyMode } from './definition.ts';
import { DefinitionCalculator } from './DefinitionCalculator.tsx';
import { ADVICE_WITHHELD } from './DefinitionResults.tsx';
import { FiguresAsWritten } from './useNumberLocale.ts';

// The frame around the number reader (issue 26, section 1): fields read in the visitor's locale
// and show a link's numbers in it, links carry numbers in one form and only valid ones, an
// emptied field stays blank, and an implausible value gives a note and no advice.

let router: ReturnType<typeof renderWithRouter>;

/** The calculator as its page draws it: its figures kept as written where it says so. */
function renderCalculator(definition: AnyMode, id: number, path = '') {
  const user = userEvent.setup({ delay: null });
  router = renderWithRouter(
    <FiguresAsWritten.Provider value={definition.figuresAsWritten ?? false}>
      <DefinitionCalculator
        definition={definition}
        calculatorId={id}
        slug={definition.slug}
        name="Calculator"
      />
    </FiguresAsWritten.Provider>,
    `/calculator/${definition.slug}${path}`,
  );
  return user;
}

const params = () => new URLSearchParams(router.state.location.search);
/** Waits longer than typing must pause before the address follows it. */
const typingPaused = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));
const result = () => screen.getAllByRole('status')[0]!;

/** The browser's languages, as a German visitor's. */
function speak(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]!);
}
afterEach(() => {
  vi.restoreAllMocks();
});

/** Replaces a field's text at once (as a paste), so that no text on the way is calculated. */
async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) {
    input.focus();
    await user.paste(text);
  }
}

describe('a field emptied', () => {
  it('stays blank where a blank is 0, and the link says 0', async () => {
    const user = renderCalculator(incomeTax, 29);
    const salary = screen.getByLabelText('Gross salary or pension (a year)');
    await retype(user, 'Gross salary or pension (a year)', '1');
    await waitFor(() => expect(params().get('salary')).toBe('1'));
    await user.type(salary, '{Backspace}');
    await waitFor(() => expect(params().get('salary')).toBe('0'));
    expect(salary).toHaveValue('');
  });
});

describe('a link', () => {
  it('keeps the last valid value while a field holds one that is not', async () => {
    const user = renderCalculator(loanEmi, 12);
    await retype(user, 'Loan amount', '250000');
    await waitFor(() => expect(params().get('principal')).toBe('250000'));
    await retype(user, 'Loan amount', '250000x');
    expect(screen.getByText('Enter a number')).toBeInTheDocument();
    await typingPaused();
    expect(params().get('principal')).toBe('250000');
    // The field keeps what was typed.
    expect(screen.getByLabelText('Loan amount')).toHaveValue('250000x');
    await retype(user, 'Loan amount', '0');
    await typingPaused();
    expect(params().get('principal')).toBe('250000');
  });

  it('carries amounts without grouping or signs, as typed in India', async () => {
    const user = renderCalculator(loanEmi, 12);
    await retype(user, 'Loan amount', '₹25,00,000');
    await waitFor(() => expect(params().get('principal')).toBe('2500000'));
    expect(screen.getByLabelText('Loan amount')).toHaveValue('₹25,00,000');
    expect(within(result()).getByText('₹21,695.58')).toBeInTheDocument();
  });

  it('follows typing once it pauses, and at once when the visitor leaves the field', async () => {
    const user = renderCalculator(loanEmi, 12);
    const writes: string[] = [];
    const stop = router.subscribe((state) => writes.push(state.location.search));
    const amount = screen.getByLabelText('Loan amount');
    await user.clear(amount);
    await user.type(amount, '250000');
    // Each key is calculated (the EMI is a tenth of ₹25 lakh's ₹21,695.58, below), but the
    // address is not written with each.
    expect(within(result()).getByText('₹2,169.56')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await waitFor(() => expect(params().get('principal')).toBe('250000'));
    expect(writes).toHaveLength(1);

    await user.type(amount, '0');
    await user.tab();
    expect(params().get('principal')).toBe('2500000');
    expect(writes).toHaveLength(2);
    await typingPaused();
    expect(writes).toHaveLength(2);
    stop();
  });

  it('tells a visitor in the United States to use a point for decimals', async () => {
    const user = renderCalculator(loanEmi, 12);
    await retype(user, 'Interest rate (per year)', '8,5');
    expect(screen.getByText('Use a point for decimals: 8.5')).toBeInTheDocument();
    expect(screen.getByLabelText('Interest rate (per year)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('a German visitor', () => {
  it('sees a link’s numbers as Germans write them, and types them so', async () => {
    speak('de-DE', 'de');
    const user = renderCalculator(mortgage, 4, '?amount=250000&rate=5.25');
    await partsLoaded();
    expect(screen.getByLabelText('Interest rate')).toHaveValue('5,25');
    expect(screen.getByLabelText('Loan amount')).toHaveValue('250000');
    // 250,000 at 5.25 % for 30 years: $1,380.51, shown as the fields are typed.
    expect(within(result()).getByText('$1.380,51')).toBeInTheDocument();
    expect(screen.queryByText('$1,380.51')).toBeNull();

    await retype(user, 'Loan amount', '200.000');
    await retype(user, 'Interest rate', '4,5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(within(result()).getByText('$1.013,37')).toBeInTheDocument();
    expect(screen.getByText('Read as 200000: the point separates thousands')).toBeInTheDocument();
    // The link carries the numbers in one form (both are the defaults now, so it leaves them out).
    expect(params().get('amount')).toBeNull();
    expect(params().get('rate')).toBeNull();
    expect(screen.getByLabelText('Loan amount')).toHaveValue('200.000');
    expect(screen.getByLabelText('Loan term')).toHaveValue('30');

    await retype(user, 'Interest rate', '4,75');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(params().get('rate')).toBe('4.75');
    expect(screen.getByLabelText('Interest rate')).toHaveValue('4,75');
  });

  it('is told how to write a decimal point', async () => {
    speak('de-DE');
    const user = renderCalculator(loanEmi, 12);
    await retype(user, 'Interest rate (per year)', '8.75');
    expect(screen.getByText('Use a comma for decimals: 8,75')).toBeInTheDocument();
    // A limit is written as Germans write numbers: "₹10,000 crore" reads as 10 crore there.
    await retype(user, 'Loan amount', '200.000.000.000');
    expect(screen.getByText('The loan amount can be at most ₹10.000 crore')).toBeInTheDocument();
    // 3.875 fits a German's grouping, as 3875: past the limit, the message says how it was read.
    await retype(user, 'Interest rate (per year)', '3.875');
    expect(
      screen.getByText(
        'The interest rate can be at most 50%. Read as 3875: the point separates thousands; use a comma for decimals: 3,875',
      ),
    ).toBeInTheDocument();
    // The link keeps the last valid rate: the default, which it leaves out.
    await typingPaused();
    expect(params().get('rate')).toBeNull();
  });

  it('follows a link opened while the page is open, shown as Germans write it', async () => {
    speak('de-DE');
    const user = renderCalculator(loanEmi, 12);
    await retype(user, 'Interest rate (per year)', '9,5');
    await waitFor(() => expect(params().get('rate')).toBe('9.5'));
    await act(() => router.navigate('/calculator/loan-emi-calculator?rate=7.25&months=120'));
    expect(screen.getByLabelText('Interest rate (per year)')).toHaveValue('7,25');
    expect(screen.getByLabelText('Loan tenure')).toHaveValue('120');
  });
});

describe('a list of numbers', () => {
  it('is read as a German types it, linked in one form, and a link’s shown the German way', async () => {
    speak('de-DE');
    const user = renderCalculator(average, 43, '?numbers=1.5,2.5,4');
    await partsLoaded();
    // 12,15 would be a German's 12.15: the link's list keeps its numbers apart.
    expect(screen.getByLabelText('Numbers')).toHaveValue('1,5, 2,5, 4');
    // (1.5 + 2.5 + 4) ÷ 3 = 2.666….
    expect(within(result()).getByText('≈ 2,6666666667')).toBeInTheDocument();

    // Read as typed, "4,5 3,2 2,8" was six numbers with a mean of 4; it is 3 with a mean of 3.5.
    await retype(user, 'Numbers', '4,5 3,2 2,8');
    await waitFor(() => expect(params().get('numbers')).toBe('4.5 3.2 2.8'));
    expect(within(result()).getByText('3,5')).toBeInTheDocument();
    await retype(user, 'Numbers', '4.5 3');
    expect(screen.getByText('“4.5”: use a comma for decimals: 4,5')).toBeInTheDocument();
    // As under a number field, a reading a link would not take is said: (1000 + 2000) ÷ 2.
    await retype(user, 'Numbers', '1.000 2.000');
    expect(
      screen.getByText('Read “1.000” as 1000: the point separates thousands'),
    ).toBeInTheDocument();
    // 1,500 would read as one and a half in Germany.
    await waitFor(() => expect(within(result()).getByText('1.500')).toBeInTheDocument());
    expect(screen.getByText('Mean = sum ÷ count = 3000 ÷ 2 = 1.500')).toBeInTheDocument();
  });

  it('refuses a number grouped by commas where commas separate the numbers', async () => {
    const user = renderCalculator(average, 43);
    await retype(user, 'Numbers', '1,00,000 2,00,000');
    expect(
      screen.getByText('“1,00,000”: write 100000, without commas between its digits'),
    ).toBeInTheDocument();
  });
});

describe('results in a German browser', () => {
  it('write figures as the fields are typed, but a colour value as CSS takes it', async () => {
    speak('de-DE');
    renderCalculator(colorConverter, 99);
    await partsLoaded();
    // hsv(270, 66,7%, 60%) would be four numbers to CSS: the value keeps its point…
    expect(screen.getByText('hsv(270, 66.7%, 60%)')).toBeInTheDocument();
    // …while the steps read as Germans write numbers.
    expect(
      screen.getByText(
        'HSV: value = largest = 60%; saturation = (largest − smallest) ÷ largest = 66,7%.',
      ),
    ).toBeInTheDocument();
  });
});

describe('a calculator whose input is code, in a German browser', () => {
  it('keeps its figures as its input takes them: 32.5, not 32,5', async () => {
    speak('de-DE');
    renderCalculator(scientific, 98, '?expr=1.5%2B31');
    await partsLoaded();
    expect(within(result()).getByText('32.5')).toBeInTheDocument();
    expect(screen.queryByText('32,5')).toBeNull();
  });
});

describe('an implausible value', () => {
  it('gives a BMI for a height of 17 cm with a note, but no category and no advice', async () => {
    const user = renderCalculator(bmi, 1);
    await screen.findByRole('tab', { name: 'Metric' });
    await retype(user, 'Height (cm)', '17');
    await user.click(screen.getByRole('button', { name: 'Calculate BMI' }));
    expect(within(result()).getByText('2,422.1')).toBeInTheDocument();
    const note = 'Check the height: adults on record measure from 54.6 cm to 272 cm';
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.getByLabelText('Height (cm)')).toHaveAccessibleDescription(note);
    expect(screen.getByText(ADVICE_WITHHELD)).toBeInTheDocument();
    // Not in the results, their facts, nor how they were calculated.
    expect(document.body).not.toHaveTextContent('Lose');
    expect(document.body).not.toHaveTextContent('Healthy weight');
    expect(document.body).not.toHaveTextContent('Obese');
    const how = screen.getByRole('region', { name: 'How this was calculated' });
    expect(how).toHaveTextContent('Rounded to one decimal: 2,422.1');
    expect(screen.queryByTestId('band-marker')).toBeNull();

    // A plausible height brings the advice back.
    await retype(user, 'Height (cm)', '170');
    await user.click(screen.getByRole('button', { name: 'Calculate BMI' }));
    expect(screen.queryByText(note)).toBeNull();
    expect(screen.queryByText(ADVICE_WITHHELD)).toBeNull();
    expect(document.body).toHaveTextContent('Healthy weight for your height');
  });
});
