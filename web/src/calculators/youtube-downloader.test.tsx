import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsCalls } from '../test/handlers/analytics.ts';
import { videoInfoFixture, videoInfoRequests } from '../test/handlers/video.ts';
import { renderRoute } from '../test/render.tsx';
import { LAZY_ROUTE_TIMEOUT } from '../features/pages/pageTestUtils.ts';

const PATH = '/calculator/youtube-downloader';
const TITLE = 'YouTube Video Downloader';

async function openVideoPage() {
  const rendered = await renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: TITLE }, LAZY_ROUTE_TIMEOUT);
  return rendered;
}

function main() {
  return within(screen.getByRole('main'));
}

beforeEach(() => {
  videoInfoRequests.length = 0;
});

describe('the video downloader page', () => {
  it('has its title, one h1, an intro and a SoftwareApplication block', async () => {
    await openVideoPage();
    await waitFor(() => expect(document.title).toBe('YouTube Video Downloader | CalcHub'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main().getByText(/Download YouTube videos as MP4 files with sound/)).toBeInTheDocument();
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    );
    expect(blocks.find((block) => block['@type'] === 'SoftwareApplication')).toMatchObject({
      name: TITLE,
      datePublished: '2025-03-21',
    });
  });

  it('shows the educational-use and copyright notice before the tool, not again inside it', async () => {
    await openVideoPage();
    const notice = main().getByText('For educational use only').parentElement!;
    expect(notice).toHaveTextContent(/Only download videos you own or have permission to download/);
    const input = main().getByRole('textbox', { name: 'YouTube video URL' });
    expect(notice.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.closest('form')).not.toHaveTextContent(/Only download videos you own/);
  });

  it('has four numbered how-to steps', async () => {
    await openVideoPage();
    const howTo = within(screen.getByRole('region', { name: 'How to Download YouTube Videos' }));
    const list = howTo.getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^1Copy the video URL/),
      expect.stringMatching(/^2Paste the URL/),
      expect.stringMatching(/^3Click Fetch Video/),
      expect.stringMatching(/^4Choose a format and download/),
    ]);
    expect(howTo.getByRole('link', { name: 'YouTube Shorts Downloader' })).toHaveAttribute(
      'href',
      '/calculator/youtube-shorts-downloader',
    );
  });

  it('answers four FAQs: free, Shorts, MP4 or MP3, legality', async () => {
    const user = userEvent.setup();
    await openVideoPage();
    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }));
    const questions = faq.getAllByRole('button');
    expect(questions.map((q) => q.textContent)).toEqual([
      'Is this YouTube video downloader free?',
      'Can I download YouTube Shorts too?',
      'Should I choose MP4 or MP3?',
      'Is it legal to download YouTube videos?',
    ]);
    // The same questions as FAQPage structured data, as on every calculator page.
    const faqPage = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
      .find((block) => block['@type'] === 'FAQPage') as
      { mainEntity: { name: string }[] } | undefined;
    expect(faqPage?.mainEntity.map((entry) => entry.name)).toEqual(
      questions.map((q) => q.textContent),
    );
    await user.click(questions[2]!);
    expect(questions[2]).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(faq.getByText(/Choose MP4 for the video with its audio/)).toBeVisible(),
    );
  });

  it('shows the breadcrumb to Free Tools', async () => {
    await openVideoPage();
    const crumbs = within(screen.getByRole('navigation', { name: /breadcrumb/i }));
    expect(crumbs.getByRole('link', { name: 'Free Tools' })).toHaveAttribute(
      'href',
      '/category/free-tools',
    );
    expect(crumbs.getByText(TITLE)).toHaveAttribute('aria-current', 'page');
  });

  it('fetches a video and records usage as tool 10', async () => {
    const user = userEvent.setup();
    await openVideoPage();
    const url = 'https://youtu.be/dQw4w9WgXcQ';
    await user.type(screen.getByRole('textbox', { name: 'YouTube video URL' }), url);
    await user.click(screen.getByRole('button', { name: /Fetch Video/ }));
    await screen.findByRole('heading', { level: 2, name: videoInfoFixture.title });
    expect(videoInfoRequests).toEqual([url]);
    await waitFor(() =>
      expect(
        analyticsCalls.filter((call) => call.path === 'calculator-usage').map((c) => c.body),
      ).toEqual([{ calculatorId: 10, calculatorSlug: 'youtube-downloader', inputs: { url } }]),
    );
  });
});
