import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuPrinter } from 'react-icons/lu';
import { Breadcrumbs } from '../../../components/Breadcrumbs.tsx';
import { calculatorJsonLd, Seo } from '../../../components/seo/Seo.tsx';
import { SharePopover } from '../../../components/share/SharePopover.tsx';
import { graphql } from '../../../gql';
import { CalculatorNotFound } from '../../catalogue/CalculatorNotFound.tsx';
import { CryptoConverter } from './CryptoConverter.tsx';
import { CryptoExplainer } from './CryptoExplainer.tsx';

// /calculator/crypto-converter (spec section 2, Crypto converter page; Page metadata). The page
// and its tool show at once; the catalogue record, asked for alongside, gives the structured
// data its dates, and its absence (or a failed request) shows 'Calculator Not Found'. The
// layout records this route's page view.

const TITLE = 'Cryptocurrency Converter';
const DESCRIPTION =
  'Free cryptocurrency converter: convert Bitcoin, Ethereum and eight other popular coins to and from US dollars, euros, rupees and seven more world currencies at live market rates.';
/** Spec, Page metadata: the crypto converter's published date and calculator type. */
const PUBLISHED = '2025-03-28';
const CALCULATOR_TYPE = 'Finance';

const CryptoConverterCalculatorQuery = graphql(`
  query CryptoConverterCalculator {
    calculator(slug: "crypto-converter") {
      id
      slug
      name
      description
      publishedAt
      updatedAt
    }
  }
`);

/** The day part, YYYY-MM-DD, of an ISO date and time. */
function day(dateTime: string): string {
  return dateTime.slice(0, 10);
}

export function CryptoConverterPage() {
  const { data, loading, error } = useQuery(CryptoConverterCalculatorQuery);
  const calculator = data?.calculator ?? undefined;

  if (error || (!loading && !calculator)) return <CalculatorNotFound />;

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Seo
        title={TITLE}
        description={DESCRIPTION}
        keywords="crypto converter, cryptocurrency converter, bitcoin to usd, btc to usd, eth to usd, bitcoin price"
        jsonLd={
          calculator
            ? [
                calculatorJsonLd({
                  name: calculator.name,
                  description: calculator.description,
                  category: CALCULATOR_TYPE,
                  datePublished: day(calculator.publishedAt) || PUBLISHED,
                  dateModified: day(calculator.updatedAt) || PUBLISHED,
                }),
              ]
            : []
        }
      />
      <Box>
        <Breadcrumbs
          items={[
            { label: 'Home', to: '/' },
            { label: 'Finance Calculators', to: '/category/finance' },
            { label: TITLE },
          ]}
        />
        <Flex gap="3" align="start" justify="space-between" wrap="wrap">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} flex="1" minW="0">
            {TITLE}
          </Heading>
          <HStack gap="2" className="no-print">
            <Button variant="outline" size="sm" className="no-print" onClick={() => window.print()}>
              <LuPrinter aria-hidden /> Print
            </Button>
            <SharePopover title={TITLE} />
          </HStack>
        </Flex>
        <Text mt="3" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
          Convert Bitcoin, Ethereum and other popular cryptocurrencies to and from world currencies
          at current market prices. Enter an amount, choose two currencies and see the result at
          once, with the exchange rate and the time of the last price update.
        </Text>
      </Box>

      <CryptoConverter />

      <CryptoExplainer />
    </Stack>
  );
}
