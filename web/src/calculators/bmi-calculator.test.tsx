import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usageCalls } from '../test/handlers/analytics.ts';
import { renderWithRouter, partsLoaded } from '../test/render.tsx';
import { DefinitionCalculator } from '../engine/DefinitionCalculator.tsx';
import { evaluate } from '../engine/evaluate.ts';
import bmi from './bmi-calculator.ts';

const PATH = '/calculator/bmi-calculator';

function renderAt(entry = PATH) {
  const user = userEvent.setup();
  const router = renderWithRouter(
    <DefinitionCalculator
      definition={bmi}
      calculatorId={1}
      slug={bmi.slug}
      name="BMI calculator"
    />,
    entry,
  );
  return { user, router };
}

/** The visible unit panel (the hidden one is left out of role queries). */
function panel() {
  return within(screen.getByRole('tabpanel'));
}

function result() {
  return screen.getByRole('status');
}

/** Lets any in-flight analytics POST land, so "no call was made" can really fail. */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 100));
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = panel().getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

async function chooseUnit(user: ReturnType<typeof userEvent.setup>, name: 'Metric' | 'Imperial') {
  // The tabs' code loads with the first calculator that draws tabs.
  await user.click(await screen.findByRole('tab', { name }));
  await waitFor(() => {
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });
}

function calculate(user: ReturnType<typeof userEvent.setup>) {
  return user.click(screen.getByRole('button', { name: 'Calculate BMI' }));
}

/** The legend item of the visitor's band. */
function currentBand() {
  const legend = screen.getByRole('list', { name: 'BMI categories' });
  const current = within(legend)
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'true');
  expect(current).toHaveLength(1);
  const [item] = current;
  if (!item) throw new Error('No band is highlighted');
  return item;
}

describe('the BMI calculator', () => {
  it('starts in metric with 70 kg and 170 cm, and shows no result before Calculate', async () => {
    renderAt();
    expect(await screen.findByRole('tab', { name: 'Metric' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(panel().getByLabelText('Weight (kg)')).toHaveValue('70');
    expect(panel().getByLabelText('Height (cm)')).toHaveValue('170');
    expect(result()).toHaveAttribute('aria-live', 'polite');
    expect(result()).toHaveTextContent(
      'Enter your weight and height, then press Calculate BMI to see your result.',
    );
    expect(result()).not.toHaveTextContent(/24\.2|Normal weight/);
    expect(screen.queryByRole('list', { name: 'BMI categories' })).not.toBeInTheDocument();
    await settle();
    expect(usageCalls()).toEqual([]);
  });

  it('imperial defaults are 154 lbs, 5 ft, 10 in', async () => {
    const { user } = renderAt();
    await chooseUnit(user, 'Imperial');
    expect(panel().getByLabelText('Weight (lbs)')).toHaveValue('154');
    expect(panel().getByLabelText('Height (ft)')).toHaveValue('5');
    expect(panel().getByLabelText('Height (in)')).toHaveValue('10');
  });

  it('Calculate BMI shows 24.2 Normal weight, writes the URL and records usage', async () => {
    const { user, router } = renderAt();
    await calculate(user);
    await partsLoaded();
    // 70 ÷ 1.7² = 24.22 (spec default).
    await waitFor(() => expect(result()).toHaveTextContent('Your BMI24.2Normal weight'));
    expect(result()).toHaveTextContent('For 70 kg, 170 cm');
    expect(router.state.location.search).toBe('?unit=metric&weight=70&heightCm=170');

    // The band scale loads on its own (lazy): on a busy machine it may draw after the result.
    await waitFor(() => expect(currentBand()).toHaveTextContent('18.5-24.9Normal weight'));
    expect(screen.getByText('Healthy weight for your height').nextSibling).toHaveTextContent(
      '53.5 kg – 72.0 kg',
    );
    expect(screen.getByText('BMI Prime').nextSibling).toHaveTextContent('0.97');
    // 70 ÷ 1.7³ = 70 ÷ 4.913 = 14.248 kg/m³, 14.2 to one decimal.
    expect(screen.getByText('Ponderal Index').nextSibling).toHaveTextContent('14.2 kg/m³');
    expect(screen.queryByText('To reach a healthy weight')).not.toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'How this was calculated' });
    expect(how).toHaveTextContent('Height in metres = 170 ÷ 100 = 1.7 m');
    expect(how).toHaveTextContent('BMI = weight ÷ height² = 70 ÷ 1.7² = 70 ÷ 2.89 ≈ 24.22');
    expect(how).toHaveTextContent('Rounded to one decimal: 24.2, in the band 18.5-24.9');
    // 18.5 × 2.89 = 53.465 and 24.9 × 2.89 = 71.961, shown to 0.1: '≈'.
    expect(how).toHaveTextContent('Healthy weight = 18.5 × 2.89 to 24.9 × 2.89 ≈ 53.5 to 72.0 kg');
    expect(how).toHaveTextContent(
      'Ponderal Index = weight ÷ height³ = 70 ÷ 1.7³ = 70 ÷ 4.913 ≈ 14.2 kg/m³',
    );

    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    await settle();
    expect(usageCalls()).toEqual([
      {
        path: 'calculator-usage',
        body: {
          calculatorId: 1,
          calculatorSlug: 'bmi-calculator',
          inputs: { unit: 'metric', weight: 70, heightCm: 170 },
        },
      },
    ]);
  });

  it('imperial: 154 lbs, 5 ft 10 in is 22.1 Normal weight, with the imperial payload', async () => {
    const { user, router } = renderAt();
    await chooseUnit(user, 'Imperial');
    await calculate(user);
    // 154 × 0.453592 ÷ 1.778² = 22.10 (NIH: 154 × 703 ÷ 70² = 22.09).
    await waitFor(() => expect(result()).toHaveTextContent('Your BMI22.1Normal weight'));
    expect(result()).toHaveTextContent('For 154 lbs, 5 ft 10 in');
    expect(router.state.location.search).toBe(
      '?unit=imperial&weightLbs=154&heightFt=5&heightIn=10',
    );
    // calculator.net gives 128.9 lbs for BMI 18.5 at 5 ft 10 in; 24.9 gives 173.5 lbs.
    expect(screen.getByText('Healthy weight for your height').nextSibling).toHaveTextContent(
      '128.9 lbs – 173.5 lbs',
    );
    expect(screen.getByText('BMI Prime').nextSibling).toHaveTextContent('0.88');
    const how = screen.getByRole('region', { name: 'How this was calculated' });
    expect(how).toHaveTextContent('Weight in kg = 154 × 0.453592 = 69.853168 kg');
    expect(how).toHaveTextContent('Height in cm = 5 × 30.48 + 10 × 2.54 = 177.8 cm = 1.778 m');

    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    expect(usageCalls()[0]?.body).toEqual({
      calculatorId: 1,
      calculatorSlug: 'bmi-calculator',
      inputs: { unit: 'imperial', weightLbs: 154, heightFt: 5, heightIn: 10 },
    });
  });

  it.each([
    // [weight kg, BMI shown, category, advice] at 170 cm, worked by hand (kg ÷ 2.89)
    ['50', '17.3', 'Underweight', 'Gain 3.5 kg to reach a BMI of 18.5.'], // 53.465 − 50
    ['80', '27.7', 'Overweight', 'Lose 8.0 kg to reach a BMI of 24.9.'], // 80 − 71.961
    ['95', '32.9', 'Obese', 'Lose 23.0 kg to reach a BMI of 24.9.'], // 95 − 71.961
  ])('%s kg at 170 cm is %s, %s', async (weight, bmi, category, advice) => {
    const { user } = renderAt();
    await replace(user, 'Weight (kg)', weight);
    await calculate(user);
    await waitFor(() => expect(result()).toHaveTextContent(`Your BMI${bmi}${category}`));
    await waitFor(() => expect(currentBand()).toHaveTextContent(category));
    expect(screen.getByText('To reach a healthy weight').nextSibling).toHaveTextContent(advice);
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    expect(usageCalls()[0]?.body.inputs).toEqual({
      unit: 'metric',
      weight: Number(weight),
      heightCm: 170,
    });
  });

  it('colours the category: green for Normal weight, red for Obese', async () => {
    const { user } = renderAt();
    await calculate(user);
    // The badge names its band's palette, which the site's stylesheet colours (jsdom does not
    // apply it: bmi.e2e.ts checks the colours in a browser); the scale's segment is styled here.
    const badge = await within(result()).findByText('Normal weight');
    expect(badge).toHaveAttribute('data-palette', 'green');
    await waitFor(() =>
      expect(
        getComputedStyle(currentBand()).getPropertyValue('--chakra-colors-color-palette-fg'),
      ).toContain('green'),
    );

    await replace(user, 'Weight (kg)', '95');
    await calculate(user);
    const obese = await within(result()).findByText('Obese');
    expect(obese).toHaveAttribute('data-palette', 'red');
  });

  it('keeps the result until Calculate is pressed again, and records each press', async () => {
    const { user } = renderAt();
    await calculate(user);
    await waitFor(() => expect(result()).toHaveTextContent('24.2'));
    await replace(user, 'Height (cm)', '180');
    expect(result()).toHaveTextContent('24.2');
    await calculate(user);
    // 70 ÷ 1.8² = 21.60
    await waitFor(() => expect(result()).toHaveTextContent('Your BMI21.6Normal weight'));
    await calculate(user);
    await waitFor(() => expect(usageCalls()).toHaveLength(3));
  });

  it('calculates when Enter is pressed in a field', async () => {
    const { user } = renderAt();
    await replace(user, 'Weight (kg)', '65');
    await user.type(panel().getByLabelText('Height (cm)'), '{Backspace}{Backspace}{Backspace}180');
    await user.keyboard('{Enter}');
    // calculator.net default, 65 kg at 180 cm: BMI 20.1.
    await waitFor(() => expect(result()).toHaveTextContent('Your BMI20.1Normal weight'));
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
  });

  it('switching the unit keeps the shown result, and does not calculate', async () => {
    const { user } = renderAt();
    await calculate(user);
    await waitFor(() => expect(result()).toHaveTextContent('24.2'));
    await chooseUnit(user, 'Imperial');
    expect(result()).toHaveTextContent('Your BMI24.2Normal weightFor 70 kg, 170 cm');
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    await settle();
    expect(usageCalls()).toHaveLength(1);
  });

  it('works the healthy range from the figures shown: = where exact, small ends not shown as 0.0', () => {
    const texts = (heightCm: string) => ({ unit: 'metric', weight: '70', heightCm });
    const healthy = (heightCm: string) => {
      const { values, results } = evaluate(bmi, texts(heightCm), '2026-12-05');
      return {
        step: bmi.steps(values as never, results as never).at(-1),
        fact: bmi.facts!(values as never, results as never)[0]!.text,
      };
    };
    // 2 m: 18.5 × 4 = 74 and 24.9 × 4 = 99.6 exactly.
    expect(healthy('200')).toEqual({
      step: 'Healthy weight = 18.5 × 4 to 24.9 × 4 = 74.0 to 99.6 kg',
      fact: '74.0 kg – 99.6 kg',
    });
    // 1 cm (a typing slip the page flags): 18.5 × 0.0001 = 0.00185 and 24.9 × 0.0001 = 0.00249.
    expect(healthy('1').fact).toBe('0.0019 kg – 0.0025 kg');
    // 70 ÷ 0.01³ = 70 ÷ 0.000001 = 70,000,000 exactly (a double reads 69,999,999.99999999).
    const { values, results } = evaluate(bmi, texts('1'), '2026-12-05');
    expect(bmi.steps(values as never, results as never)).toContain(
      'Ponderal Index = weight ÷ height³ = 70 ÷ 0.01³ = 70 ÷ 0.000001 = 70,000,000 kg/m³',
    );
  });

  describe('never shows NaN or Infinity', () => {
    it('a blank height asks for one and records nothing', async () => {
      const { user } = renderAt();
      await replace(user, 'Height (cm)', '');
      await calculate(user);
      await waitFor(() =>
        expect(result()).toHaveTextContent('Correct the marked field to see the result.'),
      );
      expect(result()).not.toHaveTextContent(/NaN|Infinity|Underweight|Obese/);
      expect(panel().getByLabelText('Height (cm)')).toHaveAttribute('aria-invalid', 'true');
      expect(panel().getByLabelText('Height (cm)')).toHaveAccessibleDescription(
        'Enter a height above 0',
      );
      expect(panel().getByLabelText('Weight (kg)')).not.toHaveAttribute('aria-invalid');
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('a zero height asks for one, and keeps the last result marked out of date', async () => {
      const { user } = renderAt();
      await calculate(user);
      await waitFor(() => expect(result()).toHaveTextContent('Your BMI24.2'));
      await replace(user, 'Height (cm)', '0');
      await calculate(user);
      await waitFor(() =>
        expect(result()).toHaveTextContent(
          'Out of date: correct the marked field to update the result.',
        ),
      );
      expect(result()).toHaveTextContent('Your BMI24.2');
      expect(panel().getByLabelText('Height (cm)')).toHaveAccessibleDescription(
        'Enter a height above 0',
      );
      expect(screen.queryByRole('region', { name: 'How this was calculated' })).toBeNull();
    });

    it('a blank weight, then a zero imperial height, are each asked for', async () => {
      const { user } = renderAt();
      await chooseUnit(user, 'Imperial');
      await replace(user, 'Weight (lbs)', '');
      await replace(user, 'Height (ft)', '0');
      await replace(user, 'Height (in)', '');
      await calculate(user);
      await waitFor(() =>
        expect(panel().getByLabelText('Weight (lbs)')).toHaveAccessibleDescription(
          'Enter a weight above 0',
        ),
      );
      await replace(user, 'Weight (lbs)', '150');
      // Feet and inches may each be 0 or blank, but not together.
      expect(panel().getByLabelText('Height (ft)')).toHaveAccessibleDescription(
        'Enter a height above 0',
      );
      expect(result()).toHaveTextContent('Correct the marked field to see the result.');
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('a blank inches field counts as 0 inches', async () => {
      const { user, router } = renderAt();
      await chooseUnit(user, 'Imperial');
      await replace(user, 'Height (ft)', '6');
      await replace(user, 'Height (in)', '');
      await replace(user, 'Weight (lbs)', '200');
      await calculate(user);
      // NIH: 200 × 703 ÷ 72² = 27.12
      await waitFor(() => expect(result()).toHaveTextContent('Your BMI27.1Overweight'));
      // The blank is written as the 0 it was read as, so the link reopens as 6 ft 0 in.
      expect(router.state.location.search).toBe(
        '?unit=imperial&weightLbs=200&heightFt=6&heightIn=0',
      );
      await waitFor(() => expect(usageCalls()).toHaveLength(1));
      expect(usageCalls()[0]?.body.inputs).toEqual({
        unit: 'imperial',
        weightLbs: 200,
        heightFt: 6,
        heightIn: 0,
      });
    });

    it('a field corrected after a failed first Calculate asks for Calculate again', async () => {
      const { user } = renderAt();
      await replace(user, 'Weight (kg)', '');
      await calculate(user);
      await waitFor(() =>
        expect(result()).toHaveTextContent('Correct the marked field to see the result.'),
      );
      await replace(user, 'Weight (kg)', '72');
      expect(result()).toHaveTextContent('press Calculate BMI to see your result');
      expect(result()).not.toHaveTextContent('—');
    });

    it('a link with a blank inches field reopens as 0 inches', () => {
      renderAt(`${PATH}?unit=imperial&weightLbs=200&heightFt=6&heightIn=`);
      // NIH: 200 × 703 ÷ 72² = 27.12
      expect(result()).toHaveTextContent('Your BMI27.1Overweight');
    });

    it('numbers too extreme for a BMI get a message', async () => {
      const { user } = renderAt();
      await replace(user, 'Weight (kg)', '1e308');
      await replace(user, 'Height (cm)', '1');
      await calculate(user);
      await waitFor(() =>
        expect(result()).toHaveTextContent('These numbers are too large or too small'),
      );
      expect(result()).not.toHaveTextContent(/NaN|Infinity|∞/);
    });
  });

  describe('shared links', () => {
    it('a link with calculated inputs shows its result at once, without recording usage', async () => {
      renderAt(`${PATH}?unit=imperial&weightLbs=200&heightFt=6&heightIn=0`);
      expect(result()).toHaveTextContent('Your BMI27.1Overweight');
      expect(result()).toHaveTextContent('For 200 lbs, 6 ft 0 in');
      await waitFor(() => expect(currentBand()).toHaveTextContent('25-29.9Overweight'));
      expect(screen.getByRole('tab', { name: 'Imperial' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(panel().getByLabelText('Weight (lbs)')).toHaveValue('200');
      expect(panel().getByLabelText('Height (ft)')).toHaveValue('6');
      expect(panel().getByLabelText('Height (in)')).toHaveValue('0');
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('a metric link fills the metric inputs and leaves imperial at its defaults', async () => {
      const { user } = renderAt(`${PATH}?unit=metric&weight=120&heightCm=160`);
      // 120 ÷ 1.6² = 46.875
      expect(result()).toHaveTextContent('Your BMI46.9Obese');
      expect(panel().getByLabelText('Weight (kg)')).toHaveValue('120');
      await chooseUnit(user, 'Imperial');
      expect(panel().getByLabelText('Weight (lbs)')).toHaveValue('154');
    });

    it('a link with a zero height marks the field, not NaN', () => {
      renderAt(`${PATH}?unit=metric&weight=70&heightCm=0`);
      expect(result()).toHaveTextContent('Correct the marked field to see the result.');
      expect(result()).not.toHaveTextContent(/NaN|Infinity/);
      expect(panel().getByLabelText('Height (cm)')).toHaveAccessibleDescription(
        'Enter a height above 0',
      );
    });

    it('a link without a unit is in metric, the defaults filling what it leaves out', () => {
      renderAt(`${PATH}?weight=90`);
      // 90 ÷ 1.7² = 31.14
      expect(result()).toHaveTextContent('Your BMI31.1Obese');
      expect(panel().getByLabelText('Weight (kg)')).toHaveValue('90');
    });

    it('a link without inputs shows no result', () => {
      renderAt(`${PATH}?utm_source=newsletter`);
      expect(result()).toHaveTextContent('press Calculate BMI to see your result');
    });

    it('calculating in the other unit replaces the link’s inputs', async () => {
      const { user, router } = renderAt(`${PATH}?unit=imperial&weightLbs=200&heightFt=6`);
      await chooseUnit(user, 'Metric');
      await calculate(user);
      await waitFor(() =>
        expect(router.state.location.search).toBe('?unit=metric&weight=70&heightCm=170'),
      );
      expect(result()).toHaveTextContent('Your BMI24.2Normal weight');
    });
  });

  describe('solving for the weight of a BMI', () => {
    it('finds the weight for a target BMI at a height, in kg', async () => {
      const { user, router } = renderAt();
      await user.selectOptions(screen.getByLabelText('Solve for'), 'Weight (kg)');
      expect(panel().queryByLabelText('Weight (kg)')).toBeNull();
      await user.clear(screen.getByLabelText('BMI'));
      await user.type(screen.getByLabelText('BMI'), '22');
      await calculate(user);
      // 22 × 1.7² = 63.58 kg
      await waitFor(() => expect(result()).toHaveTextContent('Weight (kg)63.6'));
      expect(result()).toHaveTextContent('Your BMI22.0Normal weight');
      expect(router.state.location.search).toBe('?unit=metric&heightCm=170&bmi=22&solve=weight');
      await waitFor(() => expect(usageCalls()).toHaveLength(1));
      expect(usageCalls()[0]?.body.inputs).toEqual({
        unit: 'metric',
        weight: 63.6,
        heightCm: 170,
      });
    });

    it('in pounds: BMI 24.9 at 5 ft 10 in is 173.5 lbs (calculator.net)', () => {
      renderAt(`${PATH}?unit=imperial&heightFt=5&heightIn=10&bmi=24.9&solve=weightLbs`);
      expect(result()).toHaveTextContent('Weight (lbs)173.5');
      expect(screen.getByLabelText('Solve for')).toHaveValue('weightLbs');
    });
  });
});
