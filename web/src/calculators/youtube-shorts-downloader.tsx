import { Box, Card, Code, Link, List, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { ArrowRightIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { PageSection } from '../components/PageSection.tsx';
import { calculatorJsonLd, Seo } from '../components/seo/Seo.tsx';
import { ToolPageHeader } from '../components/ToolPageHeader.tsx';
import type { CalculatorRecord } from '../engine/record.ts';
import { CalculatorNotFound } from '../features/catalogue/CalculatorNotFound.tsx';
import { NumberedSteps, PointList } from '../features/downloader/PageParts.tsx';
import { COPYRIGHT_NOTICE, SHORTS_FAQS } from '../features/downloader/texts.ts';
import { VideoDownloader } from '../features/downloader/VideoDownloader.tsx';
import { calculatorCrumbs } from '../site.ts';
import type { ToolPageProps } from './index.ts';

export const record = {
  id: 9,
  name: 'YouTube Shorts Downloader',
  description: 'Save a YouTube Short as an MP4 video or its sound as an MP3, free.',
  category: 'free-tools',
  icon: 'download',
  iconBg: 'red',
  featured: false,
  publishedAt: '2025-04-03',
  updatedAt: '2025-04-03',
  related: [],
  keywords: 'youtube shorts video download mp4 mp3',
} satisfies CalculatorRecord;

// /calculator/youtube-shorts-downloader (spec section 2, Shorts downloader page), drawn by the
// page frame with the record above, as the server has it; without one (or when it cannot be
// loaded) 'Tool Not Found'.

/** The page's meta description: longer than the record's, which cards and search show. */
const DESCRIPTION =
  'Free YouTube Shorts downloader: save any Short as an MP4 video in up to 720p or as MP3 audio, with no watermark and no sign-up.';

const STEPS = [
  {
    title: 'Copy the Shorts URL',
    text: 'In the YouTube app or website, open the Short, tap Share and choose Copy link.',
  },
  { title: 'Paste it', text: 'Paste the link into the box above.' },
  { title: 'Click Fetch Video', text: 'We look up the Short and show its title and thumbnail.' },
  {
    title: 'Choose MP4 or MP3',
    text: 'Pick MP4 for the video with sound, or MP3 for the audio only, and a quality.',
  },
  {
    title: 'Download',
    text: 'Click Download to save the file, or copy the direct link to use on another device.',
  },
];

const FEATURES = [
  { title: 'MP4 and MP3', text: 'save the video with its sound, or just the audio.' },
  { title: 'Up to 720p', text: 'downloads in up to 720p quality, with no watermarks.' },
  { title: 'Direct links', text: 'copy a download link or open it in a new tab.' },
  { title: 'Any device', text: 'works in the browser on phones, tablets and computers.' },
];

const REASONS = [
  { title: 'Free', text: 'no sign-up, no fees and no download limits.' },
  { title: 'Fast', text: 'paste a link and get your download options in seconds.' },
  { title: 'Nothing to install', text: 'no app or browser extension is needed.' },
  { title: 'Private', text: 'we do not ask for an account or keep your downloads.' },
];

const URL_SHAPES = [
  'https://youtube.com/shorts/VIDEO_ID',
  'https://www.youtube.com/shorts/VIDEO_ID',
  'https://youtu.be/VIDEO_ID',
];

const RELATED = [
  { to: '/calculator/currency-converter', label: 'Currency Converter' },
  { to: '/calculator/crypto-converter', label: 'Cryptocurrency Converter' },
  { to: '/calculator/percentage-calculator', label: 'Percentage Calculator' },
];

export default function ShortsDownloaderPage({ calculator, loading }: ToolPageProps) {
  if (!calculator) {
    return loading ? (
      <ShortsPageSkeleton />
    ) : (
      <CalculatorNotFound
        title="Tool Not Found"
        message="The tool you're looking for could not be found."
      />
    );
  }
  const { name, categoryInfo } = calculator;
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Seo
        title={name}
        description={DESCRIPTION}
        keywords="YouTube Shorts downloader, download YouTube Shorts, Shorts to MP4, Shorts to MP3"
        jsonLd={[
          calculatorJsonLd({
            name,
            description: DESCRIPTION,
            category: categoryInfo.name,
            datePublished: calculator.publishedAt,
            dateModified: calculator.updatedAt,
          }),
        ]}
      />
      <ToolPageHeader breadcrumbs={calculatorCrumbs(categoryInfo)} title={name} printable>
        Download YouTube Shorts as MP4 videos or MP3 audio, free. Paste a Shorts link, click Fetch
        Video and choose your format.
      </ToolPageHeader>

      <VideoDownloader
        calculatorId={calculator.id}
        slug={calculator.slug}
        label="YouTube Shorts URL"
        placeholder="https://youtube.com/shorts/..."
      />

      <PageSection heading="How to Download YouTube Shorts" prose>
        <NumberedSteps steps={STEPS} />
      </PageSection>

      <PageSection heading="Features" prose>
        <PointList items={FEATURES} />
      </PageSection>

      <PageSection heading="Why Use Our YouTube Shorts Downloader?" prose>
        <PointList items={REASONS} />
      </PageSection>

      <PageSection heading="Supported URL Formats" prose>
        <Text>Paste a Shorts link in any of these forms:</Text>
        <List.Root as="ul" ps="5" gap="2">
          {URL_SHAPES.map((shape) => (
            <List.Item key={shape}>
              <Code overflowWrap="anywhere" whiteSpace="normal">
                {shape}
              </Code>
            </List.Item>
          ))}
        </List.Root>
        <Text>The www. and https:// parts are optional.</Text>
      </PageSection>

      <PageSection heading="Copyright Notice" prose>
        <Text>{COPYRIGHT_NOTICE}</Text>
        <Text>
          Downloading copyrighted content without permission may break copyright law and YouTube’s
          Terms of Service. Private and restricted videos cannot be downloaded, and we do not store
          any video you download.
        </Text>
      </PageSection>

      <PageSection heading="Frequently Asked Questions" prose>
        <FaqAccordion faqs={SHORTS_FAQS} headingAs="h3" />
      </PageSection>

      <PageSection heading="Related Tools" prose>
        <List.Root as="ul" listStyleType="none" gap="2">
          {RELATED.map((link) => (
            <List.Item key={link.to}>
              <Link
                asChild
                color="brand.fg"
                fontWeight="medium"
                textDecoration="underline"
                display="inline-flex"
                alignItems="center"
                gap="1"
              >
                <RouterLink to={link.to}>
                  {link.label} <ArrowRightIcon aria-hidden />
                </RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </PageSection>
    </Stack>
  );
}

/** The page's shape while the tool's catalogue record loads. */
function ShortsPageSkeleton() {
  return (
    <Stack gap={{ base: '6', md: '8' }} role="status" aria-busy="true" aria-label="Loading tool">
      <Box>
        <Skeleton height="4" width="64" maxW="full" mb="4" />
        <Skeleton height={{ base: '8', md: '10' }} width={{ base: '80%', md: '50%' }} />
        <SkeletonText mt="4" noOfLines={2} maxW="3xl" />
      </Box>
      <Card.Root bg="surface">
        <Card.Body gap="4">
          <Skeleton height="5" width="40" />
          <Skeleton height="10" />
        </Card.Body>
      </Card.Root>
      <SkeletonText noOfLines={4} />
    </Stack>
  );
}
