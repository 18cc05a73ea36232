/**
 * The shell of a small form in a dialog: a title, the fields (stacked), the server's or the form's problem as an error
 * alert under them, and a footer with cancel and one submit button that shows progress while the write runs. Closing
 * (Esc, the backdrop, cancel) calls onClose. The screens own their fields, state and submit; this owns the layout, so
 * every such dialog looks and behaves the same.
 */
import { Alert, Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { InsideOverlay } from './overlay/inside-overlay';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** the form's or the server's message, shown under the fields */
  problem?: string | null;
  submitLabel: string;
  cancelLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
  /** a red submit button (cancel, reject, report a problem) */
  danger?: boolean;
  onSubmit(): void;
  onClose(): void;
  /** a wide form (a table of rows): full screen on phones, extra large from md */
  wide?: boolean;
  testId: string;
  submitTestId: string;
  errorTestId: string;
  dismissTestId?: string;
  /** extra data-* attributes on the dialog's content (data-action, data-kind) */
  data?: Record<`data-${string}`, string>;
}

export function FormDialog({ title, children, problem, submitLabel, cancelLabel, busy, submitDisabled, danger, onSubmit, onClose, wide, testId, submitTestId, errorTestId, dismissTestId, data }: FormDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size={wide ? { base: 'full', md: 'xl' } : 'sm'} scrollBehavior={wide ? 'inside' : undefined}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={wide ? { base: 0, md: '3' } : '3'} data-testid={testId} {...data}>
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <InsideOverlay>{children}</InsideOverlay>
                {problem && (
                  <Alert.Root status="error" size="sm" data-testid={errorTestId}>
                    <Alert.Indicator />
                    <Alert.Title>{problem}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} data-testid={dismissTestId}>
                {cancelLabel}
              </Button>
              <Button colorPalette={danger ? 'red' : 'brand'} loading={busy} disabled={submitDisabled} onClick={onSubmit} data-testid={submitTestId}>
                {submitLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
