import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { connectToaster, type ToastOptions } from './toast.tsx';

/** The spec's toasts: one at a time, 3 s for the app's own, kept for a long while once dismissed. */
export const APP_TOAST_MS = 3000;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  removeDelay: 1_000_000,
  pauseOnPageIdle: true,
  hotkey: ['F8'],
});

/** Shows a toast for the app's standard 3 seconds. */
function showAppToast(options: ToastOptions) {
  // A dismissed toast lingers for removeDelay and would hold the one slot; the new one replaces it.
  toaster.remove();
  toaster.create({ ...options, type: options.type ?? 'success', duration: APP_TOAST_MS });
}

/** The toasts' place on the page; loaded with the first toast (see toast.tsx). */
export function Toaster() {
  // connectToaster waits until Chakra's toaster below is listening (see toast.tsx).
  useEffect(() => connectToaster(showAppToast), []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
