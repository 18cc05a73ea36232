/** The quote screens' small form pieces: a dialog shell, a labelled select and input, the refusal alert. */
import { Alert, Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

/** the server's msg (already in the user's language) or the error's message */
export const errorText = (e: unknown) => (e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));

export interface QuoteDialogProps {
  title: string;
  testId: string;
  busy?: boolean;
  submitLabel: string;
  onSubmit(): void;
  onClose(): void;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

export function QuoteDialog({ title, testId, busy, submitLabel, onSubmit, onClose, size = 'md', children }: QuoteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size={size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">{children}</Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('quote.cancel')}
              </Button>
              <Button colorPalette="brand" loading={busy} onClick={onSubmit} data-testid={`${testId}-submit`}>
                {submitLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface SelectFieldProps {
  label?: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  testId?: string;
  error?: string;
  w?: string | Record<string, string>;
}

export function SelectField({ label, value, options, onChange, testId, error, w }: SelectFieldProps) {
  return (
    <Field.Root invalid={!!error} w={w}>
      {label && <Field.Label fontSize="xs">{label}</Field.Label>}
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} aria-label={label} onChange={({ currentTarget: { value: v } }) => onChange(v)} data-testid={testId}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  testId?: string;
  error?: string;
  type?: string;
  multiline?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'text';
  placeholder?: string;
  w?: string | Record<string, string>;
}

export function TextField({ label, value, onChange, testId, error, type, multiline, inputMode, placeholder, w }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} w={w}>
      <Field.Label fontSize="xs">{label}</Field.Label>
      {multiline ? (
        <Textarea size="sm" rows={3} value={value} placeholder={placeholder} onChange={({ currentTarget: { value: v } }) => onChange(v)} data-testid={testId} />
      ) : (
        <Input size="sm" type={type} inputMode={inputMode} value={value} placeholder={placeholder} onChange={({ currentTarget: { value: v } }) => onChange(v)} data-testid={testId} />
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function ProblemAlert({ problem, testId }: { problem: string | null; testId?: string }) {
  if (!problem) return null;
  return (
    <Alert.Root status="error" size="sm" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title whiteSpace="pre-line">{problem}</Alert.Title>
    </Alert.Root>
  );
}
