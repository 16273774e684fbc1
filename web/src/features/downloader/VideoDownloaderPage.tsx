import { Heading, Stack } from '@chakra-ui/react';

export function VideoDownloaderPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        YouTube Video Downloader
      </Heading>
    </Stack>
  );
}
