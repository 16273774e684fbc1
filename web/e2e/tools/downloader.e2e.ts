import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../axe.ts';
import { launchBrowser, PHONE, siteUrl, visit } from '../browser.ts';

// The video downloader in a real browser. YouTube cannot be reached from here, so the info route
// is answered with a recorded answer, and thumbnails from YouTube's image host fail to load.

const RECORDED_INFO = {
  id: 'dQw4w9WgXcQ',
  title: 'Rick Astley - Never Gonna Give You Up (Official Video)',
  thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  duration: 213,
  author: 'Rick Astley',
  formats: {
    mp4: [{ quality: '720p' }, { quality: '360p' }],
    mp3: [{ quality: '256kbps' }, { quality: '128kbps' }],
  },
};

const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const SHORTS_URL = 'https://youtube.com/shorts/dQw4w9WgXcQ';
const EMPTY = 'Please enter a YouTube video URL';
const INVALID =
  'Please enter a valid YouTube URL (e.g., youtube.com/watch?v=xxxxx or youtube.com/shorts/xxxxx)';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A phone-sized page allowed to use the clipboard, with YouTube's image host failing. */
async function openDownloader(path: string, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({
    viewport: PHONE,
    colorScheme,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await page.route('**/i.ytimg.com/**', (route) => route.abort());
  await visit(page, path);
  return { context, page };
}

/** Answers the info route with `body`; returns the `url` parameters asked for, in order. */
async function answerInfo(page: Page, body: object = RECORDED_INFO, status = 200) {
  const asked: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/youtube/info**', async (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('url') ?? '');
    await held;
    await route.fulfill({ status, json: body });
  });
  return { asked, release };
}

describe('the video downloader', () => {
  it('checks the URL before any request', async () => {
    const { context, page } = await openDownloader('/calculator/youtube-downloader');
    const { asked, release } = await answerInfo(page);
    release();
    const input = page.getByRole('textbox', { name: 'YouTube video URL' });
    const fetchButton = page.getByRole('button', { name: 'Fetch Video' });

    await fetchButton.click();
    await page.getByText(EMPTY).waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');

    await input.fill('https://vimeo.com/123456');
    // Editing clears the message.
    await page.getByText(EMPTY).waitFor({ state: 'detached' });
    await input.press('Enter');
    await page.getByText(INVALID).waitFor();

    await input.fill('youtube.com/@someone');
    await fetchButton.click();
    await page.getByText(INVALID).waitFor();
    expect(asked).toEqual([]);
    await context.close();
  });

  it('fetches a video: processing, the card, the MP3 tab and Copy Link', async () => {
    const { context, page } = await openDownloader('/calculator/youtube-downloader');
    const { asked, release } = await answerInfo(page);
    const input = page.getByRole('textbox', { name: 'YouTube video URL' });
    await input.fill(VIDEO_URL);
    await page.getByRole('button', { name: 'Fetch Video' }).click();

    // Held: processing.
    await page.getByRole('button', { name: 'Processing...' }).waitFor();
    expect(await input.isDisabled()).toBe(true);
    release();

    // The card.
    await page.getByRole('heading', { level: 2, name: RECORDED_INFO.title }).waitFor();
    expect(asked).toEqual([VIDEO_URL]);
    expect(await input.isEnabled()).toBe(true);
    // The author and duration carry visually hidden labels for screen readers.
    await page.getByText('Channel: Rick Astley', { exact: true }).waitFor();
    await page.getByText('Duration: 3:33', { exact: true }).waitFor();
    // The thumbnail cannot be loaded here, so the placeholder shows, and it loads.
    const thumbnail = page.getByRole('img', { name: `Thumbnail of ${RECORDED_INFO.title}` });
    await expect.poll(() => thumbnail.getAttribute('src')).toBe('/images/video-placeholder.svg');
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    // MP4 first, with its links.
    const mp4Tab = page.getByRole('tab', { name: 'MP4 (Video)' });
    expect(await mp4Tab.getAttribute('aria-selected')).toBe('true');
    const download = page.getByRole('link', { name: 'Download 720p MP4' });
    expect(await download.getAttribute('href')).toBe(
      `/api/youtube/download?url=${encodeURIComponent(VIDEO_URL)}&format=mp4&quality=highest`,
    );
    expect(await download.getAttribute('download')).not.toBeNull();
    const open = page.getByRole('link', { name: 'Open in new tab 360p MP4' });
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toContain('noopener');

    // The MP3 tab, reached with the keyboard.
    await mp4Tab.focus();
    await page.keyboard.press('ArrowRight');
    const mp3Tab = page.getByRole('tab', { name: 'MP3 (Audio)' });
    await expect.poll(() => mp3Tab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('link', { name: 'Download 256kbps MP3' }).waitFor();
    await page.getByRole('link', { name: 'Download 128kbps MP3' }).waitFor();

    // Copy Link: 'Copied!' for 2 seconds, and the full address on the clipboard.
    await page.getByRole('button', { name: 'Copy Link 128kbps MP3' }).click();
    const copied = page.getByRole('button', { name: 'Copied! 128kbps MP3' });
    await copied.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      siteUrl(
        `/api/youtube/download?url=${encodeURIComponent(VIDEO_URL)}&format=mp3&quality=standard`,
      ),
    );
    await page.getByRole('button', { name: 'Copy Link 128kbps MP3' }).waitFor({ timeout: 4000 });
    expect(await copied.count()).toBe(0);

    // Nothing scrolls sideways on a phone with the card open.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Editing the URL clears the card.
    await input.press('End');
    await input.press('Backspace');
    await page
      .getByRole('heading', { level: 2, name: RECORDED_INFO.title })
      .waitFor({ state: 'detached' });
    await context.close();
  });

  it("shows the server's error mapped through the catalogue", async () => {
    const { context, page } = await openDownloader('/calculator/youtube-downloader');
    const { release } = await answerInfo(
      page,
      { error: 'Not Found', message: 'Video unavailable' },
      404,
    );
    release();
    await page.getByRole('textbox', { name: 'YouTube video URL' }).fill(VIDEO_URL);
    await page.getByRole('button', { name: 'Fetch Video' }).click();
    await page
      .getByRole('alert')
      .getByText('This video is currently unavailable. It may have been removed or restricted.')
      .waitFor();
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'the found card has no WCAG A/AA violations in %s mode',
    async (colorScheme) => {
      const { context, page } = await openDownloader(
        '/calculator/youtube-shorts-downloader',
        colorScheme,
      );
      const { release } = await answerInfo(page);
      release();
      await page.getByRole('textbox', { name: 'YouTube Shorts URL' }).fill(SHORTS_URL);
      await page.getByRole('button', { name: 'Fetch Video' }).click();
      await page.getByRole('heading', { level: 2, name: RECORDED_INFO.title }).waitFor();
      await page.getByRole('button', { name: 'Copy Link 720p MP4' }).waitFor();
      expect(describeViolations(await axeViolations(page))).toEqual([]);
      await context.close();
    },
  );
});
