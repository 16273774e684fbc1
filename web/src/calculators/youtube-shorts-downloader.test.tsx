import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsCalls } from '../test/handlers/analytics.ts';
import { notFoundBody } from '../test/handlers/catalogue.ts';
import { videoInfoFixture, videoInfoRequests } from '../test/handlers/video.ts';
import { renderRoute } from '../test/render.tsx';
import { server } from '../test/server.ts';
import { LAZY_ROUTE_TIMEOUT } from '../features/pages/pageTestUtils.ts';

const PATH = '/calculator/youtube-shorts-downloader';
const TITLE = 'YouTube Shorts Downloader';

async function openShortsPage() {
  const rendered = await renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: TITLE }, LAZY_ROUTE_TIMEOUT);
  return rendered;
}

function main() {
  return within(screen.getByRole('main'));
}

function jsonLd(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );
}

beforeEach(() => {
  videoInfoRequests.length = 0;
});

describe('the Shorts downloader page', () => {
  it('has its title, description and SoftwareApplication block published 2025-04-03', async () => {
    await openShortsPage();
    await waitFor(() => expect(document.title).toBe('YouTube Shorts Downloader | CalcHub'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /YouTube Shorts/,
    );
    const app = jsonLd().find((block) => block['@type'] === 'SoftwareApplication');
    expect(app).toMatchObject({
      name: TITLE,
      datePublished: '2025-04-03',
      offers: { price: '0', priceCurrency: 'USD' },
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the breadcrumb Home > Free Tools > YouTube Shorts Downloader', async () => {
    await openShortsPage();
    const crumbs = within(screen.getByRole('navigation', { name: /breadcrumb/i }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Free Tools' })).toHaveAttribute(
      'href',
      '/category/free-tools',
    );
    expect(crumbs.getByText(TITLE)).toHaveAttribute('aria-current', 'page');
  });

  it('has Print and Share controls', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    try {
      const user = userEvent.setup();
      await openShortsPage();
      await user.click(main().getByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledTimes(1);
      await user.click(main().getByRole('button', { name: 'Share' }));
      expect(await screen.findByRole('dialog')).toHaveTextContent('Share this calculator');
    } finally {
      print.mockRestore();
    }
  });

  it('explains the steps, features, reasons, URL shapes and copyright', async () => {
    await openShortsPage();
    const headings = main()
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'How to Download YouTube Shorts',
      'Features',
      'Why Use Our YouTube Shorts Downloader?',
      'Supported URL Formats',
      'Copyright Notice',
      'Frequently Asked Questions',
      'Related Tools',
    ]);
    const steps = within(
      screen.getByRole('region', { name: 'How to Download YouTube Shorts' }),
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Copy the Shorts URL',
      'Paste it',
      'Click Fetch Video',
      'Choose MP4 or MP3',
      'Download',
    ]);
    const shapes = within(screen.getByRole('region', { name: 'Supported URL Formats' }));
    expect(shapes.getByText('https://youtube.com/shorts/VIDEO_ID')).toBeInTheDocument();
    expect(shapes.getByText('https://www.youtube.com/shorts/VIDEO_ID')).toBeInTheDocument();
    expect(shapes.getByText('https://youtu.be/VIDEO_ID')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Copyright Notice' })).getByText(
        /Only download videos you own or have permission to download/,
      ),
    ).toBeInTheDocument();
  });

  it('has four FAQs in an accordion, one open at a time', async () => {
    const user = userEvent.setup();
    await openShortsPage();
    const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }));
    const questions = faq.getAllByRole('button');
    expect(questions.map((q) => q.textContent)).toEqual([
      'Is this YouTube Shorts downloader free?',
      'Which formats can I download a Short in?',
      'Do downloaded Shorts have a watermark?',
      'Is it legal to download YouTube Shorts?',
    ]);
    await user.click(questions[0]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await user.click(questions[3]!);
    expect(questions[3]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(
        faq.getByText(/Only download Shorts you made yourself or have the creator’s permission/),
      ).toBeVisible(),
    );
  });

  it('links to the currency converter, crypto converter and percentage calculator', async () => {
    await openShortsPage();
    const related = within(screen.getByRole('region', { name: 'Related Tools' }));
    expect(
      related.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Currency Converter ', '/calculator/currency-converter'],
      ['Cryptocurrency Converter ', '/calculator/crypto-converter'],
      ['Percentage Calculator ', '/calculator/percentage-calculator'],
    ]);
  });

  it('fetches a Short and records usage as tool 9', async () => {
    const user = userEvent.setup();
    await openShortsPage();
    const url = 'https://youtube.com/shorts/abcDEF12345';
    await user.type(screen.getByRole('textbox', { name: 'YouTube Shorts URL' }), url);
    await user.click(screen.getByRole('button', { name: /Fetch Video/ }));
    await screen.findByRole('heading', { level: 2, name: videoInfoFixture.title });
    expect(videoInfoRequests).toEqual([url]);
    await waitFor(() =>
      expect(analyticsCalls.filter((call) => call.path === 'calculator-usage')).toEqual([
        {
          path: 'calculator-usage',
          body: {
            calculatorId: 9,
            calculatorSlug: 'youtube-shorts-downloader',
            inputs: { url },
          },
        },
      ]),
    );
  });

  it('records one page view', async () => {
    await openShortsPage();
    await waitFor(() =>
      expect(analyticsCalls.filter((call) => call.path === 'page-view')).toHaveLength(1),
    );
    expect(analyticsCalls.find((call) => call.path === 'page-view')?.body).toMatchObject({
      page: PATH,
    });
  });

  it('shows a skeleton while the tool record loads', async () => {
    server.use(
      graphql.query('CalculatorPage', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await renderRoute(PATH);
    expect(
      await screen.findByRole('status', { name: 'Loading tool' }, LAZY_ROUTE_TIMEOUT),
    ).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it.each([
    ['the catalogue has no record', () => HttpResponse.json(notFoundBody('No calculator'))],
    ['the record cannot be loaded', () => HttpResponse.error()],
  ])('shows Tool Not Found when %s', async (_name, answer) => {
    server.use(graphql.query('CalculatorPage', answer));
    await renderRoute(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tool Not Found' }, LAZY_ROUTE_TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByText("The tool you're looking for could not be found.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('textbox', { name: 'YouTube Shorts URL' })).not.toBeInTheDocument();
  });
});
