import { act } from '@testing-library/react';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToPipeableStream } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeIntersectionObserver,
  removeFakeIntersectionObserver,
  scrollIntoView,
} from '../test/fakeIntersectionObserver.ts';
import type { AnyMode } from './definition.ts';
import type { Evaluation } from './evaluate.ts';
import { LaterCharts } from './LaterParts.tsx';

// A served page builds its charts (and schedule) where they are drawn: on the server, and in the
// browser only once their part hydrates as it nears the screen, not at the page's start.

/** The HTML the server sends for `element`, lazy parts included. */
function serverHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        let text = '';
        stream.pipe(
          new Writable({
            write(chunk, _encoding, done) {
              text += String(chunk);
              done();
            },
            final(done) {
              resolve(text);
              done();
            },
          }),
        );
      },
      onShellError: reject,
    });
  });
}

let container: HTMLElement;
let root: Root | undefined;

beforeEach(installFakeIntersectionObserver);

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  removeFakeIntersectionObserver();
});

describe('LaterCharts on a served page', () => {
  it('builds the charts on the server, and in the browser only once they near the screen', async () => {
    const build = vi.fn(() => []);
    const definition = { charts: { title: 'Balance over time', build } } as unknown as AnyMode;
    const evaluation = {
      values: { amount: 1000 },
      results: { payment: 10 },
      implausible: [],
    } as unknown as Evaluation;
    const page = (
      <LaterCharts
        definition={definition}
        shownDefinition={definition}
        drawable={evaluation}
        stale={false}
        slug="test-calculator"
      />
    );

    container = document.createElement('div');
    container.innerHTML = await serverHtml(page);
    document.body.append(container);
    expect(build).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain('Balance over time');

    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(build).toHaveBeenCalledTimes(1);
    expect(container.textContent).toContain('Balance over time');

    await act(async () => scrollIntoView());
    await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(2));
    expect(build).toHaveBeenLastCalledWith(evaluation.values, evaluation.results);
  });
});
