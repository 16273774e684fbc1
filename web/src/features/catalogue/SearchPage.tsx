import { useQuery } from '@apollo/client/react';
import { Box, Heading, Link, Stack, Text, Wrap, WrapItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQueryParams } from '../../ssr/queryParams.ts';
import { CalculatorCard } from '../../components/catalogue/CalculatorCard.tsx';
import { CardGrid, CardGridSkeleton } from '../../components/catalogue/CardGrid.tsx';
import { Seo } from '../../components/seo/Seo.tsx';
import { graphql } from '../../gql';
import { CALCULATORS_ERROR, ListEmpty, ListError } from '../home/ListMessages.tsx';
import { SEARCH_MAX_LENGTH, SearchForm } from '../home/SearchForm.tsx';

const SearchCalculatorsQuery = graphql(`
  query SearchCalculators($query: String!) {
    searchCalculators(query: $query) {
      ...CalculatorCardFields
    }
  }
`);

const SearchSuggestionCategoriesQuery = graphql(`
  query SearchSuggestionCategories {
    categories {
      id
      slug
      name
    }
  }
`);

/** '3 calculators found for “bmi”', singular for one. */
export function resultCountText(count: number, query: string): string {
  return `${count} ${count === 1 ? 'calculator' : 'calculators'} found for “${query}”`;
}

/** Links to every category, offered when a search finds nothing. */
function CategorySuggestions() {
  const { data } = useQuery(SearchSuggestionCategoriesQuery);
  if (!data || data.categories.length === 0) return null;
  return (
    <Stack as="nav" aria-label="Browse categories" gap="3" align="center">
      <Text>Try browsing a category instead:</Text>
      <Wrap as="ul" justify="center" gap="2" listStyleType="none">
        {data.categories.map((category) => (
          <WrapItem as="li" key={category.id}>
            <Link
              asChild
              px="3"
              py="1.5"
              rounded="full"
              borderWidth="1px"
              bg="surface"
              color="brand.fg"
              fontWeight="medium"
              textDecoration="none"
              _hover={{ bg: 'brand.subtle' }}
            >
              <RouterLink to={`/category/${category.slug}`}>{category.name}</RouterLink>
            </Link>
          </WrapItem>
        ))}
      </Wrap>
    </Stack>
  );
}

/** /search?q=: the calculators matching a query (linked from the home page's search box). */
export function SearchPage() {
  const [params] = useQueryParams();
  const query = params.get('q') ?? '';
  const term = query.trim();

  const tooLong = term.length > SEARCH_MAX_LENGTH;
  const { data, loading, error } = useQuery(SearchCalculatorsQuery, {
    variables: { query: term },
    skip: !term || tooLong,
  });
  const results = data?.searchCalculators;

  // What the search found, in a live region that stays mounted so screen readers announce it.
  let status: ReactNode = null;
  let content: ReactNode = null;
  if (!term) {
    content = (
      <ListEmpty>
        Type what you want to work out, such as “mortgage”, “bmi” or “percentage”, and press Search.
      </ListEmpty>
    );
  } else if (tooLong) {
    content = (
      <ListError>
        Search terms can be at most {SEARCH_MAX_LENGTH} characters. Please shorten your search.
      </ListError>
    );
  } else if (loading) {
    content = <CardGridSkeleton count={3} label="Searching calculators" />;
  } else if (error || !results) {
    content = <ListError>{CALCULATORS_ERROR}</ListError>;
  } else if (results.length === 0) {
    status = (
      <Heading as="h2" size="lg" textAlign="center" pt="4">
        No calculators match “{term}”.
      </Heading>
    );
    content = <CategorySuggestions />;
  } else {
    status = (
      <Heading as="h2" size="md" color="fg.muted" fontWeight="medium">
        {resultCountText(results.length, term)}
      </Heading>
    );
    content = (
      <CardGrid>
        {results.map((calculator) => (
          <CalculatorCard key={calculator.id} calculator={calculator} />
        ))}
      </CardGrid>
    );
  }

  return (
    <Stack gap="6">
      <Seo
        title={term ? `Search: ${term}` : 'Search Calculators'}
        description={
          term
            ? `Free online calculators matching “${term}”.`
            : 'Search our free online calculators for finance, health, math, conversion and dates.'
        }
      />
      <Stack gap="4">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Search Calculators
        </Heading>
        <Box maxW="2xl">
          {/* Keyed by the query so going back and forward refills the box. */}
          <SearchForm key={term} defaultValue={term} />
        </Box>
      </Stack>
      <Box>
        <Box aria-live="polite" mb={status ? '5' : '0'}>
          {status}
        </Box>
        {content}
      </Box>
    </Stack>
  );
}
