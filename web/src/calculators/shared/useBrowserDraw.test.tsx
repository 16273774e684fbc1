import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useBrowserDraw } from './useBrowserDraw.ts';

function Drawn({ drawKey, draw }: { drawKey: string | null; draw: (key: string) => string }) {
  const { value, again } = useBrowserDraw(drawKey, draw);
  return (
    <div>
      <output>{value ?? 'placeholder'}</output>
      <button type="button" onClick={again}>
        Again
      </button>
    </div>
  );
}

/** A draw that gives 'draw 1', 'draw 2'… and counts its calls. */
function counter() {
  let calls = 0;
  return vi.fn(() => `draw ${++calls}`);
}

describe('useBrowserDraw', () => {
  it('draws nothing on the server', () => {
    const draw = counter();
    const html = renderToString(<Drawn drawKey="a" draw={draw} />);
    expect(html).toContain('placeholder');
    expect(draw).not.toHaveBeenCalled();
  });

  it('hydrates the server’s placeholder without a mismatch, then draws once', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Drawn drawKey="a" draw={counter()} />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const draw = counter();
    await act(async () => {
      hydrateRoot(container, <Drawn drawKey="a" draw={draw} />, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    expect(container.querySelector('output')?.textContent).toBe('draw 1');
    expect(draw).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('keeps a draw while the key stays, draws for a new key and again on request', () => {
    const draw = counter();
    const { rerender } = render(<Drawn drawKey="a" draw={draw} />);
    expect(screen.getByRole('status').textContent).toBe('draw 1');
    rerender(<Drawn drawKey="a" draw={draw} />);
    expect(screen.getByRole('status').textContent).toBe('draw 1');
    rerender(<Drawn drawKey="b" draw={draw} />);
    expect(screen.getByRole('status').textContent).toBe('draw 2');
    act(() => screen.getByRole('button', { name: 'Again' }).click());
    expect(screen.getByRole('status').textContent).toBe('draw 3');
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('shows the placeholder and draws nothing without a key', () => {
    const draw = counter();
    render(<Drawn drawKey={null} draw={draw} />);
    expect(screen.getByRole('status').textContent).toBe('placeholder');
    expect(draw).not.toHaveBeenCalled();
  });
});
