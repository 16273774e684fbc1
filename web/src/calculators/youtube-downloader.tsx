import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { PageSection } from '../components/PageSection.tsx';
import { calculatorJsonLd, Seo } from '../components/seo/Seo.tsx';
import { ToolPageHeader } from '../components/ToolPageHeader.tsx';
import type { CalculatorRecord } from '../engine/record.ts';
import { CalculatorNotFound } from '../features/catalogue/CalculatorNotFound.tsx';
import { CalculatorPageSkeleton } from '../features/catalogue/CalculatorPageSkeleton.tsx';
import { NumberedSteps } from '../features/downloader/PageParts.tsx';
import { COPYRIGHT_NOTICE, VIDEO_FAQS } from '../features/downloader/texts.ts';
import { VideoDownloader } from '../features/downloader/VideoDownloader.tsx';
import { calculatorCrumbs } from '../site.ts';
import type { ToolPageProps } from './index.ts';

export const record = {
  id: 10,
  name: 'YouTube Video Downloader',
  description: 'Download a YouTube video as MP4 or its audio as MP3, for personal use.',
  category: 'free-tools',
  icon: 'download',
  iconBg: 'red',
  featured: false,
  publishedAt: '2025-04-03',
  updatedAt: '2025-04-03',
  related: [],
  keywords: 'youtube video download mp4 mp3 audio music',
} satisfies CalculatorRecord;

// /calculator/youtube-downloader (spec section 2, Video downloader page), drawn by the page frame
// with the record above: heading, intro, the educational-use and copyright notice, the tool, four
// numbered how-to steps and the FAQs.

/** The page's meta description: longer than the record's, which cards and search show. */
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

export default function VideoDownloaderPage({ calculator, loading }: ToolPageProps) {
  if (!calculator) return loading ? <CalculatorPageSkeleton /> : <CalculatorNotFound />;
  const { name, categoryInfo } = calculator;
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Seo
        title={name}
        description={DESCRIPTION}
        keywords="YouTube video downloader, YouTube to MP4, YouTube to MP3, download YouTube video"
        // Published on the spec's default date (it names none for this page), not the record's.
        jsonLd={[calculatorJsonLd({ name, description: DESCRIPTION, category: categoryInfo.name })]}
      />
      <ToolPageHeader breadcrumbs={calculatorCrumbs(categoryInfo)} title={name}>
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

      <VideoDownloader calculatorId={calculator.id} slug={calculator.slug} showNotice={false} />

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
