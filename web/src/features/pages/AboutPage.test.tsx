import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../site.ts';
import { expectOneH1AndTitle, headingTexts, openPage } from './pageTestUtils.ts';

describe('the about page', () => {
  it('shows the mission, the offering by category, the commitment and the contact e-mail', async () => {
    await openPage('/about', 'About Us');
    await expectOneH1AndTitle('About Us');
    expect(headingTexts(2)).toEqual([
      'Our Mission',
      'What We Offer',
      'Our Commitment',
      'Get in Touch',
    ]);
    expect(headingTexts(3)).toEqual([
      'Finance',
      'Health',
      'Math',
      'Conversion',
      'Date',
      'Free Tools',
      'Accuracy',
      'Ease of Use',
      'Accessibility',
      'Privacy',
    ]);
    const main = screen.getByRole('main');
    for (const [name, slug] of [
      ['Finance', 'finance'],
      ['Health', 'health'],
      ['Math', 'math'],
      ['Conversion', 'conversion'],
      ['Date', 'date'],
      ['Free Tools', 'free-tools'],
    ]) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', `/category/${slug}`);
    }
    expect(within(main).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
  });
});
