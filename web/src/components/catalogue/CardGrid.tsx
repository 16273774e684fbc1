import { Card, Skeleton, SkeletonText } from '@chakra-ui/react';
import { Children, type HTMLAttributes, type ReactNode } from 'react';
import { CARD_GRID_COLUMNS, orphanFreeLayout } from './gridLayout.ts';

/**
 * The catalogue's grid: 1, 2 or 3 columns by screen width (spec section 9), where the last row
 * never holds a single card (gridLayout.ts: with two columns the first card across both, with
 * three the last four cards drawn wider). The cards are the grid's children, however many; the
 * layouts are classes of the site's stylesheet (cardsCss.ts), marked here by the count.
 */
export function CardGrid({
  as: Element = 'div',
  children,
  ...props
}: { as?: 'div' | 'ul'; children: ReactNode } & Omit<HTMLAttributes<HTMLElement>, 'className'>) {
  const count = Children.toArray(children).length;
  const wideAt = (columns: number) =>
    orphanFreeLayout(count, columns).spans.some((span) => span > 1);
  return (
    <Element
      className={Element === 'ul' ? 'card-grid card-grid-list' : 'card-grid'}
      data-first-wide={wideAt(CARD_GRID_COLUMNS.sm) ? '' : undefined}
      data-joined-end={wideAt(CARD_GRID_COLUMNS.lg) ? '' : undefined}
      {...props}
    >
      {children}
    </Element>
  );
}

/** Placeholder cards shown while a list loads. */
export function CardGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <CardGrid aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Card.Root key={index} bg="surface" data-testid="card-skeleton">
          <Card.Body gap="3">
            <Skeleton boxSize="10" rounded="lg" />
            <Skeleton height="5" width="60%" />
            <SkeletonText noOfLines={2} />
          </Card.Body>
        </Card.Root>
      ))}
    </CardGrid>
  );
}
