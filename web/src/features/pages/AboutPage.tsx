import { Heading, Stack } from '@chakra-ui/react';

export function AboutPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        About Us
      </Heading>
    </Stack>
  );
}
