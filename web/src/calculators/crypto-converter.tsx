import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 8,
  name: 'Cryptocurrency Converter',
  description:
    'Convert between popular cryptocurrencies and world currencies at live market rates.',
  category: 'finance',
  icon: 'coins',
  iconBg: 'yellow',
  featured: false,
  publishedAt: '2025-03-28',
  updatedAt: '2025-03-28',
  related: [],
  keywords: 'crypto bitcoin btc ethereum eth cryptocurrency coin',
} satisfies CalculatorRecord;

export { CryptoConverterPage as default } from '../features/calculators/crypto/CryptoConverterPage.tsx';
