import {
  Box,
  Card,
  HStack,
  Image,
  LinkBox,
  LinkOverlay,
  Skeleton,
  SkeletonText,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { ArrowRightIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { CategoryCardFieldsFragment } from '../../gql/graphql.ts';
import { CardGrid } from './CardGrid.tsx';
import { CatalogueIcon, paletteOf } from './CatalogueIcon.tsx';

export const CategoryCardFields = graphql(`
  fragment CategoryCardFields on Category {
    id
    slug
    name
    icon
    iconBg
  }
`);

/**
 * Categories drawn with their own illustration (spec section 2, Home: finance, health, math and
 * free-tools; conversion, date and more have one too). A category added later shows the default.
 */
const ownImages = new Set([
  'finance',
  'health',
  'math',
  'conversion',
  'date',
  'free-tools',
  'more',
]);
/** Categories shown with their own icon; the others show the default calculator icon. */
const ownIcons = new Set(['conversion', 'date', 'free-tools']);

/** The illustration's intrinsic size, also written on the element so nothing shifts on load. */
const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 160;

export function categoryImage(slug: string): string {
  return `/images/categories/${ownImages.has(slug) ? slug : 'default'}.svg`;
}

export function categoryIcon(category: { slug: string; icon: string }): string {
  return ownIcons.has(category.slug) ? category.icon : 'calculator';
}

/** A category in the home page's grid: illustration, icon, name, a line and a link. */
export function CategoryCard({ category }: { category: CategoryCardFieldsFragment }) {
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        height="full"
        overflow="hidden"
        bg="surface"
        colorPalette={paletteOf(category.iconBg)}
        transition="box-shadow 0.15s, transform 0.15s"
        _hover={{ shadow: 'md', transform: 'translateY(-2px)' }}
        css={{ '&:focus-within': { shadow: 'md' } }}
      >
        {/* At most the illustration's own height: a card drawn wider (CardGrid) is no taller. */}
        <Box
          bg="colorPalette.subtle"
          aspectRatio={IMAGE_WIDTH / IMAGE_HEIGHT}
          maxH={`${IMAGE_HEIGHT}px`}
        >
          <Image
            src={categoryImage(category.slug)}
            alt=""
            htmlWidth={IMAGE_WIDTH}
            htmlHeight={IMAGE_HEIGHT}
            // The cards are on the home page's first screen: lazy loading would delay them.
            decoding="async"
            width="full"
            height="full"
            fit="contain"
          />
        </Box>
        <Card.Body gap="3">
          <HStack gap="3">
            <CatalogueIcon icon={categoryIcon(category)} iconBg={category.iconBg} />
            <Card.Title as="h3" fontSize="lg">
              {category.name}
            </Card.Title>
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            Find all {category.name.toLowerCase()} calculators in one place
          </Text>
        </Card.Body>
        <Card.Footer>
          <LinkOverlay asChild>
            <RouterLink to={`/category/${category.slug}`}>
              <HStack
                as="span"
                gap="1"
                color="brand.fg"
                fontWeight="semibold"
                fontSize="sm"
                _hover={{ textDecoration: 'underline' }}
              >
                Explore Category
                <VisuallyHidden>: {category.name}</VisuallyHidden>
                <ArrowRightIcon aria-hidden />
              </HStack>
            </RouterLink>
          </LinkOverlay>
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}

/** Placeholder category cards, the same size as the real ones, shown while the list loads. */
export function CategoryCardGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <CardGrid aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Card.Root key={index} bg="surface" overflow="hidden" data-testid="category-skeleton">
          <Skeleton
            aspectRatio={IMAGE_WIDTH / IMAGE_HEIGHT}
            maxH={`${IMAGE_HEIGHT}px`}
            rounded="none"
          />
          <Card.Body gap="3">
            <HStack gap="3">
              <Skeleton boxSize="10" rounded="lg" />
              <Skeleton height="5" width="40%" />
            </HStack>
            <SkeletonText noOfLines={1} />
          </Card.Body>
          <Card.Footer>
            <Skeleton height="4" width="30%" />
          </Card.Footer>
        </Card.Root>
      ))}
    </CardGrid>
  );
}
