import { Box, Heading, Link, SimpleGrid, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { usePrerenderedQuery } from '../../apollo/usePrerenderedQuery.ts';
import { Seo } from '../../components/seo/Seo.tsx';
import { graphql } from '../../gql';
import { CALCULATORS_ERROR, ListEmpty, ListError } from '../home/ListMessages.tsx';

// /all-calculators: every calculator as a compact list of links, the popular ones first, then
// each category, with links that jump to each. On a phone it is a few screens, not twenty of
// cards. Its list comes with the server's HTML, so the page downloads no GraphQL client.

const AllCalculatorsPageQuery = graphql(`
  query AllCalculatorsPage {
    categories {
      id
      slug
      name
    }
    allCalculators {
      id
      slug
      name
      category
      featured
    }
  }
`);

interface Listed {
  id: number;
  slug: string;
  name: string;
  category: string;
  featured: boolean;
}

interface Group {
  category: { id: number; slug: string; name: string };
  calculators: Listed[];
}

/** Calculators grouped under their categories, in category order; empty categories are left out. */
export function groupByCategory<C extends Pick<Listed, 'category'>>(
  categories: Group['category'][],
  calculators: C[],
): { category: Group['category']; calculators: C[] }[] {
  return categories
    .map((category) => ({
      category,
      calculators: calculators.filter((calculator) => calculator.category === category.slug),
    }))
    .filter((group) => group.calculators.length > 0);
}

/** The id of the popular calculators' list, which the first jump link points at. */
const POPULAR = 'popular';

/** The address a jump link points at: a category's list on this page. */
const groupId = (slug: string) => `category-${slug}`;

/** Links to each list of the page, so a phone need not scroll through the others. */
function JumpLinks({ links }: { links: { id: string; label: string }[] }) {
  return (
    <Box as="nav" aria-label="Jump to a category">
      <Wrap as="ul" gap="2" listStyleType="none">
        {links.map((link) => (
          <li key={link.id}>
            <Link
              href={`#${link.id}`}
              display="inline-flex"
              px="3"
              py="1.5"
              rounded="full"
              borderWidth="1px"
              bg="surface"
              color="brand.fg"
              fontWeight="medium"
              fontSize="sm"
              textDecoration="none"
              _hover={{ bg: 'brand.subtle' }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </Wrap>
    </Box>
  );
}

/** A titled list of calculator links, one or more columns by screen width. */
function CalculatorList({
  id,
  title,
  calculators,
  more,
}: {
  id: string;
  title: string;
  calculators: Listed[];
  /** A link under the title (the category's own page). */
  more?: { to: string; label: string };
}) {
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      // Clear of the sticky header when a jump link scrolls here.
      scrollMarginTop="20"
      bg="surface"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'start', sm: 'baseline' }}
        gap="1"
        mb="3"
      >
        <Heading as="h2" id={headingId} size="lg">
          {title}
        </Heading>
        {more && (
          <Link
            asChild
            color="brand.fg"
            fontWeight="semibold"
            fontSize="sm"
            textDecoration="none"
            _hover={{ textDecoration: 'underline' }}
          >
            <RouterLink to={more.to}>
              {more.label}
              <ArrowRightIcon aria-hidden size="14" />
            </RouterLink>
          </Link>
        )}
      </Stack>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} columnGap="6" listStyleType="none">
        {calculators.map((calculator) => (
          <li key={calculator.id}>
            <Link
              asChild
              display="block"
              // Rows of 36 px on a phone (touch targets need 24): the catalogue runs to hundreds.
              py={{ base: '1.5', sm: '2' }}
              color="fg"
              fontWeight="medium"
              textDecoration="none"
              borderBottomWidth="1px"
              borderColor="border.muted"
              _hover={{ color: 'brand.fg' }}
            >
              <RouterLink to={`/calculator/${calculator.slug}`}>{calculator.name}</RouterLink>
            </Link>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}

function LoadingLists() {
  return (
    <Stack gap="4" role="status" aria-label="Loading calculators" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Stack key={index} gap="3" bg="surface" borderWidth="1px" rounded="xl" p="4">
          <Skeleton height="6" width="40%" maxW="xs" />
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height="5" />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** /all-calculators: every calculator, the popular ones first, then by category. */
export function AllCalculatorsPage() {
  const { data, loading, error } = usePrerenderedQuery(AllCalculatorsPageQuery);

  let content: ReactNode;
  if (loading && !data) content = <LoadingLists />;
  else if (error || !data) content = <ListError>{CALCULATORS_ERROR}</ListError>;
  else {
    const groups = groupByCategory(data.categories, data.allCalculators);
    const popular = data.allCalculators.filter((calculator) => calculator.featured);
    const lists = [
      ...(popular.length > 0
        ? [{ id: POPULAR, title: 'Popular calculators', calculators: popular }]
        : []),
      ...groups.map(({ category, calculators }) => ({
        id: groupId(category.slug),
        title: category.name,
        calculators,
        more: { to: `/category/${category.slug}`, label: `${category.name} category` },
      })),
    ];
    content =
      groups.length === 0 ? (
        <ListEmpty>No calculators yet. Please check back soon.</ListEmpty>
      ) : (
        <Stack gap={{ base: '5', md: '6' }}>
          <JumpLinks
            links={lists.map((list) => ({
              id: list.id,
              label: list.id === POPULAR ? 'Popular' : list.title,
            }))}
          />
          {lists.map((list) => (
            <CalculatorList key={list.id} {...list} />
          ))}
        </Stack>
      );
  }

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Seo
        title="All Calculators"
        description="Every free online calculator and tool on the site, grouped by category: finance, health, math, conversion, dates and free tools."
      />
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          All Calculators
        </Heading>
        <Text color="fg.muted">
          Every calculator and tool we offer: the popular ones first, then by category.
        </Text>
      </Stack>
      {content}
    </Stack>
  );
}
