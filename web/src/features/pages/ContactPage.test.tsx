import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/ui/toaster.tsx';
import { site } from '../../site.ts';
import { sentContactMessageBody, sentContactMessages } from '../../test/handlers/pages.ts';
import { server } from '../../test/server.ts';
import { openPage } from './pageTestUtils.ts';

const fieldNames = ['Name', 'Email', 'Subject', 'Message'] as const;

function field(name: (typeof fieldNames)[number]): HTMLInputElement | HTMLTextAreaElement {
  return screen.getByRole('textbox', { name });
}

async function openContactPage() {
  const user = userEvent.setup();
  await openPage('/contact', 'Contact Us');
  return user;
}

async function fill(user: UserEvent, values: Record<(typeof fieldNames)[number], string>) {
  for (const name of fieldNames) {
    await user.clear(field(name));
    if (values[name]) await user.type(field(name), values[name]);
  }
}

const valid = {
  Name: '  Priya Raman  ',
  Email: ' priya@example.com ',
  Subject: '  Mortgage question ',
  Message: '  How is the monthly payment worked out?  ',
};

/** Lets pending requests and renders settle, so that "nothing was sent" can be observed. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

beforeEach(() => {
  sentContactMessages.length = 0;
  // The toaster is one store for the whole module; start every test without toasts.
  toaster.remove();
});

describe('the contact page', () => {
  it('shows the contact details and a labelled form', async () => {
    await openContactPage();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Get in Touch', 'Send Us a Message']);
    expect(within(main).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(within(main).getByText('TN, India')).toBeInTheDocument();
    expect(within(main).getByText('Usually within 24-48 hours')).toBeInTheDocument();
    for (const name of fieldNames) expect(field(name)).toHaveValue('');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Message')).toHaveAttribute('rows', '5');
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toHaveAttribute('novalidate');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await waitFor(() => expect(document.title).toBe(`Contact Us | ${site.name}`));
  });

  it('shows each message under its field on submit with bad values, and sends nothing', async () => {
    const user = await openContactPage();
    for (const name of fieldNames) {
      expect(field(name)).not.toHaveAttribute('aria-invalid');
    }
    // Values that only pass when their spaces are counted: the checks apply to trimmed values.
    await fill(user, {
      Name: ' A  ',
      Email: 'priya@example',
      Subject: ' Hi   ',
      Message: ' Too short ',
    });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const expected = {
      Name: 'Name must be at least 2 characters',
      Email: 'Please enter a valid email address',
      Subject: 'Subject must be at least 5 characters',
      Message: 'Message must be at least 10 characters',
    };
    for (const name of fieldNames) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      expect(field(name)).toHaveAccessibleDescription(expected[name]);
      expect(field(name)).toHaveAccessibleErrorMessage(expected[name]);
      // The message sits in the field's own group, under its input.
      const group = field(name).closest<HTMLElement>('[data-part="root"]');
      expect(group).not.toBeNull();
      const message = within(group!).getByText(expected[name]);
      expect(field(name).compareDocumentPosition(message)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    expect(field('Name')).toHaveFocus();
    await settle();
    expect(sentContactMessages).toEqual([]);
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();
  });

  it('shows all four messages when the form is submitted empty', async () => {
    const user = await openContactPage();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    await settle();
    expect(sentContactMessages).toEqual([]);
  });

  it('clears a message once its field is corrected after a submit', async () => {
    const user = await openContactPage();
    await fill(user, { ...valid, Email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
    await user.type(field('Email'), '@example.org');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the trimmed values, says Sending..., then thanks the visitor and resets', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      graphql.mutation('SendContactMessage', async ({ variables }) => {
        sentContactMessages.push(variables.input);
        await gate;
        return HttpResponse.json(sentContactMessageBody('7'));
      }),
    );
    const user = await openContactPage();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    await waitFor(() => expect(sentContactMessages).toHaveLength(1));
    expect(sentContactMessages[0]).toEqual({
      name: 'Priya Raman',
      email: 'priya@example.com',
      subject: 'Mortgage question',
      message: 'How is the monthly payment worked out?',
    });
    release();

    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for contacting us. We'll get back to you soon!"),
    ).toBeInTheDocument();
    for (const name of fieldNames) expect(field(name)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const name of fieldNames) expect(field(name)).not.toHaveAttribute('aria-invalid');
  });

  it("keeps the values and shows the server's message when the server refuses them", async () => {
    server.use(
      graphql.mutation('SendContactMessage', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'email: Please enter a valid email address',
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        }),
      ),
    );
    const user = await openContactPage();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(2); // toast + field
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue(valid.Name);
    // An e-mail input's value drops surrounding spaces by itself (HTML value sanitisation).
    expect(field('Email')).toHaveValue(valid.Email.trim());
    expect(field('Subject')).toHaveValue(valid.Subject);
    expect(field('Message')).toHaveValue(valid.Message);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps the values and shows the fallback message when the message cannot be sent', async () => {
    server.use(
      graphql.mutation('SendContactMessage', async () => {
        await delay(10);
        return HttpResponse.error();
      }),
    );
    const user = await openContactPage();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByText('Your message could not be sent. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(field('Name')).toHaveValue(valid.Name);
    expect(field('Message')).toHaveValue(valid.Message);
    for (const name of fieldNames) expect(field(name)).not.toHaveAttribute('aria-invalid');
  });
});
