/** A labelled input with its translated error (the message is an i18n key or the server's text). */
import { Field, Input, type InputProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface OrgFormFieldProps extends InputProps {
  label: string;
  error?: string;
  errorValues?: Record<string, unknown>;
  helper?: string;
}

export const OrgFormField = forwardRef<HTMLInputElement, OrgFormFieldProps>(function OrgFormField({ label, error, errorValues, helper, required, ...input }, ref) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label fontSize="sm">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input ref={ref} size="sm" bg="bg" {...input} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{t(error, errorValues)}</Field.ErrorText>}
    </Field.Root>
  );
});
