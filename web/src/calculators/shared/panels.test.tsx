import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyDefinition } from '../../engine/definition.ts';
import { DefinitionCalculator } from '../../engine/DefinitionCalculator.tsx';
import { system } from '../../theme/system.ts';
import passwordGenerator from '../password-generator.ts';
import { SYMBOLS } from '../password-generator/characterSets.ts';
import qrCodeGenerator from '../qr-code-generator.ts';
import { qrSymbol, svgDocument } from '../qr-code-generator/qr.ts';
import randomNumberGenerator from '../random-number-generator.ts';
import textCaseConverter from '../text-case-converter.ts';

// The panels of the random number generator, the password generator, the QR code generator and
// the text case converter, as a visitor gets them: the server's HTML (drawn once the panel's
// module has loaded, as the server's render waits for it), hydrated in the browser.

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
  vi.restoreAllMocks();
});

/** Renders a definition's page at `path` on the "server", then hydrates it; returns its router. */
async function serveAndHydrate(definition: AnyDefinition, path: string) {
  let router = createMemoryRouter([{ path: '*', element: null }]);
  const page = () => {
    router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <DefinitionCalculator
              definition={definition}
              calculatorId={1}
              slug={definition.slug}
              name="Calculator"
            />
          ),
        },
      ],
      { initialEntries: [path] },
    );
    return (
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    );
  };
  // The server's streaming render waits for every lazy part (the panel's module among them). Here
  // each render asks for what it lacks, and the page is rendered again until it lacks nothing: a
  // part still loading leaves React's client-rendering mark (<!--$!-->) in its place. On a busy
  // machine that can take more than one turn.
  let html = renderToString(page());
  while (html.includes('<!--$!-->')) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    html = renderToString(page());
  }
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // The server's HTML as sent, before hydration changes the page.
  const sent = document.createElement('div');
  sent.innerHTML = html;
  const serverText = (name: string) =>
    sent.querySelector(`section[aria-label="${name}"]`)?.textContent ?? null;
  const recoverable: unknown[] = [];
  const snapshot = { html, serverText };
  await act(async () => {
    root = hydrateRoot(container!, page(), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { ...snapshot, recoverable, router };
}

describe('the password generator’s panel', () => {
  it('makes no password on the server, and one in the browser once hydrated', async () => {
    const page = await serveAndHydrate(
      passwordGenerator,
      '/calculator/password-generator?length=24&symbols=no',
    );
    expect(page.serverText('Your password')).toMatch(/^Your password…\s*Generate/);
    expect(page.recoverable).toEqual([]);
    const region = screen.getByRole('region', { name: 'Your password' });
    const shown = () => within(region).getByText(/^[A-Za-z0-9]{24}$/).textContent!;
    const first = shown();
    expect(first).toMatch(/[a-z]/);
    expect(first).toMatch(/[A-Z]/);
    expect(first).toMatch(/[0-9]/);
    expect([...first].some((c) => SYMBOLS.includes(c))).toBe(false);
    // The URL holds the options only.
    expect(page.router.state.location.search).toBe('?length=24&symbols=no');

    fireEvent.click(within(region).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(shown()).not.toBe(first));

    // userEvent puts a clipboard on jsdom's navigator.
    userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const second = shown();
    fireEvent.click(within(region).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(second));
  });

  it('keeps the password in place, out of date, while the length typed is invalid', async () => {
    await serveAndHydrate(passwordGenerator, '/calculator/password-generator?length=16');
    const region = screen.getByRole('region', { name: 'Your password' });
    const shown = () => within(region).getByText(/^\S{16}$/).textContent!;
    const first = shown();
    const user = userEvent.setup();
    const length = screen.getByRole('textbox', { name: 'Length' });
    await user.type(length, '{Backspace}');
    // 1 character: below the minimum. The password stays, dimmed and out of reach.
    expect(await screen.findByText('A password needs at least 8 characters')).toBeVisible();
    expect(region).toHaveAttribute('inert');
    expect(shown()).toBe(first);
    expect(within(region).getByText('Generate').closest('button')).toBeDisabled();
    // The same options again: the same password, current again.
    await user.type(length, '6');
    await waitFor(() => expect(region).not.toHaveAttribute('inert'));
    expect(shown()).toBe(first);
    await user.clear(length);
    await user.type(length, '20');
    await waitFor(() => expect(within(region).getByText(/^\S{20}$/)).toBeInTheDocument());
  });
});

describe('the random number generator’s panel', () => {
  it('draws in the browser only, in the range, without repeats', async () => {
    const page = await serveAndHydrate(
      randomNumberGenerator,
      '/calculator/random-number-generator?min=1&max=49&count=6&repeats=no',
    );
    expect(page.serverText('Random numbers')).toMatch(
      /^Your numbers, in the order drawn…\s*Generate/,
    );
    expect(page.recoverable).toEqual([]);
    const region = screen.getByRole('region', { name: 'Random numbers' });
    const numbers = () =>
      within(region)
        .getAllByText(/^\d+$/)
        .map((element) => Number(element.textContent));
    const drawn = numbers();
    expect(drawn).toHaveLength(6);
    expect(new Set(drawn).size).toBe(6);
    for (const number of drawn) {
      expect(number).toBeGreaterThanOrEqual(1);
      expect(number).toBeLessThanOrEqual(49);
    }
    userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    fireEvent.click(within(region).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(drawn.join(', ')));
  });

  it('draws again on Generate', async () => {
    // One number of 1,000,000,001: two draws alike once in a billion.
    await serveAndHydrate(
      randomNumberGenerator,
      '/calculator/random-number-generator?min=0&max=1000000000',
    );
    const region = screen.getByRole('region', { name: 'Random numbers' });
    const shown = () => within(region).getByText(/^[\d,]+$/).textContent;
    const first = shown();
    fireEvent.click(within(region).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(shown()).not.toBe(first));
  });
});

describe('the QR code generator’s panel', () => {
  it('draws the code on the server too, and downloads it as SVG and PNG', async () => {
    const page = await serveAndHydrate(
      qrCodeGenerator,
      '/calculator/qr-code-generator?text=HELLO+WORLD&level=Q&size=200',
    );
    // Version 1: 21 modules, 29 with the quiet zone.
    expect(page.html).toContain('aria-label="QR code, version 1, 21 by 21 modules"');
    expect(page.html).toContain('viewBox="0 0 29 29"');
    expect(page.recoverable).toEqual([]);

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:qr';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const region = screen.getByRole('region', { name: 'Your QR code' });
    fireEvent.click(within(region).getByRole('button', { name: 'Download SVG' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(await blobs[0]!.text()).toBe(svgDocument(qrSymbol('HELLO WORLD', 'Q')!, 200));

    // jsdom has no canvas: a stand-in records the drawing and gives a PNG blob.
    const rects: number[][] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillStyle: '',
      fillRect: (...args: number[]) => rects.push(args),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback,
    ) {
      callback(new Blob([`${this.width}x${this.height}`], { type: 'image/png' }));
    });
    fireEvent.click(within(region).getByRole('button', { name: 'Download PNG' }));
    expect(clicked).toHaveBeenCalledTimes(2);
    expect(await blobs[1]!.text()).toBe('200x200');
    // White first, then the modules: 200 px ÷ 29 = 6 px each (174 px), 26 px left over, 13 on
    // the left; the first finder row starts at 13 + 4 × 6 = 37 and is 7 × 6 = 42 px long.
    expect(rects[0]).toEqual([0, 0, 200, 200]);
    expect(rects[1]).toEqual([37, 37, 42, 6]);
  });
});

describe('the text case converter’s panel', () => {
  it('shows the converted text, follows the text typed and copies it', async () => {
    const page = await serveAndHydrate(
      textCaseConverter,
      '/calculator/text-case-converter?case=snake',
    );
    expect(page.html).toContain('the_quick_brown_fox_jumps_over_the_lazy_dog');
    expect(page.recoverable).toEqual([]);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Your text');
    await user.clear(input);
    await user.type(input, 'Hello World');
    const converted = screen.getByLabelText('Converted text');
    await waitFor(() => expect(converted).toHaveValue('hello_world'));
    expect(converted).toHaveAttribute('readonly');
    // The visitor's text is never in the URL.
    expect(page.router.state.location.search).toBe('?case=snake');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy text' }));
    expect(writeText).toHaveBeenCalledWith('hello_world');

    // Another case keeps the text typed, which is in no link to be read back from.
    await user.selectOptions(screen.getByLabelText('Convert to'), 'upper');
    await waitFor(() => expect(converted).toHaveValue('HELLO WORLD'));
    expect(input).toHaveValue('Hello World');
  });
});
