import { Heading, Stack } from '@chakra-ui/react';

export function FaqPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Frequently Asked Questions
      </Heading>
    </Stack>
  );
}
