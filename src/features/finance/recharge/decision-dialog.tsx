/**
 * The finance screens' confirm dialog: a title, what will happen, an optional memo or a required reason, then one
 * request sent with one Idempotency-Key per opening; the server's refusal is shown as it words it.
 */
import { Alert, Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { newKey } from '../money';

export interface DecisionDialogProps {
  title: string;
  hint: ReactNode;
  /** a text field: 'reason' is required, 'memo' optional, none without */
  text?: { kind: 'reason' | 'memo'; label: string };
  confirmLabel: string;
  danger?: boolean;
  /** sends the decision with its key; throws the server's refusal */
  onConfirm(text: string, idempotencyKey: string): Promise<void>;
  onClose(): void;
  testId?: string;
}

export function DecisionDialog({ title, hint, text, confirmLabel, danger, onConfirm, onClose, testId = 'fn-decision' }: DecisionDialogProps) {
  const { t } = useTranslation();
  const key = useRef(newKey());
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    setBusy(true);
    try {
      await onConfirm(value.trim(), key.current);
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted">
                  {hint}
                </Text>
                {text && (
                  <Field.Root required={text.kind === 'reason'}>
                    <Field.Label>
                      {text.label}
                      {text.kind === 'reason' && <Field.RequiredIndicator />}
                    </Field.Label>
                    <Textarea value={value} maxLength={200} onChange={(e) => setValue(e.currentTarget.value)} data-testid={`${testId}-text`} />
                  </Field.Root>
                )}
                {problem && (
                  <Alert.Root status="error" size="sm" data-testid={`${testId}-error`}>
                    <Alert.Indicator />
                    <Alert.Title>{problem}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                {t('finance.cancel')}
              </Button>
              <Button size="sm" colorPalette={danger ? 'red' : 'brand'} loading={busy} disabled={text?.kind === 'reason' && !value.trim()} onClick={() => void submit()} data-testid={`${testId}-confirm`}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
