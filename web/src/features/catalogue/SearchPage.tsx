import { Heading, Stack } from '@chakra-ui/react';

export function SearchPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Search Calculators
      </Heading>
    </Stack>
  );
}
