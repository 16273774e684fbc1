import { Box, Heading, Link, Stack, Text, Wrap, WrapItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { categories } from '../../../../prisma/catalogue.ts';
import { CalculatorCard } from '../../components/catalogue/CalculatorCard.tsx';
import { CardGrid } from '../../components/catalogue/CardGrid.tsx';
import { Seo } from '../../components/seo/Seo.tsx';
import { categoryCrumb } from '../../site.ts';
import { groupByCategory, searchCatalogue } from '../../search/catalogueSearch.ts';
import { SEARCH_MAX_LENGTH, SearchForm } from '../../search/SearchForm.tsx';
import { useQueryParams } from '../../ssr/queryParams.ts';
import { ListEmpty, ListError } from '../home/ListMessages.tsx';

/** '3 calculators found for “bmi”', singular for one. */
export function resultCountText(count: number, query: string): string {
  return `${count} ${count === 1 ? 'calculator' : 'calculators'} found for “${query}”`;
}

/** Links to every category, offered when a search finds nothing. */
function CategorySuggestions() {
  return (
    <Stack as="nav" aria-label="Browse categories" gap="3" align="center">
      <Text>Try browsing a category instead:</Text>
      <Wrap as="ul" justify="center" gap="2" listStyleType="none">
        {categories.map((category) => (
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

/**
 * /search?q=: the calculators matching a query (the search boxes lead here), grouped by
 * category, the category of the best match first. The search runs in the page, on the server's
 * HTML too, over the catalogue bundled with it.
 */
export function SearchPage() {
  const [params] = useQueryParams();
  const query = params.get('q') ?? '';
  const term = query.trim();

  const tooLong = term.length > SEARCH_MAX_LENGTH;
  const results = term && !tooLong ? searchCatalogue(term) : [];

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
      <Stack gap="8">
        {groupByCategory(results).map((group) => (
          <Stack
            as="section"
            key={group.category}
            gap="3"
            aria-labelledby={`found-${group.category}`}
          >
            <Heading as="h2" size="md" id={`found-${group.category}`}>
              <Link asChild color="fg" textDecoration="none" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={categoryCrumb(group.category, group.name).to}>
                  {categoryCrumb(group.category, group.name).label}
                </RouterLink>
              </Link>
            </Heading>
            <CardGrid>
              {group.hits.map((calculator) => (
                <CalculatorCard key={calculator.id} calculator={calculator} />
              ))}
            </CardGrid>
          </Stack>
        ))}
      </Stack>
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
