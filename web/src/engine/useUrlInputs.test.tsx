import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlInputs } from './useUrlInputs.ts';

const DEFAULTS = { monthly: '5000', rate: '12' };

function setup(initialPath: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], {
      initialEntries: [initialPath],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useUrlInputs(DEFAULTS), { wrapper });
  return { hook, router: () => router };
}

describe('useUrlInputs', () => {
  it('uses the defaults when the address has no inputs', () => {
    const { hook } = setup('/tool');
    expect(hook.result.current[0]).toEqual(DEFAULTS);
    expect(hook.result.current[2]).toBe(false);
  });

  it('reads inputs from the address and says they came from it', () => {
    const { hook } = setup('/tool?monthly=10000');
    expect(hook.result.current[0]).toEqual({ monthly: '10000', rate: '12' });
    expect(hook.result.current[2]).toBe(true);
  });

  it('writes changed inputs to the address, leaving defaults and other parameters alone', () => {
    const { hook, router } = setup('/tool?ref=mail');
    act(() => hook.result.current[1]({ rate: '8.5' }));
    expect(router().state.location.search).toBe('?ref=mail&rate=8.5');
    act(() => hook.result.current[1]({ rate: '12', monthly: '700' }));
    expect(router().state.location.search).toBe('?ref=mail&monthly=700');
    expect(hook.result.current[0]).toEqual({ monthly: '700', rate: '12' });
  });

  it('keeps both of two changes made before a re-render', () => {
    const { hook, router } = setup('/tool');
    act(() => {
      hook.result.current[1]({ monthly: '700' });
      hook.result.current[1]({ rate: '9' });
    });
    expect(router().state.location.search).toBe('?monthly=700&rate=9');
  });
});
