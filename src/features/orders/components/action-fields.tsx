/** One form control per action field kind (text, textarea, delivery picker, warehouse select, date-time, photos, result). */
import { Box, Field, HStack, Input, NativeSelect, RadioGroup, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ImageUploader } from '@/components/ui/image-uploader/image-uploader';
import { FEEDBACK_RESULTS, SIGN_PHOTOS_MAX } from '@/domain/order-lifecycle';
import { AssigneePicker } from '@/features/resources/components/assignee-picker';
import { useWarehouses } from '../api/warehouses';
import type { ActionField } from '../utils/action-form';

export interface ActionFieldControlProps {
  field: ActionField;
  value: string | string[];
  error?: string;
  onChange(value: string | string[]): void;
}

const testIdOf = (name: string) => `action-field-${name.replace('.', '-')}`;

interface ListSelectProps {
  value: string;
  onChange(v: string): void;
  testId: string;
}

function OptionsSelect({ value, onChange, testId, placeholder, options }: ListSelectProps & { placeholder: string; options: { value: string; label: string }[] }) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function WarehouseSelect(props: ListSelectProps) {
  const { t } = useTranslation();
  const { data = [] } = useWarehouses();
  return <OptionsSelect {...props} placeholder={t('orders.action.warehousePlaceholder')} options={data.map((w) => ({ value: String(w.id), label: w.name }))} />;
}

export function ActionFieldControl({ field, value, error, onChange }: ActionFieldControlProps) {
  const { t } = useTranslation();
  const label = t(field.labelKey ?? `orders.fields.${field.name}`);
  const testId = testIdOf(field.name);
  const text = typeof value === 'string' ? value : '';
  const set = (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value);

  let control;
  switch (field.kind) {
    case 'textarea':
      control = <Textarea size="sm" rows={2} value={text} onChange={set} data-testid={testId} />;
      break;
    case 'delivery':
      control = (
        <Box w="full">
          <AssigneePicker value={text} onChange={onChange} data-testid={testId} />
        </Box>
      );
      break;
    case 'warehouse':
      control = <WarehouseSelect value={text} onChange={onChange} testId={testId} />;
      break;
    case 'datetime':
      control = <Input size="sm" type="datetime-local" value={text} onChange={set} data-testid={testId} />;
      break;
    case 'photos':
      control = <ImageUploader value={Array.isArray(value) ? value : []} onChange={onChange} max={SIGN_PHOTOS_MAX} label={label} data-testid={testId} />;
      break;
    case 'result':
      control = (
        <RadioGroup.Root size="sm" value={text} onValueChange={(d) => onChange(d.value ?? '')} data-testid={testId}>
          <HStack gap="4" flexWrap="wrap">
            {FEEDBACK_RESULTS.map((r) => (
              <RadioGroup.Item key={r} value={r} data-testid={`${testId}-${r}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`orders.action.feedback.${r}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      );
      break;
    default:
      control = <Input size="sm" value={text} onChange={set} data-testid={testId} />;
  }

  return (
    <Field.Root required={field.required} invalid={!!error}>
      <Field.Label fontSize="sm">
        {label}
        {field.required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {error && <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
