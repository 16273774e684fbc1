// TDS on interest from a bank, a co-operative bank or the post office: section 194A of the
// Income-tax Act 1961, and from 1 April 2026 the table of section 393 of the Income-tax Act 2025
// with the same figures. None is deducted until a financial year's interest from one payer
// passes the threshold; then 10% (20% without a PAN, section 206AA). The Finance Act 2025 raised
// the thresholds from 1 April 2025 (Budget 2025-26; Finance Bill 2025 explanatory memorandum,
// "TDS threshold rationalization"). The TDS calculator keeps them by date; the deposit pages
// say them in words.

/** The thresholds before 1 April 2025, in rupees a financial year. */
export const BANK_INTEREST_TDS_2024 = { threshold: 40_000, seniorThreshold: 50_000, rate: 10 };

/** The thresholds from 1 April 2025, in rupees a financial year. */
export const BANK_INTEREST_TDS = { threshold: 50_000, seniorThreshold: 100_000, rate: 10 };

/** BANK_INTEREST_TDS in words, for a sentence on a deposit's page. */
export const BANK_INTEREST_TDS_WORDS =
  '₹50,000 in a financial year (₹1,00,000 for senior citizens), the thresholds since 1 April 2025';
