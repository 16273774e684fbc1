import {
  Alert,
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  List,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { NativeTabs } from '../../components/NativeTabs.tsx';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ClockIcon,
  DownloadIcon,
  ExternalLinkIcon,
  LinkIcon,
  ShieldAlertIcon,
  UserIcon,
} from 'lucide-react';
import { recordCalculatorUsage } from '../../analytics/track.ts';
import { copyToClipboard } from '../../components/share/copyToClipboard.ts';
import {
  DEFAULT_QUALITY_LABELS,
  downloadPath,
  fetchVideoInfo,
  formatDuration,
  qualityForIndex,
  videoErrorMessage,
  type VideoFormat,
  type VideoInfo,
} from './videoApi.ts';
import { videoUrlError } from './videoUrl.ts';
import {
  COPIED,
  COPIED_MS,
  COPY_LINK,
  COPYRIGHT_NOTICE,
  DOWNLOAD,
  EXPIRY_NOTE,
  FETCH_BUTTON,
  OPEN_IN_NEW_TAB,
  PROCESSING_BUTTON,
  QUALITY_NOTE,
  THUMBNAIL_PLACEHOLDER,
} from './texts.ts';
import { useTypedBeforeHydration } from '../../ssr/useTypedBeforeHydration.ts';
import { toolPanel } from '../../engine/resultPanel.ts';

// The video downloader (spec sections 4, 5, 8 and 9), shared by the Shorts and the general page:
// idle -> processing (input disabled, 'Processing...') -> video found (a card with details and
// download options) or an error banner. Editing the URL clears the error and the loaded video.

/** The site's solid brand button, as on the percentage calculator: AA in both modes, hover too. */
const solidBrand = {
  bg: 'brand.solid',
  color: { base: 'white', _dark: 'gray.950' },
  _hover: { bg: 'brand.fg' },
} as const;

type DownloaderState =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'found'; video: VideoInfo; url: string }
  | { kind: 'error'; message: string; invalidUrl: boolean };

export interface VideoDownloaderProps {
  /** The catalogue id usage is recorded under (9 Shorts, 10 video). */
  calculatorId: number;
  /** The catalogue slug usage is recorded under. */
  slug: string;
  /** The URL input's visible label. */
  label?: string;
  placeholder?: string;
  /** The copyright line under the form; a page showing the notice right above turns it off. */
  showNotice?: boolean;
}

export function VideoDownloader({
  calculatorId,
  slug,
  label = 'YouTube video URL',
  placeholder = 'https://www.youtube.com/watch?v=...',
  showNotice = true,
}: VideoDownloaderProps) {
  const [url, setUrl] = useState('');
  const [state, setState] = useState<DownloaderState>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, url, setUrl);
  const request = useRef<AbortController | null>(null);
  const errorId = useId();
  const helperId = useId();

  // A fetch still under way when the page is left is dropped.
  useEffect(() => () => request.current?.abort(), []);

  const processing = state.kind === 'processing';
  const invalidUrl = state.kind === 'error' && state.invalidUrl;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setUrl(event.target.value);
    if (state.kind === 'error' || state.kind === 'found') setState({ kind: 'idle' });
  };

  /**
   * The input was disabled while processing. After a failure it takes focus again, to correct
   * the URL; after a success only if focus was lost (a disabled element drops it).
   */
  const refocus = (always: boolean) => {
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (always || !active || active === document.body) inputRef.current?.focus();
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    const invalid = videoUrlError(url);
    if (invalid) {
      setState({ kind: 'error', message: invalid, invalidUrl: true });
      inputRef.current?.focus();
      return;
    }
    const target = url.trim();
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ kind: 'processing' });
    try {
      const video = await fetchVideoInfo(target, controller.signal);
      if (controller.signal.aborted) return;
      setState({ kind: 'found', video, url: target });
      refocus(false);
      void recordCalculatorUsage(calculatorId, slug, { url: target });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'error', message: videoErrorMessage(error), invalidUrl: false });
      refocus(true);
    }
  };

  return (
    <Stack gap="5">
      <Box asChild {...toolPanel}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="4">
            <Field.Root
              invalid={invalidUrl}
              disabled={processing}
              ids={{ errorText: errorId, helperText: helperId }}
            >
              <Field.Label color="fg" fontWeight="semibold">
                {label}
              </Field.Label>
              <Flex direction={{ base: 'column', sm: 'row' }} gap="3" width="full">
                <Input
                  ref={inputRef}
                  type="url"
                  inputMode="url"
                  name="url"
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  placeholder={placeholder}
                  value={url}
                  onChange={onChange}
                  bg="surface"
                  flex={{ base: 'none', sm: '1' }}
                  aria-describedby={invalidUrl ? `${errorId} ${helperId}` : helperId}
                />
                <Button
                  type="submit"
                  {...solidBrand}
                  loading={processing}
                  loadingText={PROCESSING_BUTTON}
                  flexShrink={0}
                >
                  <DownloadIcon aria-hidden /> {FETCH_BUTTON}
                </Button>
              </Flex>
              {state.kind === 'error' && state.invalidUrl && (
                <Field.ErrorText
                  fontSize="sm"
                  fontWeight="medium"
                  colorPalette="red"
                  color="colorPalette.fg"
                >
                  {state.message}
                </Field.ErrorText>
              )}
              <Field.HelperText color="fg.muted">
                Paste a link such as youtube.com/watch?v=…, youtube.com/shorts/… or youtu.be/…
              </Field.HelperText>
            </Field.Root>
            {showNotice && (
              <Text fontSize="sm" color="fg.muted" display="flex" gap="2" alignItems="start">
                <Box as="span" mt="0.5" flexShrink={0} aria-hidden>
                  <ShieldAlertIcon />
                </Box>
                <span>{COPYRIGHT_NOTICE}</span>
              </Text>
            )}
          </Stack>
        </form>
      </Box>

      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {processing && 'Fetching video information...'}
        {state.kind === 'found' && `Video found: ${state.video.title}`}
      </VisuallyHidden>

      {state.kind === 'error' && !state.invalidUrl && (
        <Alert.Root status="error" role="alert" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title fontWeight="medium">{state.message}</Alert.Title>
        </Alert.Root>
      )}

      {state.kind === 'found' && (
        <VideoCard key={`${state.video.id}|${state.url}`} video={state.video} url={state.url} />
      )}
    </Stack>
  );
}

/** The found video: thumbnail, details and the download options of each format. */
function VideoCard({ video, url }: { video: VideoInfo; url: string }) {
  const [thumbnail, setThumbnail] = useState(video.thumbnail || THUMBNAIL_PLACEHOLDER);
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (key: string, path: string) => {
    const copiedOk = await copyToClipboard(new URL(path, window.location.origin).href);
    if (!copiedOk) return;
    clearTimeout(timer.current);
    setCopied(key);
    timer.current = setTimeout(() => setCopied(null), COPIED_MS);
  };

  const headingId = useId();
  const defaultFormat: VideoFormat = video.formats.mp4.length > 0 ? 'mp4' : 'mp3';

  return (
    <Box as="section" aria-labelledby={headingId} {...toolPanel}>
      <Stack gap="5">
        <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: '3', md: '5' }}>
          <Image
            src={thumbnail}
            alt={`Thumbnail of ${video.title}`}
            onError={() => setThumbnail(THUMBNAIL_PLACEHOLDER)}
            width={{ base: 'full', sm: '56' }}
            aspectRatio="16/9"
            objectFit="cover"
            borderRadius="l2"
            bg="bg.muted"
            flexShrink={0}
          />
          <Stack gap="2" minW="0">
            <Heading as="h2" id={headingId} size={{ base: 'md', md: 'lg' }} overflowWrap="anywhere">
              {video.title}
            </Heading>
            {video.author && (
              <HStack gap="2" color="fg.muted">
                <UserIcon aria-hidden />
                <Text>
                  <VisuallyHidden>Channel: </VisuallyHidden>
                  {video.author}
                </Text>
              </HStack>
            )}
            <HStack gap="2" color="fg.muted">
              <ClockIcon aria-hidden />
              <Text>
                <VisuallyHidden>Duration: </VisuallyHidden>
                {formatDuration(video.duration)}
              </Text>
            </HStack>
          </Stack>
        </Flex>

        <NativeTabs
          label="Download format"
          defaultValue={defaultFormat}
          look="format"
          items={(['mp4', 'mp3'] as const).map((format) => ({
            value: format,
            label: format === 'mp4' ? 'MP4 (Video)' : 'MP3 (Audio)',
            content: (
              <FormatOptions
                format={format}
                video={video}
                url={url}
                copied={copied}
                onCopy={(key, path) => void copy(key, path)}
              />
            ),
          }))}
        />

        <Stack gap="1" fontSize="sm" color="fg.muted">
          <Text>{QUALITY_NOTE}</Text>
          <Text>{EXPIRY_NOTE}</Text>
        </Stack>
      </Stack>
    </Box>
  );
}

/** One format's qualities, each with Download, Copy Link and Open in new tab. */
function FormatOptions({
  format,
  video,
  url,
  copied,
  onCopy,
}: {
  format: VideoFormat;
  video: VideoInfo;
  url: string;
  copied: string | null;
  onCopy: (key: string, path: string) => void;
}) {
  const name = format.toUpperCase();
  // The download route serves two qualities: the first listed ('highest') and the second.
  const options = video.formats[format].slice(0, 2);
  if (options.length === 0) {
    return <Text color="fg.muted">No {name} download is available for this video.</Text>;
  }
  return (
    <List.Root listStyleType="none" gap="3">
      {options.map((option, index) => {
        const quality = option.quality || DEFAULT_QUALITY_LABELS[format][index] || '';
        const path = downloadPath(url, format, qualityForIndex(index));
        const key = `${format}-${index}`;
        const what = `${quality} ${name}`;
        return (
          <List.Item
            key={key}
            display="flex"
            flexDirection={{ base: 'column', md: 'row' }}
            alignItems={{ base: 'stretch', md: 'center' }}
            justifyContent="space-between"
            gap="3"
            p="3"
            borderWidth="1px"
            borderColor="border"
            borderRadius="l2"
            bg="bg.muted"
          >
            <Text fontWeight="semibold">
              {quality}{' '}
              <Text as="span" color="fg.muted" fontWeight="normal">
                {name}
              </Text>
            </Text>
            <Flex gap="2" wrap="wrap">
              <Button asChild size="sm" {...solidBrand} flex={{ base: '1 1 auto', md: 'initial' }}>
                <a href={path} download type={undefined}>
                  <DownloadIcon aria-hidden />
                  <span>{DOWNLOAD}</span> <VisuallyHidden>{what}</VisuallyHidden>
                </a>
              </Button>
              <Button
                size="sm"
                variant="outline"
                bg="surface"
                flex={{ base: '1 1 auto', md: 'initial' }}
                onClick={() => onCopy(key, path)}
              >
                <LinkIcon aria-hidden />
                <span>{copied === key ? COPIED : COPY_LINK}</span>{' '}
                <VisuallyHidden>{what}</VisuallyHidden>
              </Button>
              <Button
                asChild
                size="sm"
                variant="outline"
                bg="surface"
                flex={{ base: '1 1 auto', md: 'initial' }}
              >
                <a href={path} target="_blank" rel="noopener noreferrer" type={undefined}>
                  <ExternalLinkIcon aria-hidden />
                  <span>{OPEN_IN_NEW_TAB}</span> <VisuallyHidden>{what}</VisuallyHidden>
                </a>
              </Button>
            </Flex>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
