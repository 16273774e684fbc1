import { Box, Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { ArrowRightIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { usePrerenderedQuery } from '../../apollo/usePrerenderedQuery.ts';
import { FeaturedCalculatorsQuery } from '../../components/catalogue/featuredCalculators.ts';
import { SearchForm } from '../../search/SearchForm.tsx';
import { site } from '../../site.ts';
import { useNotFoundStatus } from '../../ssr/renderEnvironment.tsx';

/**
 * The catalogue's featured calculators as links, a way on from a dead end. It comes with the
 * server's HTML, as on the home page; while it loads, or if it fails, the page goes without it.
 */
function PopularCalculators() {
  const { data } = usePrerenderedQuery(FeaturedCalculatorsQuery);
  const calculators = data?.featuredCalculators ?? [];
  if (calculators.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="popular-heading" gap="3" width="full" maxW="xl" pt="4">
      <Heading as="h2" id="popular-heading" size="lg">
        Popular calculators
      </Heading>
      <List.Root
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
        gap="2"
      >
        {calculators.map((calculator) => (
          <List.Item key={calculator.id}>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={`/calculator/${calculator.slug}`}>
                {calculator.name}
                <ArrowRightIcon aria-hidden />
              </RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/**
 * Any address the site does not have (spec section 2, 404 page): the spec's texts, then the
 * calculator search and the popular calculators, so a visitor can go on from here.
 */
export function NotFoundPage() {
  useNotFoundStatus();
  return (
    <Stack align="center" textAlign="center" gap="5" py={{ base: '10', md: '20' }}>
      <title>{`Page Not Found | ${site.name}`}</title>
      <Text
        fontSize={{ base: '6xl', md: '8xl' }}
        fontWeight="bold"
        color="brand.solid"
        lineHeight="1"
        aria-hidden
      >
        404
      </Text>
      <Heading as="h1" size="2xl">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted" maxW="lg">
        We're sorry, but the page you're looking for cannot be found. The page may have been moved
        or removed.
      </Text>
      <Box width="full" maxW="xl">
        <SearchForm />
      </Box>
      <Button asChild colorPalette="blue">
        <RouterLink to="/">Return to Home</RouterLink>
      </Button>
      <PopularCalculators />
    </Stack>
  );
}
