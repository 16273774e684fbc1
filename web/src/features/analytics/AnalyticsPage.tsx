import { Heading, Stack } from '@chakra-ui/react';

export function AnalyticsPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Analytics Dashboard
      </Heading>
    </Stack>
  );
}
