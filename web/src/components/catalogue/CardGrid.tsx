import { Card, SimpleGrid, Skeleton, SkeletonText, type SimpleGridProps } from '@chakra-ui/react';

/** The catalogue's grid: 1, 2 or 3 columns by screen width (spec section 9). */
export function CardGrid(props: SimpleGridProps) {
  return <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '4', md: '6' }} {...props} />;
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
