import { Heading, Stack } from '@chakra-ui/react';
import { Seo } from '../../components/seo/Seo.tsx';

export function ShortsDownloaderPage() {
  return (
    <Stack gap="4">
      <Seo title="YouTube Shorts Downloader" description="Save a YouTube Short as MP4 or MP3." />
      <Heading as="h1" size="2xl">
        YouTube Shorts Downloader
      </Heading>
    </Stack>
  );
}
