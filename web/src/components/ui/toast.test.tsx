import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { showToast, ToastArea } from './toast.tsx';

// The toaster's code cannot be loaded, as after a deploy that removed the old files.
vi.mock('./toaster.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('keeps the page when the toaster cannot be loaded', async () => {
  render(
    <main>
      <h1>Contact Us</h1>
      <ToastArea />
    </main>,
  );
  await act(async () => {
    showToast({ title: 'Message Sent' });
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();
});
