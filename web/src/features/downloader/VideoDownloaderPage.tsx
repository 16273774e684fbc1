import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { calculatorJsonLd, Seo } from '../../components/seo/Seo.tsx';
import { ToolPageHeader } from '../../components/ToolPageHeader.tsx';
import { PageSection } from '../../components/PageSection.tsx';
import { FaqAccordion } from '../../components/FaqAccordion.tsx';
import { NumberedSteps } from './PageParts.tsx';
import { COPYRIGHT_NOTICE, VIDEO_FAQS } from './texts.ts';
import { VideoDownloader } from './VideoDownloader.tsx';
import { breadcrumbTrails } from '../../site.ts';

// /calculator/youtube-downloader (spec section 2, Video downloader page): heading, intro, the
// educational-use and copyright notice, the tool, four numbered how-to steps and the FAQs.

export const VIDEO_SLUG = 'youtube-downloader';
export const VIDEO_CALCULATOR_ID = 10;

const TITLE = 'YouTube Video Downloader';
const DESCRIPTION =
  'Free YouTube video downloader: save a video as MP4 in up to 720p or its audio as MP3, with no watermark and no sign-up.';

const STEPS = [
  {
    title: 'Copy the video URL',
    text: 'Open the video on YouTube and copy its address from the address bar or the Share button.',
  },
  { title: 'Paste the URL', text: 'Paste the link into the box above.' },
  {
    title: 'Click Fetch Video',
    text: 'We look up the video and show its title, channel, length and download options.',
  },
  {
    title: 'Choose a format and download',
    text: 'Pick MP4 for video or MP3 for audio, choose a quality and click Download.',
  },
];

export function VideoDownloaderPage() {
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Seo
        title={TITLE}
        description={DESCRIPTION}
        keywords="YouTube video downloader, YouTube to MP4, YouTube to MP3, download YouTube video"
        jsonLd={[
          calculatorJsonLd({ name: TITLE, description: DESCRIPTION, category: 'Free Tools' }),
        ]}
      />
      <ToolPageHeader breadcrumbs={breadcrumbTrails.freeTools} title={TITLE}>
        Download YouTube videos as MP4 files with sound, or save just the audio as MP3. Paste a
        video link, click Fetch Video and choose your format and quality. Free, with no sign-up.
      </ToolPageHeader>

      <Alert.Root status="warning" borderRadius="l2" alignItems="start">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>For educational use only</Alert.Title>
          <Alert.Description>{COPYRIGHT_NOTICE}</Alert.Description>
        </Alert.Content>
      </Alert.Root>

      <VideoDownloader calculatorId={VIDEO_CALCULATOR_ID} slug={VIDEO_SLUG} showNotice={false} />

      <PageSection heading="How to Download YouTube Videos" prose>
        <NumberedSteps steps={STEPS} />
        <Text>
          Downloading a Short? The{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to="/calculator/youtube-shorts-downloader">
              YouTube Shorts Downloader
            </RouterLink>
          </Link>{' '}
          takes Shorts links too.
        </Text>
      </PageSection>

      <PageSection heading="Frequently Asked Questions" prose>
        <FaqAccordion faqs={VIDEO_FAQS} headingAs="h3" />
      </PageSection>
    </Stack>
  );
}
