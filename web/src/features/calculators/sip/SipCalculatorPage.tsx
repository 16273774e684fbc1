import {
  Box,
  Card,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { calculatorJsonLd, Seo } from '../../../components/seo/Seo.tsx';
import { ToolPageHeader } from '../../../components/ToolPageHeader.tsx';
import { graphql } from '../../../gql';
import { CalculatorNotFound } from '../../catalogue/CalculatorNotFound.tsx';
import { SIP_CALCULATOR_SLUG, SipCalculator } from './SipCalculator.tsx';
import { PageSection } from '../../../components/PageSection.tsx';
import { SipGuide } from './SipGuide.tsx';
import { breadcrumbTrails } from '../../../site.ts';

// /calculator/sip-calculator (spec section 2, SIP page): its own frame around the SIP tool.
// The catalogue record gives the description and the structured data's dates; without it (an
// unknown calculator or a failed load) the page is 'Calculator Not Found'. The route's page view
// is recorded by the app's route tracking.

const SipCalculatorPageQuery = graphql(`
  query SipCalculatorPage($slug: String!) {
    calculator(slug: $slug) {
      id
      slug
      name
      description
      category
      categoryInfo {
        id
        slug
        name
      }
      publishedAt
      updatedAt
    }
  }
`);

export const SIP_PAGE_TITLE = 'SIP Calculator';

export const SIP_PAGE_DESCRIPTION =
  'Free SIP calculator: see what a monthly mutual fund SIP could grow to, with the amount ' +
  'invested, estimated returns, an optional annual step-up and a year-by-year table. A free ' +
  'finance calculator that runs in your browser.';

const KEYWORDS =
  'SIP calculator, systematic investment plan, mutual fund SIP, step-up SIP, SIP returns, ' +
  'finance calculator';

export const RELATED_CALCULATORS = [
  {
    to: '/calculator/mortgage-calculator',
    name: 'Mortgage Calculator',
    text: 'Work out the monthly payment, total payment and interest of a home loan.',
  },
  {
    to: '/calculator/investment-calculator',
    name: 'Investment Calculator',
    text: 'See how a lump sum grows at a steady rate of return.',
  },
  {
    to: '/calculator/percentage-calculator',
    name: 'Percentage Calculator',
    text: 'Find percentages, percentage changes and differences.',
  },
] as const;

export function SipCalculatorPage() {
  const { data, loading, error } = useQuery(SipCalculatorPageQuery, {
    variables: { slug: SIP_CALCULATOR_SLUG },
  });
  const calculator = data?.calculator ?? undefined;

  if (loading && !calculator) return <SipPageSkeleton />;
  if (error || !calculator) return <CalculatorNotFound />;

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Seo
        title={SIP_PAGE_TITLE}
        description={SIP_PAGE_DESCRIPTION}
        keywords={KEYWORDS}
        jsonLd={[
          calculatorJsonLd({
            name: SIP_PAGE_TITLE,
            description: SIP_PAGE_DESCRIPTION,
            category: 'Finance',
            datePublished: calculator.publishedAt,
            dateModified: calculator.updatedAt,
          }),
        ]}
      />
      <ToolPageHeader breadcrumbs={breadcrumbTrails.finance} title={SIP_PAGE_TITLE} printable>
        {calculator.description}
      </ToolPageHeader>

      <SipCalculator />

      <SipGuide />

      <PageSection headingId="sip-related" heading="Related calculators" prose className="no-print">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="3">
          {RELATED_CALCULATORS.map((related) => (
            <Box as="li" key={related.to}>
              <Link
                asChild
                display="flex"
                flexDirection="column"
                alignItems="start"
                gap="1"
                h="full"
                p="4"
                borderWidth="1px"
                rounded="lg"
                color="fg"
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              >
                <RouterLink to={related.to}>
                  <Text
                    as="span"
                    fontWeight="semibold"
                    color="brand.fg"
                    display="inline-flex"
                    gap="1"
                    alignItems="center"
                  >
                    {related.name} <LuArrowRight aria-hidden />
                  </Text>
                  <Text as="span" fontSize="sm" color="fg.muted">
                    {related.text}
                  </Text>
                </RouterLink>
              </Link>
            </Box>
          ))}
        </SimpleGrid>
      </PageSection>
    </Stack>
  );
}

/** The page's shape while the catalogue record loads. */
function SipPageSkeleton() {
  return (
    <Stack
      gap={{ base: '6', md: '8' }}
      role="status"
      aria-busy="true"
      aria-label="Loading calculator"
    >
      <Box>
        <Skeleton height="4" width="64" maxW="full" mb="4" />
        <HStack justify="space-between" gap="3">
          <Skeleton height={{ base: '8', md: '10' }} width={{ base: '60%', md: '40%' }} />
          <Skeleton height="8" width="40" />
        </HStack>
        <SkeletonText mt="4" noOfLines={2} maxW="3xl" />
      </Box>
      <Card.Root bg="surface">
        <Card.Body>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
            <Stack gap="6">
              {[0, 1, 2, 3].map((index) => (
                <Stack key={index} gap="2">
                  <Skeleton height="10" />
                  <Skeleton height="2" />
                </Stack>
              ))}
            </Stack>
            <Skeleton height="64" />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
