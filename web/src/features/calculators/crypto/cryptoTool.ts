/** The converter's inputs kept in the URL, with their defaults (spec section 9: 1 BTC to USD). */
export const CRYPTO_DEFAULTS = { amount: '1', from: 'bitcoin', to: 'usd' } as const;

/** The id of the converter's heading: the popular-pair links scroll to it and focus it. */
export const CONVERTER_HEADING_ID = 'crypto-converter-tool';
