import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../site.ts';
import { expectOneH1AndTitle, headingTexts, openPage } from './pageTestUtils.ts';

describe('the terms of service', () => {
  it('shows every section in order, under the laws of India', async () => {
    await openPage('/terms', 'Terms of Service');
    await expectOneH1AndTitle('Terms of Service');
    expect(headingTexts(2)).toEqual([
      'Acceptance of Terms',
      'Use Licence',
      'Disclaimer',
      'Limitations',
      'Accuracy of Materials',
      'Links',
      'Modifications',
      'Governing Law',
      'Contact Us',
    ]);
    const law = screen.getByRole('region', { name: 'Governing Law' });
    expect(
      within(law).getByText(/governed by and interpreted under the laws of India/),
    ).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
  });
});
