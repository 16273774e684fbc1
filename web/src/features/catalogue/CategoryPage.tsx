import { Alert, Box, HStack, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { usePageViewOnce } from '../../analytics/usePageViewOnce.ts';
import { usePrerenderedQuery } from '../../apollo/usePrerenderedQuery.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { CalculatorCard } from '../../components/catalogue/CalculatorCard.tsx';
import { CardGrid, CardGridSkeleton } from '../../components/catalogue/CardGrid.tsx';
import { CatalogueIcon } from '../../components/catalogue/CatalogueIcon.tsx';
import { Seo } from '../../components/seo/Seo.tsx';
import { graphql } from '../../gql';
import type { CalculatorCardFieldsFragment } from '../../gql/graphql.ts';

// Only an unknown category shows it, and it carries the site search: its code is loaded then.
const NotFoundPage = lazy(() =>
  import('../pages/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
);

const CategoryPageQuery = graphql(`
  query CategoryPage($slug: String!) {
    category(slug: $slug) {
      id
      slug
      name
      description
      icon
      iconBg
      groups
    }
  }
`);

const CategoryCalculatorsQuery = graphql(`
  query CategoryCalculators($category: String!) {
    calculatorsByCategory(category: $category) {
      ...CalculatorCardFields
      group
    }
  }
`);

/** /category/{slug}: the category's intro and its calculators (spec section 2, Category page). */
export function CategoryPage() {
  const { slug = '' } = useParams();
  // The category and its list come with the server's HTML: the page's first load needs no
  // GraphQL client. A slug that names nothing fails (NOT_FOUND), on the server as in the browser.
  const { data, loading, error } = usePrerenderedQuery(CategoryPageQuery, { slug });
  const category = data?.category ?? undefined;
  usePageViewOnce(category?.slug ?? (loading ? undefined : slug));

  if (loading && !category) return <CategoryPageSkeleton />;
  if (error || !category) return <NotFoundPage />;

  const title = `${category.name} Calculators`;
  return (
    <div className="page-stack">
      <Seo title={title} description={category.description} />
      <div>
        <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: title }]} />
        <div className="category-title-row">
          <CatalogueIcon icon={category.icon} iconBg={category.iconBg} large />
          <h1 className="category-title">{title}</h1>
        </div>
        <p className="category-description">{category.description}</p>
      </div>
      {/* The list is asked for only once the category has loaded (spec section 4). */}
      <CategoryCalculators category={category.slug} name={category.name} groups={category.groups} />
    </div>
  );
}

/**
 * The category's calculators, the popular ones first (the server's order): loading, failure,
 * empty, one grid of cards, or a grid under each of the category's named groups.
 */
function CategoryCalculators({
  category,
  name,
  groups,
}: {
  category: string;
  name: string;
  groups: readonly string[];
}) {
  const { data, loading, error } = usePrerenderedQuery(CategoryCalculatorsQuery, { category });
  const calculators = data?.calculatorsByCategory;
  let content;
  if (loading && !calculators) {
    content = <CardGridSkeleton label="Loading calculators" />;
  } else if (error || !calculators) {
    content = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>Failed to load calculators. Please try again later.</Alert.Title>
      </Alert.Root>
    );
  } else if (calculators.length === 0) {
    content = (
      <Box bg="surface" borderWidth="1px" rounded="xl" px="6" py="10" textAlign="center">
        <Text color="fg.muted">No calculators found in this category yet.</Text>
      </Box>
    );
  } else if (groups.length > 0) {
    content = (
      <div className="category-groups">
        {groups.map((group, index) => {
          const inGroup = calculators.filter((calculator) => calculator.group === group);
          if (inGroup.length === 0) return null;
          const headingId = `category-group-${index + 1}`;
          return (
            <section key={group} aria-labelledby={headingId}>
              <h3 id={headingId} className="category-group-heading">
                {group}
              </h3>
              <CalculatorGrid calculators={inGroup} headingAs="h4" />
            </section>
          );
        })}
      </div>
    );
  } else {
    content = <CalculatorGrid calculators={calculators} />;
  }

  return (
    <section aria-labelledby="category-calculators">
      <h2 id="category-calculators" className="visually-hidden">
        {`${name} calculators`}
      </h2>
      {content}
    </section>
  );
}

/** A grid of calculator cards, as a list. */
function CalculatorGrid({
  calculators,
  headingAs,
}: {
  calculators: readonly CalculatorCardFieldsFragment[];
  headingAs?: 'h3' | 'h4';
}) {
  return (
    <CardGrid as="ul">
      {calculators.map((calculator) => (
        <li key={calculator.id}>
          <CalculatorCard calculator={calculator} headingAs={headingAs} />
        </li>
      ))}
    </CardGrid>
  );
}

/** Heading and six card placeholders while the category loads. */
function CategoryPageSkeleton() {
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Box aria-hidden data-testid="heading-skeleton">
        <Skeleton height="4" width="40" mb="4" />
        <HStack gap={{ base: '3', md: '4' }}>
          <Skeleton boxSize={{ base: '12', md: '14' }} rounded="lg" flexShrink={0} />
          <Skeleton height={{ base: '8', md: '10' }} width={{ base: '70%', md: '40%' }} />
        </HStack>
        <SkeletonText mt="4" noOfLines={2} maxW="3xl" />
      </Box>
      <CardGridSkeleton label="Loading category" />
    </Stack>
  );
}
