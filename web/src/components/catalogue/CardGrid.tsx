import { Card, Grid, Skeleton, SkeletonText, type GridProps } from '@chakra-ui/react';
import { Children } from 'react';
import { orphanFreeLayout, type GridLayout } from './gridLayout.ts';

/** The catalogue's columns by screen width: 1, 2 or 3 (spec section 9). */
const COLUMNS = { base: 1, sm: 2, lg: 3 } as const;
type Breakpoint = keyof typeof COLUMNS;
const BREAKPOINTS = Object.keys(COLUMNS) as Breakpoint[];

/**
 * The catalogue's grid: 1, 2 or 3 columns by screen width (spec section 9), where the last row
 * never holds a single card (gridLayout.ts: the last rows' cards drawn wider, or with two
 * columns the first card across both). The cards are the grid's children, however many.
 */
export function CardGrid({ children, ...props }: GridProps) {
  const count = Children.toArray(children).length;
  const layouts = Object.fromEntries(
    BREAKPOINTS.map((breakpoint) => [breakpoint, orphanFreeLayout(count, COLUMNS[breakpoint])]),
  ) as Record<Breakpoint, GridLayout>;
  /** A responsive value: one for each breakpoint's layout. */
  const eachWidth = <T,>(value: (layout: GridLayout) => T) =>
    Object.fromEntries(
      BREAKPOINTS.map((breakpoint) => [breakpoint, value(layouts[breakpoint])]),
    ) as Record<Breakpoint, T>;

  // The cards wider than one track at some screen width; the others take one.
  const wideCards: Record<string, { gridColumn: Record<Breakpoint, string> }> = {};
  for (let index = 0; index < count; index++) {
    if (BREAKPOINTS.every((breakpoint) => layouts[breakpoint].spans[index] === 1)) continue;
    wideCards[`& > :nth-child(${index + 1})`] = {
      gridColumn: eachWidth((layout) => `span ${layout.spans[index]}`),
    };
  }
  return (
    <Grid
      templateColumns={eachWidth((layout) => `repeat(${layout.tracks}, minmax(0, 1fr))`)}
      gap={{ base: '4', md: '6' }}
      css={wideCards}
      {...props}
    >
      {children}
    </Grid>
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
