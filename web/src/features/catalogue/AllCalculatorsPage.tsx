import { useQuery } from '@apollo/client/react';
import { Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { CalculatorCard } from '../../components/catalogue/CalculatorCard.tsx';
import { CardGrid, CardGridSkeleton } from '../../components/catalogue/CardGrid.tsx';
import { Seo } from '../../components/seo/Seo.tsx';
import { graphql } from '../../gql';
import type { CalculatorCardFieldsFragment } from '../../gql/graphql.ts';
import { CALCULATORS_ERROR, ListEmpty, ListError } from '../home/ListMessages.tsx';

const AllCalculatorsPageQuery = graphql(`
  query AllCalculatorsPage {
    categories {
      id
      slug
      name
    }
    allCalculators {
      ...CalculatorCardFields
    }
  }
`);

interface Group {
  category: { id: number; slug: string; name: string };
  calculators: CalculatorCardFieldsFragment[];
}

/** Calculators grouped under their categories, in category order; empty categories are left out. */
export function groupByCategory(
  categories: Group['category'][],
  calculators: CalculatorCardFieldsFragment[],
): Group[] {
  return categories
    .map((category) => ({
      category,
      calculators: calculators.filter((calculator) => calculator.category === category.slug),
    }))
    .filter((group) => group.calculators.length > 0);
}

function LoadingSections() {
  return (
    <Stack gap="10">
      {[0, 1].map((index) => (
        <Stack key={index} gap="5">
          <Skeleton height="8" width="40%" maxW="xs" />
          <CardGridSkeleton count={3} label="Loading calculators" />
        </Stack>
      ))}
    </Stack>
  );
}

/** /all-calculators: every calculator, grouped by category (linked from the home page). */
export function AllCalculatorsPage() {
  const { data, loading, error } = useQuery(AllCalculatorsPageQuery);

  let content: ReactNode;
  if (loading) content = <LoadingSections />;
  else if (error || !data) content = <ListError>{CALCULATORS_ERROR}</ListError>;
  else {
    const groups = groupByCategory(data.categories, data.allCalculators);
    content =
      groups.length === 0 ? (
        <ListEmpty>No calculators yet. Please check back soon.</ListEmpty>
      ) : (
        <Stack gap={{ base: '10', md: '12' }}>
          {groups.map(({ category, calculators }) => (
            <Stack
              as="section"
              key={category.id}
              aria-labelledby={`group-${category.slug}`}
              gap="5"
            >
              <Flex
                justify="space-between"
                align={{ base: 'start', sm: 'center' }}
                direction={{ base: 'column', sm: 'row' }}
                gap="2"
              >
                <Heading as="h2" id={`group-${category.slug}`} size="xl">
                  {category.name}
                </Heading>
                <Link
                  asChild
                  color="brand.fg"
                  fontWeight="semibold"
                  fontSize="sm"
                  textDecoration="none"
                  _hover={{ textDecoration: 'underline' }}
                >
                  <RouterLink to={`/category/${category.slug}`}>
                    {category.name} category
                    <ArrowRightIcon aria-hidden />
                  </RouterLink>
                </Link>
              </Flex>
              <CardGrid>
                {calculators.map((calculator) => (
                  <CalculatorCard key={calculator.id} calculator={calculator} />
                ))}
              </CardGrid>
            </Stack>
          ))}
        </Stack>
      );
  }

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Seo
        title="All Calculators"
        description="Every free online calculator and tool on the site, grouped by category: finance, health, math, conversion, dates and free tools."
      />
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          All Calculators
        </Heading>
        <Text color="fg.muted">Every calculator and tool we offer, grouped by category.</Text>
      </Stack>
      {content}
    </Stack>
  );
}
