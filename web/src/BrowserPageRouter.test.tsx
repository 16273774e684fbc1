import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BrowserPageRouter } from './BrowserPageRouter.tsx';

// React's act() would finish every update before returning, hiding which ones wait; here the
// updates run as in a browser.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  window.history.replaceState(null, '', '/first');
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

it('keeps the current page on screen while the next one loads its code', async () => {
  let codeArrives!: () => void;
  const code = new Promise<void>((resolve) => {
    codeArrives = resolve;
  });
  let navigate!: NavigateFunction;
  function Pages() {
    navigate = useNavigate();
    const { pathname, search } = useLocation();
    if (pathname === '/second') use(code);
    return <p>{`page ${pathname}${search}`}</p>;
  }
  render(
    <BrowserPageRouter>
      <Suspense fallback={<p>loading</p>}>
        <Pages />
      </Suspense>
    </BrowserPageRouter>,
  );
  expect(screen.getByText('page /first')).toBeInTheDocument();

  // A change of the query is shown.
  void navigate('/first?amount=5', { replace: true });
  expect(await screen.findByText('page /first?amount=5')).toBeInTheDocument();

  void navigate('/second');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(window.location.pathname).toBe('/second');
  expect(screen.getByText('page /first?amount=5')).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();

  codeArrives();
  await waitFor(() => expect(screen.getByText('page /second')).toBeInTheDocument());
});

it('opens a new page at its top, but not a change of the query', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  let navigate!: NavigateFunction;
  function Pages() {
    navigate = useNavigate();
    const { pathname, search } = useLocation();
    return <p>{`page ${pathname}${search}`}</p>;
  }
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
