import { Heading, Stack } from '@chakra-ui/react';

export function ContactPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Contact Us
      </Heading>
    </Stack>
  );
}
