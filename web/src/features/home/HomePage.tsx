import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { usePrerenderedQuery } from '../../apollo/usePrerenderedQuery.ts';
import { DRAWN_WHEN_NEAR } from '../../components/drawnWhenNear.ts';
import { HydrateWhenVisible } from '../../components/HydrateWhenVisible.tsx';
import { Newsletter } from '../../components/Newsletter.tsx';
import { CalculatorCard } from '../../components/catalogue/CalculatorCard.tsx';
import { CardGrid, CardGridSkeleton } from '../../components/catalogue/CardGrid.tsx';
import { FeaturedCalculatorsQuery } from '../../components/catalogue/featuredCalculators.ts';
import {
  CategoryCard,
  CategoryCardGridSkeleton,
} from '../../components/catalogue/CategoryCard.tsx';
import { Seo, websiteJsonLd } from '../../components/seo/Seo.tsx';
import { graphql } from '../../gql';
import { CALCULATORS_ERROR, CATEGORIES_ERROR, ListEmpty, ListError } from './ListMessages.tsx';
import { PercentageSection } from './PercentageSection.tsx';
import { SearchForm } from '../../search/SearchForm.tsx';
import { WhyUseSection } from './WhyUseSection.tsx';

/** How many recently added calculators the home page lists (spec section 9). */
export const RECENT_LIMIT = 4;

const HomeCategoriesQuery = graphql(`
  query HomeCategories {
    categories {
      ...CategoryCardFields
    }
  }
`);

const HomeRecentCalculatorsQuery = graphql(`
  query HomeRecentCalculators($limit: Int!) {
    recentCalculators(limit: $limit) {
      ...CalculatorCardFields
    }
  }
`);

/** A section with its h2 and, optionally, a link at the right of the heading. */
function Section({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="6" css={DRAWN_WHEN_NEAR}>
      <Flex
        justify="space-between"
        align={{ base: 'start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        gap="2"
      >
        <Heading as="h2" id={id} size="2xl">
          {title}
        </Heading>
        {link && (
          <Link
            asChild
            color="brand.fg"
            fontWeight="semibold"
            textDecoration="none"
            _hover={{ textDecoration: 'underline' }}
          >
            <RouterLink to={link.to}>
              {link.label}
              <ArrowRightIcon aria-hidden />
            </RouterLink>
          </Link>
        )}
      </Flex>
      {children}
    </Stack>
  );
}

function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bg="brand.subtle"
      rounded="2xl"
      px={{ base: '5', md: '10' }}
      py={{ base: '10', md: '16' }}
    >
      <Stack gap="5" align="center" textAlign="center" maxW="2xl" mx="auto">
        <Heading
          as="h1"
          id="hero-heading"
          fontSize={{ base: '3xl', md: '5xl' }}
          lineHeight="1.15"
          fontWeight="bold"
        >
          Free Online Calculators
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted">
          Fast, accurate, and easy-to-use calculators for all your needs
        </Text>
        <SearchForm />
      </Stack>
    </Box>
  );
}

function PopularCategories() {
  const { data, loading, error } = usePrerenderedQuery(HomeCategoriesQuery);
  let content: ReactNode;
  if (loading) content = <CategoryCardGridSkeleton count={6} label="Loading categories" />;
  else if (error || !data) content = <ListError>{CATEGORIES_ERROR}</ListError>;
  else if (data.categories.length === 0) content = <ListEmpty>No categories yet.</ListEmpty>;
  else
    content = (
      <CardGrid>
        {data.categories.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </CardGrid>
    );
  return (
    <Section id="categories-heading" title="Popular Categories">
      {content}
    </Section>
  );
}

function FeaturedCalculators() {
  const { data, loading, error } = usePrerenderedQuery(FeaturedCalculatorsQuery);
  let content: ReactNode;
  if (loading) content = <CardGridSkeleton count={6} label="Loading featured calculators" />;
  else if (error || !data) content = <ListError>{CALCULATORS_ERROR}</ListError>;
  else if (data.featuredCalculators.length === 0)
    content = <ListEmpty>No featured calculators yet.</ListEmpty>;
  else
    content = (
      <CardGrid>
        {data.featuredCalculators.map((calculator) => (
          <CalculatorCard key={calculator.id} calculator={calculator} />
        ))}
      </CardGrid>
    );
  return (
    <Section
      id="featured-heading"
      title="Featured Calculators"
      link={{ to: '/all-calculators', label: 'View All Calculators' }}
    >
      {content}
    </Section>
  );
}

function RecentCalculators() {
  const { data, loading, error } = usePrerenderedQuery(HomeRecentCalculatorsQuery, {
    limit: RECENT_LIMIT,
  });
  let content: ReactNode;
  if (loading)
    content = <CardGridSkeleton count={RECENT_LIMIT} label="Loading recently added calculators" />;
  else if (error || !data) content = <ListError>{CALCULATORS_ERROR}</ListError>;
  else if (data.recentCalculators.length === 0)
    content = <ListEmpty>No calculators have been added yet.</ListEmpty>;
  else
    content = (
      <CardGrid>
        {data.recentCalculators.map((calculator) => (
          <CalculatorCard key={calculator.id} calculator={calculator} isNew />
        ))}
      </CardGrid>
    );
  return (
    <Section
      id="recent-heading"
      title="Recently Added Calculators"
      link={{ to: '/all-calculators', label: 'View all' }}
    >
      {content}
    </Section>
  );
}

/**
 * The home page (spec section 2, Home), its sections in the spec's order. It is most visitors'
 * first page, so it starts without Apollo Client: its lists come with the server's HTML
 * (usePrerenderedQuery), and the newsletter downloads the client only to subscribe.
 */
export function HomePage() {
  return (
    <Stack gap={{ base: '12', md: '16' }}>
      <Seo
        title="Free Online Calculators"
        description="Free online calculators for finance, health, math, conversion and dates: SIP, mortgage, BMI, percentage, age, tip and currency tools. Fast, accurate and easy to use."
        keywords="free online calculators, SIP calculator, mortgage calculator, BMI calculator, percentage calculator, age calculator, tip calculator, currency converter"
        jsonLd={[websiteJsonLd()]}
      />
      <Hero />
      <PopularCategories />
      <FeaturedCalculators />
      <PercentageSection />
      <RecentCalculators />
      <WhyUseSection />
      <HydrateWhenVisible static>
        <Newsletter />
      </HydrateWhenVisible>
    </Stack>
  );
}
