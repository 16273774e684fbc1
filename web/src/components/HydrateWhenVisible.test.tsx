import { act, fireEvent, render, screen } from '@testing-library/react';
import { createContext, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { Writable } from 'node:stream';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserPageRouter } from '../BrowserPageRouter.tsx';
import { useQueryString } from '../ssr/queryParams.ts';
import {
  installFakeIntersectionObserver,
  observers,
  removeFakeIntersectionObserver,
  scrollIntoView,
} from '../test/fakeIntersectionObserver.ts';
import { HydrateWhenVisible } from './HydrateWhenVisible.tsx';

/** Counters that came to life in the browser (their effects ran: rendered or hydrated). */
const mounted: string[] = [];

function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounted.push('counter');
  }, []);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}

function Page({ isStatic = false }: { isStatic?: boolean }) {
  return (
    <main>
      <h1>Above the fold</h1>
      <HydrateWhenVisible static={isStatic}>
        <Counter />
      </HydrateWhenVisible>
    </main>
  );
}

let container: HTMLElement;
let root: Root | undefined;

/** Puts the server's HTML on the page and hydrates it, as start.tsx does. */
async function hydrateServerHtml(page = <Page />) {
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  mounted.length = 0;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
}

beforeEach(() => {
  installFakeIntersectionObserver();
  mounted.length = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  removeFakeIntersectionObserver();
});

describe('HydrateWhenVisible', () => {
  it('keeps the server HTML and hydrates it only once it nears the screen', async () => {
    await hydrateServerHtml();
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    expect(mounted).toEqual([]);

    // Not hydrated yet: a click changes nothing.
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBe(button);

    await act(async () => scrollIntoView());
    expect(mounted).toEqual(['counter']);
    // Hydrated in place: the same element, now working.
    const hydrated = screen.getByRole('button', { name: 'Pressed 0 times' });
    expect(hydrated).toBe(button);
    fireEvent.click(hydrated);
    expect(await screen.findByRole('button', { name: 'Pressed 1 times' })).toBe(button);
  });

  it('hydrates when the visitor pauses after starting to use the page, not while they type', async () => {
    await hydrateServerHtml();
    expect(mounted).toEqual([]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await act(async () => {
        fireEvent.focusIn(document.body);
        fireEvent.keyDown(document.body, { key: '1' });
        vi.advanceTimersByTime(300);
        fireEvent.keyDown(document.body, { key: '2' });
        vi.advanceTimersByTime(300);
      });
      expect(mounted).toEqual([]);
      await act(async () => {
        vi.advanceTimersByTime(100);
      });
      expect(mounted).toEqual(['counter']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hydrates at once when the visitor touches the part itself', async () => {
    await hydrateServerHtml();
    await act(async () => {
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Pressed 0 times' }));
    });
    expect(mounted).toEqual(['counter']);
  });

  it('waits for the screen only when static, whatever the visitor does above it', async () => {
    await hydrateServerHtml(<Page isStatic />);
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
      fireEvent.pointerDown(document.body);
      fireEvent.focusIn(document.body);
    });
    expect(mounted).toEqual([]);
    await act(async () => scrollIntoView());
    expect(mounted).toEqual(['counter']);
  });

  it('renders at once where the browser renders the page itself', () => {
    render(<Page />);
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
    expect(mounted).toEqual(['counter']);
    expect(observers).toHaveLength(0);
  });

  it('keeps the server HTML when the page above it updates before it opens, then shows the update', async () => {
    // As a calculator page does after hydrating (the visitor's locale read, a value settled):
    // new props for a part still waiting below the fold.
    function Label({ text }: { text: string }) {
      return <p>Balance after {text}</p>;
    }
    function UpdatingPage() {
      // The browser's first render reads what the server could not know.
      const text = useSyncExternalStore(
        () => () => {},
        () => '11 years',
        () => '10 years',
      );
      return (
        <main>
          <HydrateWhenVisible>
            <Label text={text} />
          </HydrateWhenVisible>
        </main>
      );
    }
    container = document.createElement('div');
    container.innerHTML = renderToString(<UpdatingPage />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <UpdatingPage />);
    });
    // Still the server's words, not an empty place where they were.
    expect(screen.getByText('Balance after 10 years')).toBeInTheDocument();

    await act(async () => scrollIntoView());
    expect(await screen.findByText('Balance after 11 years')).toBeInTheDocument();
    expect(screen.queryByText('Balance after 10 years')).not.toBeInTheDocument();
  });

  it('keeps the server HTML when the address changes before it opens (a calculator writing its inputs)', async () => {
    let navigate!: NavigateFunction;
    function Inputs() {
      const navigateHere = useNavigate();
      useEffect(() => {
        navigate = navigateHere;
      });
      return <p>Inputs {useQueryString() || 'none'}</p>;
    }
    const page = (
      <BrowserPageRouter>
        <Inputs />
        <HydrateWhenVisible static>
          <Counter />
        </HydrateWhenVisible>
      </BrowserPageRouter>
    );
    await hydrateServerHtml(page);
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });

    await act(async () => navigate('?amount=5', { replace: true }));
    expect(screen.getByText('Inputs ?amount=5')).toBeInTheDocument();
    // Still the server's HTML, not an empty place where it was.
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBe(button);
    expect(mounted).toEqual([]);

    await act(async () => scrollIntoView());
    expect(mounted).toEqual(['counter']);
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBe(button);
    window.history.replaceState(null, '', '/');
  });

  it('draws a part at once, not an empty place, when React must draw it anew before it opens', async () => {
    // A context above that changes (the router's location on a new page): React cannot tell
    // whether the waiting part reads it, so it drops the part's server HTML.
    const Mode = createContext('light');
    let setMode!: (mode: string) => void;
    function App() {
      const [mode, setHere] = useState('light');
      useEffect(() => {
        setMode = setHere;
      }, []);
      return (
        <Mode value={mode}>
          <Page isStatic />
        </Mode>
      );
    }
    await hydrateServerHtml(<App />);
    expect(mounted).toEqual([]);
    await act(async () => setMode('dark'));
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
    expect(mounted).toEqual(['counter']);
  });

  it('keeps the server HTML of a lazy part until its code has come, whatever the page does', async () => {
    let arrive = () => {};
    const code = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    function Table({ rows }: { rows: number }) {
      return <p>{rows} rows</p>;
    }
    // The server's render waits for the code; in the browser it comes later.
    const ServerTable = lazy(async () => ({ default: Table }));
    const BrowserTable = lazy(async () => {
      await code;
      return { default: Table };
    });
    // What the page above shows, changed from outside as a visitor's edit would.
    let rowsNow = 10;
    const listeners = new Set<() => void>();
    const setRows = (rows: number) => {
      rowsNow = rows;
      for (const listener of listeners) listener();
    };
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    function Page({ Part }: { Part: typeof ServerTable }) {
      const rows = useSyncExternalStore(
        subscribe,
        () => rowsNow,
        () => 10,
      );
      return (
        <main>
          <HydrateWhenVisible>
            <Part rows={rows} />
          </HydrateWhenVisible>
        </main>
      );
    }
    container = document.createElement('div');
    const html = await new Promise<string>((resolve) => {
      const stream = renderToPipeableStream(<Page Part={ServerTable} />, {
        onAllReady() {
          let text = '';
          const sink = new Writable({
            write(chunk, _encoding, done) {
              text += String(chunk);
              done();
            },
            final(done) {
              resolve(text);
              done();
            },
          });
          stream.pipe(sink);
        },
      });
    });
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Page Part={BrowserTable} />);
    });
    await act(async () => scrollIntoView());
    // Opened, its code still on the way, and the page changes its props meanwhile.
    await act(async () => setRows(11));
    expect(screen.getByText('10 rows')).toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByText('11 rows')).toBeInTheDocument();
  });
});
