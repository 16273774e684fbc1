import { Heading, Stack } from '@chakra-ui/react';

export function PrivacyPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Privacy Policy
      </Heading>
    </Stack>
  );
}
