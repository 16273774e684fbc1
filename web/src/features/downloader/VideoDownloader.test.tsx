import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsCalls } from '../../test/handlers/analytics.ts';
import { videoInfoFixture, videoInfoRequests } from '../../test/handlers/video.ts';
import { server } from '../../test/server.ts';
import { system } from '../../theme/system.ts';
import { VideoDownloader } from './VideoDownloader.tsx';

const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const ENCODED = encodeURIComponent(VIDEO_URL);

const EMPTY = 'Please enter a YouTube video URL';
const INVALID =
  'Please enter a valid YouTube URL (e.g., youtube.com/watch?v=xxxxx or youtube.com/shorts/xxxxx)';

type User = ReturnType<typeof userEvent.setup>;

function renderTool(user: User = userEvent.setup()) {
  render(
    <ChakraProvider value={system}>
      <VideoDownloader calculatorId={10} slug="youtube-downloader" />
    </ChakraProvider>,
  );
  return user;
}

function input() {
  return screen.getByRole('textbox', { name: 'YouTube video URL' });
}

async function fetchVideo(user: User, url = VIDEO_URL) {
  await user.type(input(), url);
  await user.click(screen.getByRole('button', { name: /Fetch Video/ }));
}

/** Waits for the found card and returns it. */
async function findCard() {
  const heading = await screen.findByRole('heading', { level: 2, name: videoInfoFixture.title });
  const card = heading.closest('section');
  if (!card) throw new Error('The title is not inside the card');
  return within(card);
}

/** The visible tab panel (hidden panels are left out of role queries). */
function panel() {
  return within(screen.getByRole('tabpanel'));
}

function usageCalls() {
  return analyticsCalls.filter((call) => call.path === 'calculator-usage');
}

/** Lets any request in flight land, so "no request was made" can really fail. */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 100));
}

function answerInfo(body: JsonBodyType, status = 200) {
  server.use(http.get('*/api/youtube/info', () => HttpResponse.json(body, { status })));
}

beforeEach(() => {
  videoInfoRequests.length = 0;
});

describe('VideoDownloader: idle and validation', () => {
  it('starts idle: a labelled URL input and the Fetch Video button, nothing else', () => {
    renderTool();
    expect(input()).toBeEnabled();
    expect(input()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Fetch Video' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(
      screen.getByText(/Only download videos you own or have permission to download/),
    ).toBeInTheDocument();
  });

  it.each([
    ['nothing', ''],
    ['only spaces', '   '],
  ])('with %s typed it says the URL is required and sends no request', async (_name, typed) => {
    const user = renderTool();
    if (typed) await user.type(input(), typed);
    await user.click(screen.getByRole('button', { name: 'Fetch Video' }));
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveFocus();
    await settle();
    expect(videoInfoRequests).toEqual([]);
  });

  it.each(['hello', 'https://vimeo.com/123', 'https://www.youtube.com/@someone'])(
    'says %s is not a YouTube URL and sends no request',
    async (typed) => {
      const user = renderTool();
      await user.type(input(), typed);
      await user.keyboard('{Enter}');
      expect(await screen.findByText(INVALID)).toBeInTheDocument();
      expect(input()).toHaveAttribute('aria-invalid', 'true');
      await settle();
      expect(videoInfoRequests).toEqual([]);
      expect(usageCalls()).toEqual([]);
    },
  );

  it('the validation message is tied to the input and goes once the URL is edited', async () => {
    const user = renderTool();
    await user.type(input(), 'nope{Enter}');
    const message = await screen.findByText(INVALID);
    expect(input().getAttribute('aria-describedby')).toContain(message.id);
    await user.type(input(), 'x');
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(input()).not.toHaveAttribute('aria-invalid');
  });
});

describe('VideoDownloader: fetching', () => {
  it('shows Processing... with the input disabled while the answer is held, then the card', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/youtube/info', async ({ request }) => {
        videoInfoRequests.push(new URL(request.url).searchParams.get('url') ?? '');
        await held;
        return HttpResponse.json(videoInfoFixture);
      }),
    );
    const user = renderTool();
    await fetchVideo(user, `  ${VIDEO_URL}  `);

    const button = await screen.findByRole('button', { name: /Processing\.\.\./ });
    expect(button).toBeDisabled();
    expect(input()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Fetching video information...');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    release();
    await findCard();
    expect(screen.getByRole('button', { name: 'Fetch Video' })).toBeEnabled();
    expect(input()).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(`Video found: ${videoInfoFixture.title}`);
    // The URL is sent trimmed.
    expect(videoInfoRequests).toEqual([VIDEO_URL]);
  });

  it('shows the title, author, duration and thumbnail of the found video', async () => {
    const user = renderTool();
    await fetchVideo(user);
    const card = await findCard();
    expect(card.getByText('Rick Astley')).toBeInTheDocument();
    expect(card.getByText('3:33')).toBeInTheDocument();
    expect(
      card.getByRole('img', { name: `Thumbnail of ${videoInfoFixture.title}` }),
    ).toHaveAttribute('src', videoInfoFixture.thumbnail);
  });

  it('writes an hour-long video as h:mm:ss', async () => {
    answerInfo({ ...videoInfoFixture, duration: 3725 });
    const user = renderTool();
    await fetchVideo(user);
    const card = await findCard();
    expect(card.getByText('1:02:05')).toBeInTheDocument();
  });

  it('falls back to the placeholder image when the thumbnail cannot be loaded', async () => {
    const user = renderTool();
    await fetchVideo(user);
    const card = await findCard();
    const image = card.getByRole('img', { name: `Thumbnail of ${videoInfoFixture.title}` });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/video-placeholder.svg');
    // A broken placeholder does not loop.
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/video-placeholder.svg');
  });

  it('uses the placeholder when the video has no thumbnail', async () => {
    answerInfo({ ...videoInfoFixture, thumbnail: '' });
    const user = renderTool();
    await fetchVideo(user);
    const card = await findCard();
    expect(card.getByRole('img')).toHaveAttribute('src', '/images/video-placeholder.svg');
  });

  it('records usage with the URL after a successful fetch', async () => {
    const user = renderTool();
    await fetchVideo(user);
    await findCard();
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    expect(usageCalls()[0]?.body).toEqual({
      calculatorId: 10,
      calculatorSlug: 'youtube-downloader',
      inputs: { url: VIDEO_URL },
    });
  });
});

describe('VideoDownloader: download options', () => {
  it('opens on the MP4 tab with its qualities, each with a download, copy and open link', async () => {
    const user = renderTool();
    await fetchVideo(user);
    await findCard();
    expect(screen.getByRole('tab', { name: 'MP4 (Video)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'MP3 (Audio)' })).toHaveAttribute(
      'aria-selected',
      'false',
    );

    const download720 = panel().getByRole('link', { name: 'Download 720p MP4' });
    expect(download720).toHaveAttribute(
      'href',
      `/api/youtube/download?url=${ENCODED}&format=mp4&quality=highest`,
    );
    expect(download720).toHaveAttribute('download');
    const download360 = panel().getByRole('link', { name: 'Download 360p MP4' });
    expect(download360).toHaveAttribute(
      'href',
      `/api/youtube/download?url=${ENCODED}&format=mp4&quality=standard`,
    );

    const open = panel().getByRole('link', { name: 'Open in new tab 720p MP4' });
    expect(open).toHaveAttribute(
      'href',
      `/api/youtube/download?url=${ENCODED}&format=mp4&quality=highest`,
    );
    expect(open).toHaveAttribute('target', '_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    expect(panel().getByRole('button', { name: 'Copy Link 360p MP4' })).toBeInTheDocument();
    expect(panel().queryByText('256kbps')).not.toBeInTheDocument();

    expect(
      screen.getByText('Downloads are available in up to 720p quality, with no watermarks.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The direct download link expires in 24 hours.')).toBeInTheDocument();
  });

  it('the MP3 tab lists the audio qualities with their links', async () => {
    const user = renderTool();
    await fetchVideo(user);
    await findCard();
    await user.click(screen.getByRole('tab', { name: 'MP3 (Audio)' }));
    await waitFor(() => expect(screen.getAllByRole('tabpanel')).toHaveLength(1));
    expect(panel().getByText('256kbps')).toBeInTheDocument();
    expect(panel().getByText('128kbps')).toBeInTheDocument();
    expect(panel().getByRole('link', { name: 'Download 256kbps MP3' })).toHaveAttribute(
      'href',
      `/api/youtube/download?url=${ENCODED}&format=mp3&quality=highest`,
    );
    expect(panel().getByRole('link', { name: 'Download 128kbps MP3' })).toHaveAttribute(
      'href',
      `/api/youtube/download?url=${ENCODED}&format=mp3&quality=standard`,
    );
    expect(panel().getByRole('link', { name: 'Open in new tab 128kbps MP3' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(panel().queryByText('720p')).not.toBeInTheDocument();
  });

  it('Copy Link copies the full download address and says Copied! for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = renderTool(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
      await fetchVideo(user);
      await findCard();
      await user.click(panel().getByRole('button', { name: 'Copy Link 720p MP4' }));

      expect(await panel().findByRole('button', { name: 'Copied! 720p MP4' })).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}/api/youtube/download?url=${ENCODED}&format=mp4&quality=highest`,
      );
      // Only the copied option says so.
      expect(panel().getByRole('button', { name: 'Copy Link 360p MP4' })).toBeInTheDocument();

      act(() => vi.advanceTimersByTime(1900));
      expect(panel().getByRole('button', { name: 'Copied! 720p MP4' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(panel().getByRole('button', { name: 'Copy Link 720p MP4' })).toBeInTheDocument();
      expect(panel().queryByText('Copied!')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens on MP3 when the video has only audio, and says MP4 has nothing', async () => {
    answerInfo({ ...videoInfoFixture, formats: { mp4: [], mp3: [{ quality: '128kbps' }] } });
    const user = renderTool();
    await fetchVideo(user);
    await findCard();
    expect(screen.getByRole('tab', { name: 'MP3 (Audio)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(panel().getByRole('link', { name: 'Download 128kbps MP3' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'MP4 (Video)' }));
    await waitFor(() => expect(screen.getAllByRole('tabpanel')).toHaveLength(1));
    expect(panel().getByText('No MP4 download is available for this video.')).toBeInTheDocument();
  });

  it('labels options the server sent without a quality with the defaults', async () => {
    answerInfo({ ...videoInfoFixture, formats: { mp4: [{}, {}], mp3: [{}, {}] } });
    const user = renderTool();
    await fetchVideo(user);
    await findCard();
    expect(panel().getByRole('link', { name: 'Download 720p MP4' })).toBeInTheDocument();
    expect(panel().getByRole('link', { name: 'Download 480p MP4' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'MP3 (Audio)' }));
    await waitFor(() => expect(screen.getAllByRole('tabpanel')).toHaveLength(1));
    expect(panel().getByRole('link', { name: 'Download 256kbps MP3' })).toBeInTheDocument();
    expect(panel().getByRole('link', { name: 'Download 128kbps MP3' })).toBeInTheDocument();
  });
});

describe('VideoDownloader: errors (spec section 8)', () => {
  it.each([
    [
      'a private video',
      403,
      { error: 'Forbidden', message: 'This is a private video. Please sign in.' },
      'This video is private or requires sign-in. We cannot download private videos.',
    ],
    [
      'a copyright block',
      451,
      { error: 'Unavailable', message: 'Video unavailable due to a copyright claim' },
      'This video is unavailable due to copyright restrictions.',
    ],
    [
      'an unavailable video',
      404,
      { error: 'Not Found', message: 'Video unavailable' },
      'This video is currently unavailable. It may have been removed or restricted.',
    ],
    [
      'too many requests',
      429,
      {
        error: 'Too Many Requests',
        message: 'Too many requests. Please wait a minute and try again.',
      },
      'Too many requests. Please wait a minute and try again.',
    ],
    [
      'a server message of its own',
      400,
      { error: 'Bad Request', message: 'Please enter a YouTube video URL' },
      'Please enter a YouTube video URL',
    ],
    ['only an error field', 500, { error: 'Could not reach YouTube' }, 'Could not reach YouTube'],
    ['no message at all', 500, {}, 'Failed to fetch video information'],
    [
      'no formats',
      200,
      { ...videoInfoFixture, formats: { mp4: [], mp3: [] } },
      'No downloadable formats found for this video. It may be restricted or protected.',
    ],
    [
      'an answer that is not video info',
      200,
      { hello: 'world' },
      'Failed to fetch video information. Please try another video.',
    ],
  ])('%s shows its message', async (_name, status, body, message) => {
    answerInfo(body, status);
    const user = renderTool();
    await fetchVideo(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    await settle();
    expect(usageCalls()).toEqual([]);
  });

  it('an error page that is not JSON shows the default message', async () => {
    server.use(
      http.get(
        '*/api/youtube/info',
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
    const user = renderTool();
    await fetchVideo(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch video information');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Bad gateway');
  });

  it('a network failure shows the generic message', async () => {
    server.use(http.get('*/api/youtube/info', () => HttpResponse.error()));
    const user = renderTool();
    await fetchVideo(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while fetching video information. Please try again.',
    );
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it('editing the URL clears the error', async () => {
    answerInfo({ message: 'Video unavailable' }, 404);
    const user = renderTool();
    await fetchVideo(user);
    await screen.findByRole('alert');
    await user.type(input(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('editing the URL clears the loaded video', async () => {
    const user = renderTool();
    await fetchVideo(user);
    await findCard();
    await user.type(input(), '{Backspace}');
    expect(screen.queryByRole('heading', { name: videoInfoFixture.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });
});
