/**
 * The form of the kit: EntityFields as Chakra v3 inputs, validated with the domain schema on submit and again
 * per field as it changes; a failed write puts the server's message under the field it names (data.field) or
 * above the buttons, and the input stays as typed.
 */
import { Alert, Box, Button, Field, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FieldInput } from './field-input';
import { issuesByField, kitLang, messageText, serverError } from './messages';
import type { EntityField, EntityValues } from './types';

export interface EntityFormProps {
  fields: EntityField[];
  schema: z.ZodType;
  initial: EntityValues;
  /** gets the schema's parsed values; a rejection shows its message */
  onSubmit(values: EntityValues): Promise<unknown>;
  onSaved?(result: unknown): void;
  onCancel?(): void;
  /** the record exists: readOnlyOnEdit fields are locked */
  editing?: boolean;
  /** inputs `${testId}-${key}`, messages `${testId}-${key}-error`, `${testId}-error`, `${testId}-save` */
  testId: string;
  submitLabelKey?: string;
  /** extra content under the buttons (e.g. last saved) */
  footer?: ReactNode;
}

export function EntityForm({ fields, schema, initial, onSubmit, onSaved, onCancel, editing = false, testId, submitLabelKey, footer }: EntityFormProps) {
  const { t, i18n } = useTranslation();
  const lang = kitLang(i18n.language);
  const [values, setValues] = useState<EntityValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);

  const change = (key: string, value: unknown) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // once a submit was tried, messages follow the input; a server message goes when its field changes
    setErrors((prev) => {
      const { [key]: _dropped, form: _form, ...rest } = prev;
      if (!tried) return rest;
      const issue = issuesByField(schema, next)[key];
      return issue ? { ...rest, [key]: issue } : rest;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesByField(schema, values));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await onSubmit(parsed.data as EntityValues);
      onSaved?.(result);
    } catch (error) {
      const { field, message } = serverError(error);
      const known = field && fields.some((f) => f.key === field);
      setErrors({ [known ? field : 'form']: message || t('entityScreen.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  const formError = errors.form ? messageText(t, lang, errors.form) : null;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid={testId}>
      <Stack gap="3">
        {fields.map((f) => {
          const error = errors[f.key] ? messageText(t, lang, errors[f.key]) : null;
          const input = (
            <FieldInput
              field={f}
              value={values[f.key]}
              values={values}
              onChange={(v) => change(f.key, v)}
              error={error}
              disabled={saving || (editing && !!f.readOnlyOnEdit)}
              testId={`${testId}-${f.key}`}
            />
          );
          const help = f.helpKey && !error ? <Field.HelperText mt="0.5">{t(f.helpKey)}</Field.HelperText> : null;
          const message = error ? <Field.ErrorText data-testid={`${testId}-${f.key}-error`}>{error}</Field.ErrorText> : null;
          // a switch sits at the end of its label's line
          if (f.kind === 'switch') {
            return (
              <Field.Root key={f.key} invalid={!!error}>
                <HStack w="full" justify="space-between" align="flex-start" gap="4">
                  <Stack gap="0" flex="1" minW="0">
                    <Field.Label fontSize="sm">{t(f.labelKey)}</Field.Label>
                    {help}
                  </Stack>
                  {input}
                </HStack>
                {message}
              </Field.Root>
            );
          }
          return (
            <Field.Root key={f.key} invalid={!!error} required={f.required}>
              <Field.Label fontSize="sm">
                {t(f.labelKey)}
                {f.required && <Field.RequiredIndicator />}
              </Field.Label>
              <Box w="full">{input}</Box>
              {help}
              {message}
            </Field.Root>
          );
        })}
        {formError && (
          <Alert.Root status="error" size="sm" data-testid={`${testId}-error`}>
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap="2">
          {onCancel && (
            <Button size="sm" variant="outline" type="button" onClick={onCancel} data-testid={`${testId}-cancel`}>
              {t('entityScreen.cancel')}
            </Button>
          )}
          <Button size="sm" type="submit" colorPalette="brand" loading={saving} data-testid={`${testId}-save`}>
            {t(submitLabelKey ?? 'entityScreen.save')}
          </Button>
        </HStack>
        {footer}
      </Stack>
    </form>
  );
}
