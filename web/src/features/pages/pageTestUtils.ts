import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderRoute } from '../../test/render.tsx';

/** The first visit of a lazy route compiles its module, which is slow on a busy machine. */
export const LAZY_ROUTE_TIMEOUT = { timeout: 5000 };

/** Opens a page and waits for its (lazily loaded) one h1. */
export async function openPage(path: string, title: string) {
  const rendered = await renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: title }, LAZY_ROUTE_TIMEOUT);
  return rendered;
}

/** The texts of the page's headings of one level, in document order (header and footer left out). */
export function headingTexts(level: number): string[] {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent ?? '');
}

/** The page has exactly one h1, and its document title is `{title} | CalcHub`. */
export async function expectOneH1AndTitle(title: string) {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await waitFor(() => expect(document.title).toBe(`${title} | CalcHub`));
}
