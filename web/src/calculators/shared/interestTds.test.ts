import { describe, expect, it } from 'vitest';
import { BANK_INTEREST_TDS, BANK_INTEREST_TDS_WORDS } from './interestTds.ts';

describe('TDS on bank interest', () => {
  it('says in words the thresholds it holds, grouped as India writes them', () => {
    const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
    expect(BANK_INTEREST_TDS_WORDS).toContain(
      `${rupees(BANK_INTEREST_TDS.threshold)} in a financial year (${rupees(BANK_INTEREST_TDS.seniorThreshold)} for senior citizens)`,
    );
  });
});
