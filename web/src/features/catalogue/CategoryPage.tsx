import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

const CategoryPageQuery = graphql(`
  query CategoryPage($slug: String!) {
    category(slug: $slug) {
      id
      slug
      name
      description
    }
  }
`);

export function CategoryPage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(CategoryPageQuery, { variables: { slug } });
  if (loading) return <Skeleton height="10" width="60%" />;
  if (error || !data?.category) return <NotFoundPage />;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {data.category.name} Calculators
      </Heading>
      <Text color="fg.muted">{data.category.description}</Text>
    </Stack>
  );
}
