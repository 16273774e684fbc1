import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

const CalculatorPageQuery = graphql(`
  query CalculatorPage($slug: String!) {
    calculator(slug: $slug) {
      id
      slug
      name
      description
    }
  }
`);

export function CalculatorPage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(CalculatorPageQuery, { variables: { slug } });
  if (loading) return <Skeleton height="10" width="60%" />;
  if (error || !data?.calculator) return <NotFoundPage />;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {data.calculator.name}
      </Heading>
      <Text color="fg.muted">{data.calculator.description}</Text>
    </Stack>
  );
}
