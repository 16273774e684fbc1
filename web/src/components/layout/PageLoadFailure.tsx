import { Button, Heading, Stack, Text } from '@chakra-ui/react';

/** Shown in place of a page whose code could not be downloaded (offline, or a newer deploy). */
export function PageLoadFailure() {
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '10', md: '20' }} role="alert">
      <Heading as="h1" size="xl">
        This page could not be loaded
      </Heading>
      <Text color="fg.muted" maxW="lg">
        Check your internet connection, then reload the page.
      </Text>
      <Button colorPalette="blue" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}
