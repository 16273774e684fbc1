import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bmi from '../calculators/bmi-calculator.ts';
import caloriesBurned from '../calculators/calories-burned-calculator.ts';
import gpa from '../calculators/gpa-calculator.ts';
import loanEmi from '../calculators/loan-emi-calculator.ts';
import salary from '../calculators/salary-converter.ts';
import overtime from '../calculators/overtime-calculator.ts';
import randomPicker from '../calculators/random-picker.ts';
import rounding from '../calculators/rounding-calculator.ts';
import sampleSize from '../calculators/sample-size-calculator.ts';
import scientific from '../calculators/scientific-calculator.ts';
import triangle from '../calculators/triangle-calculator.ts';
import usIncomeTax from '../calculators/us-income-tax-calculator.ts';
import weightLoss from '../calculators/weight-loss-calculator.ts';
import { partsLoaded, renderWithRouter } from '../test/render.tsx';
import type { AnyCalculator } from './definition.ts';
import { DefinitionPage } from './DefinitionPage.tsx';

// The prose under a calculator (About, its bands, the FAQ) reads as the results above it do: in
// the visitor's number signs, its citations as their sources number them.

function renderPage(definition: AnyCalculator, about = 'An opening paragraph.', query = '') {
  renderWithRouter(
    <DefinitionPage definition={definition} calculatorId={1} name="Calculator" about={about} />,
    `/calculator/${definition.slug}${query}`,
  );
}

/** The browser's languages, as a visitor's. */
function speak(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]!);
}
afterEach(() => {
  vi.restoreAllMocks();
});

const about = () => screen.getByRole('region', { name: 'About this calculator' });
const faq = () => screen.getByRole('region', { name: 'Frequently asked questions' });

describe('the prose of a calculator page in a German browser', () => {
  it('writes About, its bands and the FAQ as Germans write numbers', async () => {
    speak('de-DE');
    renderPage(bmi, 'A BMI of 24.96 shows as 25.0.');
    await partsLoaded();
    expect(within(about()).getByText('A BMI of 24,96 shows as 25,0.')).toBeInTheDocument();
    expect(within(about()).getByText(/^Below 18,5/)).toBeInTheDocument();
    expect(
      within(faq()).getByText(/At 70 kg and 1,70 m, BMI = 70 ÷ 2,89 = 24,2\./),
    ).toBeInTheDocument();
    const answers = [...faq().querySelectorAll('p')].map((answer) => answer.textContent);
    expect(answers.join(' ')).not.toMatch(/\d\.\d/);
  });

  it('keeps a citation’s section as its source numbers it', async () => {
    speak('de-DE');
    renderPage(sampleSize);
    await partsLoaded();
    expect(within(about()).getByText(/Wiley 1977, §4\.4\): n₀ = z²/)).toBeInTheDocument();
    expect(about().textContent).toContain('1,96');
  });

  it('leaves the FAQ’s structured data as written, for search engines', async () => {
    speak('de-DE');
    renderPage(bmi);
    await partsLoaded();
    const data = document.querySelector('script[type="application/ld+json"]')!.textContent!;
    expect(data).toContain('At 70 kg and 1.70 m');
  });

  it('keeps the prose of a page whose figures are its input’s as written', async () => {
    speak('de-DE');
    renderPage(scientific);
    await partsLoaded();
    expect(`${about().textContent}${faq().textContent}`).toMatch(/\d\.\d/);
  });
});

describe('the labels of a calculator’s fields in a German browser', () => {
  it('write their figures as Germans write numbers, as the hints and steps do', async () => {
    speak('de-DE');
    renderPage(caloriesBurned);
    await partsLoaded();
    expect(screen.getByRole('option', { name: 'Yoga, Hatha (2,3 MET)' })).toBeInTheDocument();
    expect(
      screen.getByRole('radio', {
        name: '3,5 ml of oxygen per kg per minute: MET × 3,5 × kg ÷ 200 a minute (ACSM, ACE)',
      }),
    ).toBeInTheDocument();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options.join(' ')).not.toMatch(/\d\.\d/);
  });

  it('and so do a field’s label and the published checks that repeat it', async () => {
    speak('de-DE');
    renderPage(overtime);
    await partsLoaded();
    expect(screen.getByLabelText('Overtime hours (1,5×)')).toBeInTheDocument();
    // The published checks repeat the label with each case's inputs.
    const inputs = [...document.querySelectorAll('.check-inputs')].map((line) => line.textContent);
    expect(inputs.join(' ')).toContain('Overtime hours (1,5×): ');
    expect(screen.queryByText(/1\.5×/)).toBeNull();
  });

  it('writes a number field’s presets in German signs', async () => {
    speak('de-DE');
    renderPage(rounding, undefined, '?to=multiple');
    await partsLoaded();
    expect(screen.getByRole('button', { name: '0,05' })).toBeInTheDocument();
  });

  it('writes a row’s choices and a text field’s hint in German signs', async () => {
    speak('de-DE');
    renderPage(gpa);
    await partsLoaded();
    // The rows draw as their code arrives.
    expect((await screen.findAllByRole('option', { name: 'A− (3,7)' })).length).toBeGreaterThan(0);
    // A table's download button is named as its caption reads.
    expect(
      await screen.findByRole('button', { name: 'Download CSV of Grade points on the 4,0 scale' }),
    ).toBeInTheDocument();
    cleanup();
    renderPage(randomPicker);
    await partsLoaded();
    expect(screen.getByText(/^One a line, up to 1\.000\./)).toBeInTheDocument();
  });
});

describe('the prose of a calculator page in an English browser', () => {
  it('is as the module writes it', async () => {
    speak('en-US');
    renderPage(bmi);
    await partsLoaded();
    expect(
      within(about()).getByText(/a BMI of 24\.96 shows as 25\.0, Overweight/),
    ).toBeInTheDocument();
  });
});

describe('what a calculation says beside its results, in a German browser', () => {
  it('writes a check of several fields in German signs, as the fields are typed', async () => {
    speak('de-DE');
    renderPage(triangle, undefined, '?a=1.5&b=2.25&c=1200');
    await partsLoaded();
    // '1,200' would read as 1,2 there, shorter than 3,75: the sentence would be untrue.
    expect(
      screen.getByText(/c = 1\.200 is not shorter than a \+ b = 1,5 \+ 2,25 = 3,75\./),
    ).toBeInTheDocument();
  });

  it('writes the notes under the results and the rules as of a date in German signs', async () => {
    speak('de-DE');
    renderPage(weightLoss);
    await partsLoaded();
    expect(screen.getByText(/lowers weight by about 1 lb \(0,45 kg\)/)).toBeInTheDocument();
    cleanup();
    renderPage(usIncomeTax, undefined, '?taxYear=2026&status=single&income=75000');
    await partsLoaded();
    const rules = await screen.findByRole('region', { name: /^Rules as of/ });
    expect(rules).toHaveTextContent('standard deduction $16.100 (single)');
    expect(rules).toHaveTextContent('Rev. Proc. 2025-32');
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .join(' '),
    ).not.toMatch(/\$\d+,\d{3}/);
  });
});

describe('a link the page reads otherwise than it asks', () => {
  it('says which option it shows for one the link names that does not exist', async () => {
    renderPage(gpa, 'About.', '?grade=a~e~b&credits=3~3~3');
    await partsLoaded();
    expect(
      screen.getByText(
        'The link’s grade=e (course 2) is not one of the choices for “Grade”, so the page ' +
          'shows “— (no grade)”.',
      ),
    ).toBeInTheDocument();
  });

  it('settles a note once the visitor edits what it is about, not on another edit', async () => {
    renderPage(salary, 'About.', '?amount=25&period=fortnightly');
    await partsLoaded();
    const note = /The link’s period=fortnightly is not one of the choices/;
    expect(screen.getByText(note)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Pay'), { target: { value: '30' } });
    expect(screen.getByText(note)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Paid'), { target: { value: 'weekly' } });
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('reads a link of a former shape as today’s before it says anything', async () => {
    // solve=years was the loan EMI's tenure before it was counted in months.
    renderPage(loanEmi, 'About.', '?principal=100000&rate=10&years=5&solve=years');
    await partsLoaded();
    expect(screen.queryByText(/The link’s/)).not.toBeInTheDocument();
  });

  it('says nothing for a link it reads as it is, nor without a link', async () => {
    renderPage(gpa, 'About.', '?grade=a~b~b&credits=3~3~3');
    await partsLoaded();
    expect(screen.queryByText(/The link’s/)).not.toBeInTheDocument();
    cleanup();
    renderPage(gpa);
    await partsLoaded();
    expect(screen.queryByText(/The link’s/)).not.toBeInTheDocument();
  });
});
