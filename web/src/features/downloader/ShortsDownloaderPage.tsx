import { Heading, Stack } from '@chakra-ui/react';

export function ShortsDownloaderPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        YouTube Shorts Downloader
      </Heading>
    </Stack>
  );
}
