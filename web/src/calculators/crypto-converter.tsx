import { Stack } from '@chakra-ui/react';
import { calculatorJsonLd, Seo } from '../components/seo/Seo.tsx';
import { ToolPageHeader } from '../components/ToolPageHeader.tsx';
import type { CalculatorRecord } from '../engine/record.ts';
import { CryptoConverter } from '../features/calculators/crypto/CryptoConverter.tsx';
import { CryptoExplainer } from '../features/calculators/crypto/CryptoExplainer.tsx';
import { CalculatorNotFound } from '../features/catalogue/CalculatorNotFound.tsx';
import { CalculatorPageSkeleton } from '../features/catalogue/CalculatorPageSkeleton.tsx';
import { calculatorCrumbs } from '../site.ts';
import type { ToolPageProps } from './index.ts';

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
  group: 'Investing',
  keywords: 'crypto bitcoin btc ethereum eth cryptocurrency coin',
} satisfies CalculatorRecord;

// /calculator/crypto-converter (spec section 2, Crypto converter page; Page metadata), drawn by
// the page frame with the record above, as the server has it; without one (or when it cannot be
// loaded) 'Calculator Not Found'. The rate comes from the REST API, so the page's first load
// downloads no GraphQL client.

/** The page's meta description: longer than the record's, which cards and search show. */
const DESCRIPTION =
  'Free cryptocurrency converter: convert Bitcoin, Ethereum and eight other popular coins to and from US dollars, euros, rupees and seven more world currencies at live market rates.';

export default function CryptoConverterPage({ calculator, loading }: ToolPageProps) {
  if (!calculator) return loading ? <CalculatorPageSkeleton /> : <CalculatorNotFound />;
  const { name, categoryInfo } = calculator;
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Seo
        title={name}
        description={DESCRIPTION}
        keywords="crypto converter, cryptocurrency converter, bitcoin to usd, btc to usd, eth to usd, bitcoin price"
        jsonLd={[
          calculatorJsonLd({
            name,
            description: calculator.description,
            category: categoryInfo.name,
            datePublished: calculator.publishedAt,
            dateModified: calculator.updatedAt,
          }),
        ]}
      />
      <ToolPageHeader breadcrumbs={calculatorCrumbs(categoryInfo)} title={name} printable>
        Convert Bitcoin, Ethereum and other popular cryptocurrencies to and from world currencies at
        current market prices. Enter an amount, choose two currencies and see the result at once,
        with the exchange rate and the time of the last price update.
      </ToolPageHeader>

      <CryptoConverter calculatorId={calculator.id} slug={calculator.slug} />

      <CryptoExplainer />
    </Stack>
  );
}
