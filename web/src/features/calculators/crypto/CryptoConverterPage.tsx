import { Stack } from '@chakra-ui/react';
import { usePrerenderedQuery } from '../../../apollo/usePrerenderedQuery.ts';
import { calculatorJsonLd, Seo } from '../../../components/seo/Seo.tsx';
import { ToolPageHeader } from '../../../components/ToolPageHeader.tsx';
import { graphql } from '../../../gql';
import { CalculatorNotFound } from '../../catalogue/CalculatorNotFound.tsx';
import { CryptoConverter } from './CryptoConverter.tsx';
import { CryptoExplainer } from './CryptoExplainer.tsx';
import { breadcrumbTrails } from '../../../site.ts';

// /calculator/crypto-converter (spec section 2, Crypto converter page; Page metadata). The page
// and its tool show at once; the catalogue record, asked for alongside, gives the structured
// data its dates, and its absence (or a failed request) shows 'Calculator Not Found'. The record
// comes with the server's HTML and the rate from the REST API, so the page's first load downloads
// no GraphQL client. The layout records this route's page view.

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

export function CryptoConverterPage() {
  const { data, loading, error } = usePrerenderedQuery(CryptoConverterCalculatorQuery);
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
                  datePublished: calculator.publishedAt || PUBLISHED,
                  dateModified: calculator.updatedAt || PUBLISHED,
                }),
              ]
            : []
        }
      />
      <ToolPageHeader breadcrumbs={breadcrumbTrails.finance} title={TITLE} printable>
        Convert Bitcoin, Ethereum and other popular cryptocurrencies to and from world currencies at
        current market prices. Enter an amount, choose two currencies and see the result at once,
        with the exchange rate and the time of the last price update.
      </ToolPageHeader>

      <CryptoConverter />

      <CryptoExplainer />
    </Stack>
  );
}
