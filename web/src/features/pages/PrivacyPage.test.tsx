import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../site.ts';
import { expectOneH1AndTitle, headingTexts, openPage } from './pageTestUtils.ts';

describe('the privacy policy', () => {
  it('shows every section in order', async () => {
    await openPage('/privacy', 'Privacy Policy');
    await expectOneH1AndTitle('Privacy Policy');
    expect(headingTexts(2)).toEqual([
      'Introduction',
      'Information We Collect',
      'How We Use Information',
      'Cookies',
      'Third-Party Services',
      'Data Security',
      'Your Data Rights',
      "Children's Privacy",
      'Changes to This Policy',
      'Contact Us',
    ]);
    expect(screen.getByText(/not directed at children under 13/)).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
  });

  it('shows the fixed Last Updated date, whatever the day', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-07-04T10:00:00Z') });
    try {
      await openPage('/privacy', 'Privacy Policy');
      expect(screen.getByText('Last Updated: November 22, 2026')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
