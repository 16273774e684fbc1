import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../App.tsx';
import { createApolloClient } from '../apollo/client.ts';
import { newsletterCalls } from '../test/handlers/home.ts';
import { server } from '../test/server.ts';
import { Newsletter } from './Newsletter.tsx';
import { Toaster, toaster } from './ui/toaster.tsx';

function renderNewsletter() {
  const client = createApolloClient('http://localhost/graphql');
  render(
    <AppProviders client={client}>
      <Newsletter />
      <Toaster />
    </AppProviders>,
  );
  return {
    user: userEvent.setup(),
    input: screen.getByRole('textbox', { name: 'Email address' }),
    button: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

beforeEach(() => {
  newsletterCalls.length = 0;
});

afterEach(() => {
  // The toaster is one store for the whole app; start each test without the last one's toast.
  toaster.remove();
});

describe('the newsletter box', () => {
  it('shows the heading, a labelled e-mail field and the Subscribe button', () => {
    const { input, button } = renderNewsletter();
    expect(screen.getByRole('heading', { level: 2, name: 'Stay Updated' })).toBeInTheDocument();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeEnabled();
    expect(button).toHaveAttribute('type', 'submit');
  });

  it.each([
    ['an empty', ''],
    ['a whitespace-only', '   '],
  ])('shows the Error toast for %s address and calls nothing', async (_, typed) => {
    const { user, input, button } = renderNewsletter();
    if (typed) await user.type(input, typed);
    await user.click(button);
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(newsletterCalls).toEqual([]);
    expect(button).toHaveTextContent('Subscribe');
  });

  it('shows Subscribing... with the fields disabled, then Success! and clears the field', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      graphql.mutation('SubscribeNewsletter', async ({ variables }) => {
        newsletterCalls.push(String(variables.email));
        await answered;
        return HttpResponse.json({
          data: {
            subscribeNewsletter: {
              __typename: 'NewsletterSubscription',
              email: variables.email,
              subscribedAt: '2025-03-21T00:00:00.000Z',
            },
          },
        });
      }),
    );
    const { user, input, button } = renderNewsletter();
    await user.type(input, ' reader@example.com ');
    await user.click(button);

    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(input).toBeDisabled();
    await waitFor(() => expect(newsletterCalls).toEqual(['reader@example.com']));
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();

    answer();
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText("You've been subscribed to our newsletter.")).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('submits with the Enter key', async () => {
    const { user, input } = renderNewsletter();
    await user.type(input, 'keys@example.com{Enter}');
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(newsletterCalls).toEqual(['keys@example.com']);
  });

  it("shows the server's message in an Error toast and keeps the address", async () => {
    const { user, input, button } = renderNewsletter();
    await user.type(input, 'not-an-address');
    await user.click(button);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
    expect(input).toHaveValue('not-an-address');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('shows an Error toast when the server cannot be reached', async () => {
    server.use(graphql.mutation('SubscribeNewsletter', () => HttpResponse.error()));
    const { user, input, button } = renderNewsletter();
    await user.type(input, 'reader@example.com');
    await user.click(button);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('Could not subscribe right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('reader@example.com');
  });
});
