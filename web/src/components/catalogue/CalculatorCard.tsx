import { Badge, Card, HStack, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { CalculatorCardFieldsFragment } from '../../gql/graphql.ts';
import { CatalogueIcon } from './CatalogueIcon.tsx';

export const CalculatorCardFields = graphql(`
  fragment CalculatorCardFields on Calculator {
    id
    slug
    name
    description
    category
    icon
    iconBg
  }
`);

/** A calculator in a grid: icon, name and description, the whole card a link. */
export function CalculatorCard({
  calculator,
  isNew = false,
  headingAs = 'h3',
}: {
  calculator: CalculatorCardFieldsFragment;
  isNew?: boolean;
  /** The name's heading level: one below the heading the grid sits under. */
  headingAs?: 'h3' | 'h4';
}) {
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        height="full"
        bg="surface"
        transition="box-shadow 0.15s, transform 0.15s"
        _hover={{ shadow: 'md', transform: 'translateY(-2px)' }}
        css={{ '&:focus-within': { shadow: 'md' } }}
      >
        <Card.Body gap="3">
          <HStack justify="space-between" align="start">
            <CatalogueIcon icon={calculator.icon} iconBg={calculator.iconBg} />
            {isNew && (
              <Badge colorPalette="green" variant="subtle">
                New
              </Badge>
            )}
          </HStack>
          <Card.Title as={headingAs} fontSize="lg">
            <LinkOverlay asChild>
              <RouterLink to={`/calculator/${calculator.slug}`}>{calculator.name}</RouterLink>
            </LinkOverlay>
          </Card.Title>
          <Text color="fg.muted" fontSize="sm">
            {calculator.description}
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
