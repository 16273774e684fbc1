import { Heading, Stack } from '@chakra-ui/react';

export function AllCalculatorsPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        All Calculators
      </Heading>
    </Stack>
  );
}
