import { lazy, Suspense, useSyncExternalStore } from 'react';
import { LoadFailureBoundary } from '../LoadFailureBoundary.tsx';

export interface ToastOptions {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info';
}

// Chakra's toast machinery is about 25 kB of JavaScript; it loads with the first toast, not
// with every page.
const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

let showNow: ((options: ToastOptions) => void) | undefined;
const waiting: ToastOptions[] = [];

// Whether a toast was ever asked for: the toaster stays on the page from then on.
let areaOpen = false;
const areaListeners = new Set<() => void>();

function openToastArea() {
  if (areaOpen) return;
  areaOpen = true;
  for (const listener of areaListeners) listener();
}

function subscribeToArea(listener: () => void) {
  areaListeners.add(listener);
  return () => {
    areaListeners.delete(listener);
  };
}

/** The toaster calls this once it is on the page; it shows what was asked for meanwhile. */
export function connectToaster(show: (options: ToastOptions) => void): () => void {
  // Chakra's toaster starts listening in a microtask after it mounts; a toast created before
  // that is never shown, so the toaster counts as ready from the next task.
  const timer = setTimeout(() => {
    showNow = show;
    for (const options of waiting.splice(0)) show(options);
  });
  return () => {
    clearTimeout(timer);
    if (showNow === show) showNow = undefined;
  };
}

/** Shows a toast (spec section 8), loading the toaster first if this is the first one. */
export function showToast(options: ToastOptions) {
  if (showNow) {
    showNow(options);
    return;
  }
  waiting.push(options);
  openToastArea();
}

/** Where toasts appear; empty until the first one is asked for. */
export function ToastArea() {
  const open = useSyncExternalStore(
    subscribeToArea,
    () => areaOpen,
    () => false,
  );
  return open ? (
    <LoadFailureBoundary fallback={null}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LoadFailureBoundary>
  ) : null;
}
