import { ChakraProvider } from '@chakra-ui/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefinitionCalculator } from '../engine/DefinitionCalculator.tsx';
import { RenderEnvironmentContext, RENDERED_ON_ID } from '../ssr/renderEnvironment.tsx';
import { usageCalls } from '../test/handlers/analytics.ts';
import { renderWithRouter } from '../test/render.tsx';
import { system } from '../theme/system.ts';
import age from './age-calculator.ts';

const AgeCalculator = () => (
  <DefinitionCalculator definition={age} calculatorId={5} slug={age.slug} name="Age calculator" />
);

// "Today" is frozen at Wednesday 20 August 2025, midday local time. Only Date is faked, so
// timers (and user-event) run normally.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 7, 20, 12, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

function renderCalculator(path = '/calculator/age-calculator') {
  const user = userEvent.setup();
  const router = renderWithRouter(<AgeCalculator />, path);
  return { user, search: () => router.state.location.search };
}

/** The announced result: the age, and the birthday sentences. */
const result = () => screen.getAllByRole('status')[0]!;
/** Everything the calculator shows, its totals included. */
const page = () => document.body;
const birthInput = () => screen.getByLabelText('Date of birth');
const onInput = () => screen.getByLabelText('Age on');
const calculateButton = () => screen.getByRole('button', { name: 'Calculate Age' });

async function typeDate(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  text: string,
) {
  await user.clear(input);
  await user.type(input, text);
}

/** Lets any in-flight analytics POST land, so "no call was made" can really fail. */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 100));
}

describe('AgeCalculator', () => {
  it('starts with an empty date of birth, a disabled button and "Age on" today', async () => {
    renderCalculator();
    expect(birthInput()).toHaveValue('');
    expect(birthInput()).toBeRequired();
    expect(onInput()).toHaveValue('2025-08-20');
    expect(calculateButton()).toBeDisabled();
    expect(result()).toHaveTextContent('Enter a date of birth, then press Calculate Age.');
    expect(result()).toHaveAttribute('aria-live', 'polite');
    await settle();
    expect(usageCalls()).toEqual([]);
  });

  it('calculates on the button press: years, months, days, totals, weekday and next birthday', async () => {
    const { user, search } = renderCalculator();
    await typeDate(user, birthInput(), '1990-05-15');
    expect(calculateButton()).toBeEnabled();
    expect(result()).not.toHaveTextContent('35 years');

    await user.click(calculateButton());
    expect(within(result()).getByText('35 years, 3 months, 5 days')).toBeInTheDocument();
    expect(result()).toHaveTextContent('Age today, Wednesday, August 20, 2025');
    expect(page()).toHaveTextContent('Total months423 months 5 days');
    expect(page()).toHaveTextContent('Total weeks1,840 weeks 1 day');
    expect(page()).toHaveTextContent('Total days12,881 days');
    expect(result()).toHaveTextContent('Born on a Tuesday (May 15, 1990).');
    expect(result()).toHaveTextContent(
      'Next birthday: Friday, May 15, 2026, the 36th, in 268 days.',
    );
    // "Age on" today stays out of the URL, so the link shows the age on the day it is opened.
    expect(search()).toBe('?dob=1990-05-15');

    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    await settle();
    expect(usageCalls()).toEqual([
      {
        path: 'calculator-usage',
        body: {
          calculatorId: 5,
          calculatorSlug: 'age-calculator',
          inputs: { birthDate: '1990-05-15', ageYears: 35, ageMonths: 3, ageDays: 5 },
        },
      },
    ]);
  });

  it('shows how it was calculated, with the month-end and 29 February rules', async () => {
    const { user } = renderCalculator();
    await typeDate(user, birthInput(), '1990-05-15');
    await user.click(calculateButton());
    const how = screen.getByRole('region', { name: 'How this was calculated' });
    expect(how).toHaveTextContent(
      'Years: the 35th birthday, May 15, 2025, is the last on or before August 20, 2025 → 35 years.',
    );
    expect(how).toHaveTextContent(
      'Months: whole months from May 15, 2025 to August 15, 2025 → 3 months.',
    );
    expect(how).toHaveTextContent('Days: from August 15, 2025 to August 20, 2025 → 5 days.');
    expect(how).toHaveTextContent('12,881 ÷ 7 = 1,840 weeks 1 day');
    expect(how).toHaveTextContent('Total months: 35 × 12 + 3 = 423 months.');
    expect(how).toHaveTextContent(
      'So a 29 February birthday falls on 1 March in common years, as in UK law.',
    );
  });

  it('does not recalculate an edited date until the button is pressed', async () => {
    const { user } = renderCalculator();
    await typeDate(user, birthInput(), '1990-05-15');
    await user.click(calculateButton());
    await typeDate(user, birthInput(), '2000-01-01');
    expect(within(result()).getByText('35 years, 3 months, 5 days')).toBeInTheDocument();
    await user.click(calculateButton());
    expect(within(result()).getByText('25 years, 7 months, 19 days')).toBeInTheDocument();
    await waitFor(() => expect(usageCalls()).toHaveLength(2));
  });

  it('calculates when Enter is pressed in the date field (keyboard use)', async () => {
    const { user } = renderCalculator();
    await typeDate(user, birthInput(), '1925-05-15');
    await typeDate(user, onInput(), '2025-05-15');
    await user.type(onInput(), '{Enter}');
    expect(within(result()).getByText('100 years, 0 months, 0 days')).toBeInTheDocument();
    expect(result()).toHaveTextContent('Age on Thursday, May 15, 2025');
    expect(page()).toHaveTextContent('Total days36,525 days');
    expect(page()).toHaveTextContent('Total weeks5,217 weeks 6 days');
    expect(result()).toHaveTextContent('Born on a Friday');
    expect(result()).toHaveTextContent('Happy birthday! That day is the 100th birthday.');
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    expect(usageCalls()[0]?.body.inputs).toEqual({
      birthDate: '1925-05-15',
      ageYears: 100,
      ageMonths: 0,
      ageDays: 0,
    });
  });

  it('wishes a happy birthday on the day', async () => {
    const { user } = renderCalculator();
    await typeDate(user, birthInput(), '1990-08-20');
    await user.click(calculateButton());
    expect(within(result()).getByText('35 years, 0 months, 0 days')).toBeInTheDocument();
    expect(result()).toHaveTextContent('Happy birthday! Today is the 35th birthday.');
    expect(result()).not.toHaveTextContent('Next birthday');
  });

  it('a birth today is 0 days old, with the first birthday a year away', async () => {
    const { user } = renderCalculator();
    await typeDate(user, birthInput(), '2025-08-20');
    await user.click(calculateButton());
    expect(within(result()).getByText('0 years, 0 months, 0 days')).toBeInTheDocument();
    expect(page()).toHaveTextContent('Total days0 days');
    expect(result()).toHaveTextContent(
      'Next birthday: Thursday, August 20, 2026, the 1st, in 365 days.',
    );
    expect(screen.getByRole('region', { name: 'How this was calculated' })).toHaveTextContent(
      'Years: the first birthday comes after August 20, 2025 → 0 years.',
    );
  });

  describe('invalid dates give a message and no result', () => {
    it('a future date of birth', async () => {
      const { user } = renderCalculator();
      await typeDate(user, birthInput(), '2025-08-21');
      await user.click(calculateButton());
      expect(screen.getByText('The date of birth cannot be in the future.')).toBeInTheDocument();
      expect(result()).not.toHaveTextContent(/years|NaN/);
      expect(birthInput()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('region', { name: 'How this was calculated' })).toBeNull();
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('an "Age on" date before the birth', async () => {
      const { user } = renderCalculator();
      await typeDate(user, birthInput(), '2000-06-01');
      await typeDate(user, onInput(), '1999-06-01');
      await user.click(calculateButton());
      expect(
        screen.getByText('The "Age on" date cannot be before the date of birth.'),
      ).toBeInTheDocument();
      expect(onInput()).toHaveAttribute('aria-invalid', 'true');
      expect(birthInput()).not.toHaveAttribute('aria-invalid');
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('recovers once the date is fixed', async () => {
      const { user } = renderCalculator();
      await typeDate(user, birthInput(), '2030-01-01');
      await user.click(calculateButton());
      expect(screen.getByText('The date of birth cannot be in the future.')).toBeInTheDocument();
      await typeDate(user, birthInput(), '2020-01-01');
      await user.click(calculateButton());
      expect(within(result()).getByText('5 years, 7 months, 19 days')).toBeInTheDocument();
      expect(result()).not.toHaveTextContent('future');
      expect(birthInput()).not.toHaveAttribute('aria-invalid');
    });

    it('disables the button again when the date of birth is cleared', async () => {
      const { user } = renderCalculator();
      await typeDate(user, birthInput(), '1990-05-15');
      expect(calculateButton()).toBeEnabled();
      await user.clear(birthInput());
      expect(calculateButton()).toBeDisabled();
    });
  });

  describe('a shared link', () => {
    it('shows its result at once, without recording usage', async () => {
      renderCalculator('/calculator/age-calculator?dob=2000-02-29&on=2001-02-28');
      expect(birthInput()).toHaveValue('2000-02-29');
      expect(onInput()).toHaveValue('2001-02-28');
      expect(within(result()).getByText('0 years, 11 months, 30 days')).toBeInTheDocument();
      expect(result()).toHaveTextContent('Age on Wednesday, February 28, 2001');
      expect(result()).toHaveTextContent(
        'Next birthday: Thursday, March 1, 2001, the 1st, 1 day after February 28, 2001.',
      );
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('writes a chosen "Age on" date to the URL', async () => {
      const { user, search } = renderCalculator();
      await typeDate(user, birthInput(), '2001-01-31');
      await typeDate(user, onInput(), '2001-02-28');
      await user.click(calculateButton());
      expect(search()).toBe('?dob=2001-01-31&on=2001-02-28');
      expect(within(result()).getByText('0 years, 0 months, 28 days')).toBeInTheDocument();
    });

    it('with a future birth date shows the message', () => {
      renderCalculator('/calculator/age-calculator?dob=2099-01-01');
      expect(screen.getByText('The date of birth cannot be in the future.')).toBeInTheDocument();
    });
  });

  it('calculates on the day Calculate is pressed, for a page left open past midnight', async () => {
    const { user, search } = renderCalculator();
    await typeDate(user, birthInput(), '1990-05-15');
    vi.setSystemTime(new Date(2025, 7, 21, 0, 5, 0));
    await user.click(calculateButton());
    expect(onInput()).toHaveValue('2025-08-21');
    expect(result()).toHaveTextContent('Age today, Thursday, August 21, 2025');
    expect(search()).toBe('?dob=1990-05-15');
  });

  describe("in HTML from a server whose day is not the visitor's", () => {
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
      document.body.innerHTML = '';
    });

    /** The server renders on 19 August (its clock); the visitor's says 20 August. */
    async function hydrateFromServer(path: string, serverAgeOn: string) {
      const page = (environment?: { origin: string; today: string }) => {
        const router = createMemoryRouter(
          [{ path: '/calculator/age-calculator', element: <AgeCalculator /> }],
          { initialEntries: [path] },
        );
        const app = (
          <ChakraProvider value={system}>
            <RouterProvider router={router} />
          </ChakraProvider>
        );
        return environment ? (
          <RenderEnvironmentContext value={environment}>{app}</RenderEnvironmentContext>
        ) : (
          app
        );
      };
      const container = document.createElement('div');
      container.innerHTML = renderToString(page({ origin: '', today: '2025-08-19' }));
      document.body.append(container);
      const renderedOn = document.createElement('script');
      renderedOn.id = RENDERED_ON_ID;
      renderedOn.type = 'application/json';
      renderedOn.textContent = '"2025-08-19"';
      document.body.append(renderedOn);
      expect(onInput()).toHaveValue(serverAgeOn);

      const hydrationErrors: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, page(), {
          onRecoverableError: (error) => hydrationErrors.push(error),
        });
      });
      return hydrationErrors;
    }

    it("hydrates a shared link without a mismatch, then shows the visitor's today", async () => {
      const hydrationErrors = await hydrateFromServer(
        '/calculator/age-calculator?dob=1990-05-15',
        '2025-08-19',
      );
      expect(hydrationErrors).toEqual([]);
      expect(onInput()).toHaveValue('2025-08-20');
      expect(within(result()).getByText('35 years, 3 months, 5 days')).toBeInTheDocument();
      expect(result()).toHaveTextContent('Age today, Wednesday, August 20, 2025');
    });

    it('keeps an "Age on" date the link chose', async () => {
      const hydrationErrors = await hydrateFromServer(
        '/calculator/age-calculator?dob=1990-05-15&on=2000-01-01',
        '2000-01-01',
      );
      expect(hydrationErrors).toEqual([]);
      expect(onInput()).toHaveValue('2000-01-01');
    });
  });
});
