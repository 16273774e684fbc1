import { Heading, Stack } from '@chakra-ui/react';
import { Seo } from '../../components/seo/Seo.tsx';

export function VideoDownloaderPage() {
  return (
    <Stack gap="4">
      <Seo
        title="YouTube Video Downloader"
        description="Download a YouTube video as MP4 or its audio as MP3."
      />
      <Heading as="h1" size="2xl">
        YouTube Video Downloader
      </Heading>
    </Stack>
  );
}
