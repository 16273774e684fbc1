import { Heading, Stack } from '@chakra-ui/react';

export function TermsPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Terms of Service
      </Heading>
    </Stack>
  );
}
