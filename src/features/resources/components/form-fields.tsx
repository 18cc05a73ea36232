/** Small field wrappers the add dialogs share: label, required mark, the control and its error text. */
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: string;
  required?: boolean;
  error?: string;
  /** data-testid of the error text */
  errorTestId: string;
  children: ReactNode;
}

export function FormField({ label, required, error, errorTestId, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error && <Field.ErrorText data-testid={errorTestId}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
