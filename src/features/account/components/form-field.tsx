/** A labelled input with its translated error, for the account forms. */
import { Field, Input, type InputProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormFieldProps extends InputProps {
  label: string;
  /** an i18n key from the zod schema */
  error?: string;
  errorValues?: Record<string, unknown>;
}

export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField({ label, error, errorValues, required, ...input }, ref) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label fontSize="sm">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input ref={ref} size="sm" bg="white" {...input} />
      {error && <Field.ErrorText>{t(error, errorValues)}</Field.ErrorText>}
    </Field.Root>
  );
});
