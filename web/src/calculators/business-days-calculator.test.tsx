import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { DefinitionCalculator } from '../engine/DefinitionCalculator.tsx';
import { renderWithRouter } from '../test/render.tsx';
import businessDays from './business-days-calculator.ts';

// The holiday dates box is the one text field shown only for one choice: it appears for "Dates I
// list", is read from then on, and goes (with its link parameter) for another choice.
// Microsoft's NETWORKDAYS example: 1 October 2012 to 1 March 2013 is 110 working days, 109 with
// 22 November 2012 (a Thursday) off.

it('shows the holiday dates box only while dates are to be listed, and reads it', async () => {
  const user = userEvent.setup();
  const router = renderWithRouter(
    <DefinitionCalculator
      definition={businessDays}
      calculatorId={59}
      slug={businessDays.slug}
      name="Business days calculator"
    />,
    '/calculator/business-days-calculator?from=2012-10-01&to=2013-03-01',
  );
  const headline = () => screen.getAllByRole('status')[0]!;
  await waitFor(() => expect(headline()).toHaveTextContent('110 working days'));
  expect(screen.queryByLabelText('Holiday dates')).toBeNull();

  await user.click(screen.getByRole('radio', { name: 'Dates I list' }));
  await user.type(await screen.findByLabelText('Holiday dates'), '2012-11-22');
  await waitFor(() => expect(headline()).toHaveTextContent('109 working days'));
  await user.tab();
  await waitFor(() =>
    expect(new URLSearchParams(router.state.location.search).get('holidayDates')).toBe(
      '2012-11-22',
    ),
  );

  await user.click(screen.getByRole('radio', { name: 'None' }));
  expect(screen.queryByLabelText('Holiday dates')).toBeNull();
  await waitFor(() => expect(headline()).toHaveTextContent('110 working days'));
  expect(new URLSearchParams(router.state.location.search).has('holidayDates')).toBe(false);
});
