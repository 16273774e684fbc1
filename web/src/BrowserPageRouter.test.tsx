import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, use, useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { BrowserPageRouter, usePageLoading } from './BrowserPageRouter.tsx';
import { useQueryParams, useQueryString } from './ssr/queryParams.ts';
import { runUpdatesAsInBrowser } from './test/updatesAsInBrowser.ts';

/** What the layout's loading bar reads. */
function LoadingProbe() {
  return usePageLoading() ? <p>next page loading</p> : null;
}

runUpdatesAsInBrowser('/first');

/** The router's navigate function, for the test to change the address. */
let navigate!: NavigateFunction;

/** Shows the address; the page /second waits for `secondPageCode` when given. */
function Pages({ secondPageCode }: { secondPageCode?: Promise<void> }) {
  const navigateHere = useNavigate();
  useEffect(() => {
    navigate = navigateHere;
  });
  const { pathname } = useLocation();
  const search = useQueryString();
  if (pathname === '/second' && secondPageCode) use(secondPageCode);
  return <p>{`page ${pathname}${search}`}</p>;
}

it('keeps the current page on screen, and says a page is loading, while the next one loads its code', async () => {
  let codeArrives!: () => void;
  const code = new Promise<void>((resolve) => {
    codeArrives = resolve;
  });
  render(
    <BrowserPageRouter>
      <LoadingProbe />
      <Suspense fallback={<p>loading</p>}>
        <Pages secondPageCode={code} />
      </Suspense>
    </BrowserPageRouter>,
  );
  expect(screen.getByText('page /first')).toBeInTheDocument();
  expect(screen.queryByText('next page loading')).not.toBeInTheDocument();

  // A change of the query is shown.
  void navigate('/first?amount=5', { replace: true });
  expect(await screen.findByText('page /first?amount=5')).toBeInTheDocument();
  expect(screen.queryByText('next page loading')).not.toBeInTheDocument();

  void navigate('/second');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(window.location.pathname).toBe('/second');
  expect(screen.getByText('page /first?amount=5')).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  expect(screen.getByText('next page loading')).toBeInTheDocument();

  codeArrives();
  await waitFor(() => expect(screen.getByText('page /second')).toBeInTheDocument());
  expect(screen.queryByText('next page loading')).not.toBeInTheDocument();
});

it('opens a new page at its top, but not a change of the query', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <BrowserPageRouter>
      <Pages />
    </BrowserPageRouter>,
  );
  void navigate('/first?amount=5', { replace: true });
  await screen.findByText('page /first?amount=5');
  expect(scrollTo).not.toHaveBeenCalled();

  void navigate('/second');
  await screen.findByText('page /second');
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockRestore();
});

it('gives a change of the query to the parts that read it, not to every reader of the location', async () => {
  const linkDrawn = vi.fn();
  const inputsDrawn = vi.fn();
  /** Stands for a link: it reads the router's location. */
  function LinkLike() {
    useLocation();
    linkDrawn();
    return null;
  }
  /** Stands for a calculator: it reads its inputs from the query. */
  function Inputs() {
    const [params] = useQueryParams();
    inputsDrawn();
    return <p>{`amount ${params.get('amount') ?? 'none'}`}</p>;
  }
  render(
    <BrowserPageRouter>
      <Pages />
      <LinkLike />
      <Inputs />
    </BrowserPageRouter>,
  );
  expect(screen.getByText('amount none')).toBeInTheDocument();
  const linksBefore = linkDrawn.mock.calls.length;
  const inputsBefore = inputsDrawn.mock.calls.length;

  void navigate('/first?amount=5', { replace: true });
  expect(await screen.findByText('amount 5')).toBeInTheDocument();
  expect(screen.getByText('page /first?amount=5')).toBeInTheDocument();
  expect(window.location.search).toBe('?amount=5');
  expect(inputsDrawn.mock.calls.length).toBeGreaterThan(inputsBefore);
  expect(linkDrawn.mock.calls.length).toBe(linksBefore);

  // A new page is a new location for every reader.
  void navigate('/second?amount=7');
  expect(await screen.findByText('amount 7')).toBeInTheDocument();
  expect(linkDrawn.mock.calls.length).toBeGreaterThan(linksBefore);
});
