/** One schema field: text, textarea, number, integer, boolean, select, radio, date or images, with its message. */
import { Field, HStack, Input, NativeSelect, RadioGroup, Switch, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ImageUploader } from '@/components/ui/image-uploader/image-uploader';
import type { FormField } from './schema-fields';

export interface SchemaFieldControlProps {
  field: FormField;
  value: unknown;
  error?: string;
  disabled?: boolean;
  onChange(value: unknown): void;
}

export function SchemaFieldControl({ field, value, error, disabled, onChange }: SchemaFieldControlProps) {
  const { t } = useTranslation();
  const testId = `ticket-field-${field.name}`;
  const text = value == null ? '' : typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const set = (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value);

  let control;
  switch (field.kind) {
    case 'textarea':
      control = <Textarea size="sm" rows={3} value={text} onChange={set} disabled={disabled} placeholder={field.placeholder} data-testid={testId} />;
      break;
    case 'number':
    case 'integer':
      control = (
        <Input
          size="sm"
          type="number"
          inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
          step={field.kind === 'integer' ? 1 : 'any'}
          min={field.prop.minimum}
          max={field.prop.maximum}
          value={text}
          onChange={set}
          disabled={disabled}
          placeholder={field.placeholder}
          data-testid={testId}
        />
      );
      break;
    case 'date':
      control = <Input size="sm" type="date" value={text} onChange={set} disabled={disabled} data-testid={testId} />;
      break;
    case 'boolean':
      control = (
        <Switch.Root size="sm" checked={value === true} onCheckedChange={(d) => onChange(d.checked)} disabled={disabled} data-testid={testId}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontSize="sm">{value === true ? t('tickets.form.yes') : t('tickets.form.no')}</Switch.Label>
        </Switch.Root>
      );
      break;
    case 'select':
      control = (
        <NativeSelect.Root size="sm" disabled={disabled}>
          <NativeSelect.Field value={text} onChange={set} data-testid={testId}>
            <option value="">{field.placeholder ?? t('tickets.form.select')}</option>
            {field.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
      break;
    case 'radio':
      control = (
        <RadioGroup.Root size="sm" value={text} onValueChange={(d) => onChange(d.value ?? '')} disabled={disabled} data-testid={testId}>
          <HStack gap="4" flexWrap="wrap">
            {field.options.map((o) => (
              <RadioGroup.Item key={o.value} value={o.value} data-testid={`${testId}-${o.value}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      );
      break;
    case 'images':
      control = (
        <ImageUploader
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(ids) => onChange(ids)}
          max={field.prop.maxItems ?? 9}
          label={field.title}
          disabled={disabled}
          data-testid={testId}
        />
      );
      break;
    default:
      control = <Input size="sm" value={text} onChange={set} disabled={disabled} placeholder={field.placeholder} maxLength={field.prop.maxLength} data-testid={testId} />;
  }

  return (
    <Field.Root required={field.required} invalid={!!error} disabled={disabled} data-testid={`${testId}-root`}>
      <Field.Label fontSize="sm">
        {field.title}
        <Field.RequiredIndicator />
      </Field.Label>
      {control}
      {error && <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
