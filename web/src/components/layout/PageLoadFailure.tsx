import { Button, Heading, Stack, Text } from '@chakra-ui/react';

/** Whether an error (or its cause) is a failed download of code; browsers word it differently. */
function isDownloadFailure(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (/dynamically imported module|module script failed|Loading chunk/i.test(current.message)) {
      return true;
    }
  }
  return false;
}

/**
 * Shown in place of a page that stopped with an error: usually its code could not be downloaded
 * (offline, or a newer deploy), otherwise a fault of ours.
 */
export function PageLoadFailure({ error }: { error: unknown }) {
  const download = isDownloadFailure(error);
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '10', md: '20' }} role="alert">
      <Heading as="h1" size="xl">
        {download ? 'This page could not be loaded' : 'Something went wrong on this page'}
      </Heading>
      <Text color="fg.muted" maxW="lg">
        {download
          ? 'Check your internet connection, then reload the page.'
          : 'Reloading the page usually helps. The rest of the site still works.'}
      </Text>
      <Button colorPalette="blue" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}
