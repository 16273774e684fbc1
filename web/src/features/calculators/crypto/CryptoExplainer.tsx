import { Box, Heading, Link, List, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection } from '../../../components/PageSection.tsx';
import { SentenceText } from '../../../engine/FigureText.tsx';
import { useQueryParams } from '../../../ssr/queryParams.ts';
import { CONVERTER_HEADING_ID } from './cryptoTool.ts';

// The crypto converter page's text (spec section 2, Crypto converter page): what the tool is,
// how to use it in five steps, why rates move, popular pairs (each a link that opens the tool
// on that pair), benefits, the disclaimer and the related calculators.

const PAGE_PATH = '/calculator/crypto-converter';

function Strong({ children }: { children: ReactNode }) {
  return (
    <Text as="strong" color="fg" fontWeight="semibold">
      {children}
    </Text>
  );
}

const STEPS: { title: string; text: string }[] = [
  {
    title: 'Enter the amount',
    text: 'Type how much you want to convert: any number of 0 or more, decimals included (for example 0.25 BTC or 1500 USD).',
  },
  {
    title: 'Choose the source currency',
    text: 'Pick the currency you have in the From list. Choosing a cryptocurrency converts it into a world (fiat) currency.',
  },
  {
    title: 'Choose the target currency',
    text: 'Pick the currency you want in the To list. Choosing a cryptocurrency here converts a world currency into it, using the inverted price. The swap button exchanges the two.',
  },
  {
    title: 'View the result',
    text: 'The converted amount appears at once, with the exchange rate to six decimal places and the time the price was last updated.',
  },
  {
    title: 'Refresh the rates',
    text: 'Crypto prices move all the time. Press Refresh Rates to fetch the latest price before you rely on a figure.',
  },
];

const FACTORS: { title: string; text: string }[] = [
  {
    title: 'Supply and demand',
    text: 'Most coins have a fixed or slowly growing supply, so a rush of buyers or sellers moves the price quickly.',
  },
  {
    title: 'Market sentiment and news',
    text: 'Headlines, social media and the moves of large holders can lift or sink prices within minutes.',
  },
  {
    title: 'Regulation',
    text: 'New rules, bans or approvals in large economies change who can buy and hold a coin.',
  },
  {
    title: 'Trading volume and liquidity',
    text: 'Coins traded in small volumes jump further on each large order than Bitcoin or Ethereum do.',
  },
  {
    title: 'Technology and security',
    text: 'Network upgrades, outages and hacks of exchanges change how much people trust a coin.',
  },
  {
    title: 'The wider economy',
    text: 'Interest rates, inflation and the strength of the US dollar move crypto prices along with other investments.',
  },
];

interface PopularPair {
  label: string;
  from: string;
  to: string;
}

const POPULAR_PAIRS: { pairs: PopularPair[]; text: string }[] = [
  {
    pairs: [{ label: 'BTC to USD', from: 'bitcoin', to: 'usd' }],
    text: 'the most traded pair and the benchmark price of Bitcoin.',
  },
  {
    pairs: [{ label: 'ETH to USD', from: 'ethereum', to: 'usd' }],
    text: 'the price of Ether, the coin of the Ethereum network.',
  },
  {
    pairs: [{ label: 'BTC to ETH', from: 'bitcoin', to: 'ethereum' }],
    text: 'how many Ether one Bitcoin buys.',
  },
  {
    pairs: [{ label: 'USDT to BTC', from: 'tether', to: 'bitcoin' }],
    text: 'how much Bitcoin the dollar-pegged stablecoin Tether buys.',
  },
  {
    pairs: [
      { label: 'BTC to EUR', from: 'bitcoin', to: 'eur' },
      { label: 'BTC to GBP', from: 'bitcoin', to: 'gbp' },
      { label: 'BTC to JPY', from: 'bitcoin', to: 'jpy' },
    ],
    text: 'the price of Bitcoin in euros, British pounds and Japanese yen.',
  },
];

const BENEFITS: { title: string; text: string }[] = [
  {
    title: 'Market prices',
    text: 'Rates come from a public price service and are at most about a minute old.',
  },
  {
    title: 'Both directions',
    text: 'Convert a coin into a world currency or a world currency into a coin, and swap them with one click.',
  },
  {
    title: 'Free and simple',
    text: 'No sign-up, no fees and no adverts between you and the result.',
  },
  {
    title: 'Easy to share',
    text: 'The page address keeps your amount and currencies, so a shared link opens the same conversion.',
  },
  {
    title: 'Works everywhere',
    text: 'The converter works on phones, tablets and computers, in light and dark mode.',
  },
];

const RELATED = [
  {
    to: '/calculator/sip-calculator',
    name: 'SIP Calculator',
    text: 'See what a monthly investment grows to.',
  },
  {
    to: '/calculator/currency-converter',
    name: 'Currency Converter',
    text: 'Convert between ten major world currencies.',
  },
  {
    to: '/calculator/investment-calculator',
    name: 'Investment Calculator',
    text: 'Project the growth of a lump sum and regular contributions.',
  },
];

/** Brings the converter into view and moves keyboard focus to it. */
function showConverter() {
  const heading = document.getElementById(CONVERTER_HEADING_ID);
  heading?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

/** A link that opens the converter on a pair, keeping the amount the visitor entered. */
function PairLink({ pair }: { pair: PopularPair }) {
  const [params] = useQueryParams();
  const search = new URLSearchParams();
  const amount = params.get('amount');
  if (amount !== null) search.set('amount', amount);
  search.set('from', pair.from);
  search.set('to', pair.to);
  return (
    <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
      <RouterLink
        to={{ pathname: PAGE_PATH, search: `?${search.toString()}` }}
        onClick={showConverter}
      >
        {pair.label}
      </RouterLink>
    </Link>
  );
}

/** The explainer sections below the tool. */
export function CryptoExplainer() {
  return (
    <>
      <PageSection
        headingId="what-is-crypto-converter"
        heading="What is a cryptocurrency converter?"
        prose
      >
        <Text>
          A cryptocurrency converter tells you what an amount of one currency is worth in another at
          the current market price. This one converts between ten popular cryptocurrencies (Bitcoin,
          Ethereum, Tether, Binance Coin, XRP, Cardano, Solana, Dogecoin, Polkadot and Avalanche)
          and ten world currencies, including the US dollar, the euro, the Japanese yen, the British
          pound and the Indian rupee.
        </Text>
        <Text>
          It is handy for checking what your coins are worth, what a purchase will cost before you
          place an order, or how one coin compares with another.
        </Text>
      </PageSection>

      <PageSection headingId="how-to-use-crypto-converter" heading="How to use the converter" prose>
        <List.Root as="ol" gap="3" ps="5">
          {STEPS.map((step) => (
            <List.Item key={step.title}>
              {/* In the visitor's signs, as the amount is typed ('0,25 BTC' in Germany). */}
              <Strong>{step.title}.</Strong> <SentenceText text={step.text} />
            </List.Item>
          ))}
        </List.Root>
      </PageSection>

      <PageSection headingId="crypto-rate-factors" heading="Why cryptocurrency rates change" prose>
        <Text>
          Cryptocurrency prices are far more volatile than world currencies: a coin can move several
          percent in an hour. The main forces behind the moves are:
        </Text>
        <List.Root gap="2" ps="5">
          {FACTORS.map((factor) => (
            <List.Item key={factor.title}>
              <Strong>{factor.title}:</Strong> {factor.text}
            </List.Item>
          ))}
        </List.Root>
      </PageSection>

      <PageSection headingId="popular-crypto-pairs" heading="Popular conversion pairs" prose>
        <Text>Open the converter on one of the most asked-for pairs:</Text>
        <List.Root gap="2" ps="5">
          {POPULAR_PAIRS.map((item) => (
            <List.Item key={item.pairs.map((pair) => pair.label).join()}>
              {item.pairs.map((pair, index) => (
                <Box as="span" key={pair.label}>
                  {index > 0 && (index === item.pairs.length - 1 ? ' and ' : ', ')}
                  <PairLink pair={pair} />
                </Box>
              ))}
              : {item.text}
            </List.Item>
          ))}
        </List.Root>
      </PageSection>

      <PageSection headingId="crypto-converter-benefits" heading="Benefits of this converter" prose>
        <List.Root gap="2" ps="5">
          {BENEFITS.map((benefit) => (
            <List.Item key={benefit.title}>
              <Strong>{benefit.title}:</Strong> {benefit.text}
            </List.Item>
          ))}
        </List.Root>
      </PageSection>

      <Box
        as="aside"
        aria-labelledby="crypto-disclaimer"
        borderWidth="1px"
        borderColor="border"
        borderLeftWidth="4px"
        borderLeftColor="orange.solid"
        bg="bg.muted"
        rounded="md"
        p={{ base: '4', md: '5' }}
      >
        <Heading as="h2" id="crypto-disclaimer" size="md" mb="2">
          Disclaimer
        </Heading>
        <Text color="fg.muted" lineHeight="tall">
          This converter is for information only and is not financial advice. Rates come from a
          public price service (
          <Link
            href="https://www.coingecko.com/"
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            textDecoration="underline"
          >
            CoinGecko
          </Link>
          ) and may be delayed; the price on an exchange can differ and adds its own fees and
          spreads. Check with your exchange or a financial adviser before you buy, sell or trade.
        </Text>
      </Box>

      <Box as="nav" aria-labelledby="related-calculators" className="no-print">
        <Heading as="h2" id="related-calculators" size={{ base: 'lg', md: 'xl' }} mb="3">
          Related calculators
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {RELATED.map((item) => (
            <Link
              key={item.to}
              asChild
              display="block"
              bg="surface"
              borderWidth="1px"
              borderColor="border"
              rounded="lg"
              p="4"
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
            >
              <RouterLink to={item.to}>
                <Text as="span" display="block" fontWeight="semibold" color="brand.fg">
                  {item.name}
                </Text>
                <Text as="span" display="block" fontSize="sm" color="fg.muted">
                  {item.text}
                </Text>
              </RouterLink>
            </Link>
          ))}
        </SimpleGrid>
      </Box>
    </>
  );
}
