import { Alert, Box, Heading, HStack, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { usePageViewOnce } from '../../analytics/usePageViewOnce.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { CalculatorCard } from '../../components/catalogue/CalculatorCard.tsx';
import { CardGrid, CardGridSkeleton } from '../../components/catalogue/CardGrid.tsx';
import { CatalogueIcon } from '../../components/catalogue/CatalogueIcon.tsx';
import { Seo } from '../../components/seo/Seo.tsx';
import { graphql } from '../../gql';
import type { CalculatorCardFieldsFragment } from '../../gql/graphql.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

const CategoryPageQuery = graphql(`
  query CategoryPage($slug: String!) {
    category(slug: $slug) {
      id
      slug
      name
      description
      icon
      iconBg
    }
  }
`);

const CategoryCalculatorsQuery = graphql(`
  query CategoryCalculators($category: String!) {
    calculatorsByCategory(category: $category) {
      ...CalculatorCardFields
    }
  }
`);

/** /category/{slug}: the category's intro and its calculators (spec section 2, Category page). */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(CategoryPageQuery, {
    variables: { slug },
    // A slug that names nothing answers null with NOT_FOUND. Keeping the null in the cache lets
    // the browser hydrate the server's not-found page as it is, instead of a loading state.
    errorPolicy: 'all',
  });
  const category = data?.category ?? undefined;
  usePageViewOnce(category?.slug ?? (loading ? undefined : slug));
  // The list is asked for only once the category has loaded (spec section 4).
  const list = useQuery(
    CategoryCalculatorsQuery,
    category ? { variables: { category: category.slug } } : skipToken,
  );

  if (loading && !category) return <CategoryPageSkeleton />;
  if (error || !category) return <NotFoundPage />;

  const title = `${category.name} Calculators`;
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Seo title={title} description={category.description} />
      <Box>
        <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: title }]} />
        <HStack gap={{ base: '3', md: '4' }} align="center">
          <CatalogueIcon
            icon={category.icon}
            iconBg={category.iconBg}
            size={{ base: '12', md: '14' }}
          />
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            {title}
          </Heading>
        </HStack>
        <Text mt="4" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
          {category.description}
        </Text>
      </Box>
      <CategoryCalculators
        name={category.name}
        calculators={list.data?.calculatorsByCategory}
        loading={list.loading}
        failed={Boolean(list.error)}
      />
    </Stack>
  );
}

/** The category's calculators: loading, failure, empty or the grid of cards. */
function CategoryCalculators({
  name,
  calculators,
  loading,
  failed,
}: {
  name: string;
  calculators: CalculatorCardFieldsFragment[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  let content;
  if (loading && !calculators) {
    content = <CardGridSkeleton label="Loading calculators" />;
  } else if (failed || !calculators) {
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
  } else {
    content = (
      <CardGrid as="ul" listStyleType="none">
        {calculators.map((calculator) => (
          <Box as="li" key={calculator.id}>
            <CalculatorCard calculator={calculator} />
          </Box>
        ))}
      </CardGrid>
    );
  }

  return (
    <Box as="section" aria-labelledby="category-calculators">
      <Heading as="h2" id="category-calculators" srOnly>
        {`${name} calculators`}
      </Heading>
      {content}
    </Box>
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
