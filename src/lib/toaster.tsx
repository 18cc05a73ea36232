/** The app's one Chakra toaster and the `toast` helpers every feature uses. */
import { Portal, Spinner, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { ERROR_TOAST_MS } from '@/domain/constants';

// top-end: a centred dialog's title stays readable under a toast its own action raised (top centre covered it).
// Offset below the navbar (50 px): at the top edge toasts covered the bell and the user menu, and a pointer resting
// on the bell held them open (toasts pause while hovered).
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 5,
  offsets: { top: '58px', right: '16px', bottom: '16px', left: '16px' },
});

export interface ToastOptions {
  duration?: number;
  description?: string;
  closable?: boolean;
  /** stable id: a toast with the same id replaces the earlier one */
  id?: string;
}

type ToastType = 'success' | 'error' | 'warning' | 'info';

function show(type: ToastType, title: string, defaultDuration: number, opts: ToastOptions = {}): string {
  return toaster.create({
    ...(opts.id ? { id: opts.id } : {}),
    type,
    title,
    description: opts.description,
    duration: opts.duration ?? defaultDuration,
    closable: opts.closable ?? true,
  });
}

export const toast = {
  success: (msg: string, opts?: ToastOptions) => show('success', msg, 3000, opts),
  info: (msg: string, opts?: ToastOptions) => show('info', msg, 3000, opts),
  warning: (msg: string, opts?: ToastOptions) => show('warning', msg, 3000, opts),
  error: (msg: string, opts?: ToastOptions) => show('error', msg, ERROR_TOAST_MS, opts),
  dismiss: (id?: string) => toaster.dismiss(id),
};

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(t) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${t.type ?? 'info'}`}>
            {t.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {t.title && <Toast.Title>{t.title}</Toast.Title>}
              {t.description && <Toast.Description>{t.description}</Toast.Description>}
            </Stack>
            {t.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
