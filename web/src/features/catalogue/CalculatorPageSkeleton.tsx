import { Box, Card, HStack, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

// Its own module: the tools' pages (calculators/*.tsx), which CalculatorPage loads, draw it too,
// and importing it from CalculatorPage made a cycle the bundler turned into a broken export.

/** The page's shape while the calculator loads. */
export function CalculatorPageSkeleton() {
  return (
    <Stack
      gap={{ base: '6', md: '8' }}
      role="status"
      aria-busy="true"
      aria-label="Loading calculator"
    >
      <Box>
        <Skeleton height="4" width="56" maxW="full" mb="4" />
        <HStack justify="space-between" gap="3">
          <Skeleton height={{ base: '8', md: '10' }} width={{ base: '70%', md: '50%' }} />
          <Skeleton height="8" width="20" />
        </HStack>
        <SkeletonText mt="4" noOfLines={2} maxW="3xl" />
      </Box>
      <Card.Root bg="surface">
        <Card.Body gap="4">
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="10" width="40" />
        </Card.Body>
      </Card.Root>
      <SkeletonText noOfLines={3} />
    </Stack>
  );
}
