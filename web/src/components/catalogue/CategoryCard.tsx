import { Card, HStack, Skeleton, SkeletonText } from '@chakra-ui/react';
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

/** A category in the home page's grid: illustration, icon, name, a line and a link (cardsCss.ts). */
export function CategoryCard({ category }: { category: CategoryCardFieldsFragment }) {
  return (
    <article
      className="catalogue-card category-card chakra-linkbox"
      data-palette={paletteOf(category.iconBg)}
    >
      {/* At most the illustration's own height: a card drawn wider (CardGrid) is no taller. */}
      <div className="category-card-image">
        <img
          src={categoryImage(category.slug)}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          // The cards are on the home page's first screen: lazy loading would delay them.
          decoding="async"
        />
      </div>
      <div className="catalogue-card-body">
        <div className="catalogue-card-named">
          <CatalogueIcon icon={categoryIcon(category)} iconBg={category.iconBg} />
          <h3 className="catalogue-card-title">{category.name}</h3>
        </div>
        <p className="catalogue-card-text">
          Find all {category.name.toLowerCase()} calculators in one place
        </p>
      </div>
      <div className="catalogue-card-footer">
        <RouterLink className="chakra-linkbox__overlay" to={`/category/${category.slug}`}>
          <span className="category-card-link">
            Explore Category
            <span className="visually-hidden">: {category.name}</span>
            <ArrowRightIcon aria-hidden />
          </span>
        </RouterLink>
      </div>
    </article>
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
