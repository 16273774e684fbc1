import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faqs } from './faqs.ts';
import { expectOneH1AndTitle, headingTexts, openPage } from './pageTestUtils.ts';

function question(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

describe('the FAQ page', () => {
  it('lists ten questions, all closed, then the Still Have Questions? block', async () => {
    await openPage('/faq', 'Frequently Asked Questions');
    await expectOneH1AndTitle('Frequently Asked Questions');
    expect(faqs).toHaveLength(10);
    expect(headingTexts(2)).toEqual([...faqs.map((faq) => faq.question), 'Still Have Questions?']);
    for (const faq of faqs)
      expect(question(faq.question)).toHaveAttribute('aria-expanded', 'false');
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(10);
  });

  it('keeps one question open at a time, and the open one can be closed', async () => {
    const user = userEvent.setup();
    await openPage('/faq', 'Frequently Asked Questions');
    const [first, second] = [faqs[0]!, faqs[5]!];

    await user.click(question(first.question));
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText(first.answer)).toBeVisible());

    await user.click(question(second.question));
    expect(question(second.question)).toHaveAttribute('aria-expanded', 'true');
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByText(second.answer)).toBeVisible());
    await waitFor(() => expect(screen.getByText(first.answer)).not.toBeVisible());
    expect(
      screen
        .getAllByRole('button', { expanded: true })
        .filter((button) => faqs.some((faq) => faq.question === button.textContent)),
    ).toHaveLength(1);

    await user.click(question(second.question));
    for (const faq of faqs)
      expect(question(faq.question)).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.getByText(second.answer)).not.toBeVisible());
  });

  it('opens a question from the keyboard', async () => {
    const user = userEvent.setup();
    await openPage('/faq', 'Frequently Asked Questions');
    question(faqs[2]!.question).focus();
    await user.keyboard('{Enter}');
    expect(question(faqs[2]!.question)).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText(faqs[2]!.answer)).toBeVisible());
  });

  it('answers the questions the spec names', async () => {
    const byValue = Object.fromEntries(faqs.map((faq) => [faq.value, faq.answer]));
    expect(byValue.free).toMatch(/^Yes\./);
    expect(byValue.stored).toMatch(/^No\. Calculations run in your browser/);
    expect(byValue.mobile).toMatch(/^Yes\. The site is responsive/);
    expect(byValue.embed).toMatch(/^Not at the moment\./);
    expect(byValue.offline).toMatch(/^No\./);
    expect(byValue['currency-rates']).toMatch(/demonstration rates, not live/);
    expect(byValue['video-downloader']).toMatch(/videos you own or have permission/);
  });

  it('links Still Have Questions? to the contact page', async () => {
    await openPage('/faq', 'Frequently Asked Questions');
    const block = screen.getByRole('region', { name: 'Still Have Questions?' });
    expect(within(block).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
