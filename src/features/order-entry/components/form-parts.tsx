/** Small building blocks of the order form: a labelled field with its translated error, and a titled section. */
import { Box, Field, Grid, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../utils/form-values';

export interface EntryFieldProps {
  label: string;
  error?: FieldError;
  required?: boolean;
  children: ReactNode;
  /** the field key (data-field and error test id) */
  name: string;
  span?: number;
}

export function EntryField({ label, error, required, children, name, span }: EntryFieldProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={!!error} required={required} data-field={name} gridColumn={span ? { base: 'auto', md: `span ${span}` } : undefined} minW="0">
      <Field.Label fontSize="sm">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error && <Field.ErrorText data-testid={`error-${name}`}>{t(`orderEntry.msg.${error.key}`, error.params)}</Field.ErrorText>}
    </Field.Root>
  );
}

export function EntrySection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" p={{ base: '3', md: '4' }} data-testid={testId}>
      <Heading size="sm" mb="3">
        {title}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }} gap="3">
        {children}
      </Grid>
    </Box>
  );
}
