/** One EntityField as a Chakra v3 input: text, textarea, number, select (fixed or server options), switch, area, tree, date, custom. */
import { Input, NativeSelect, Switch, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AddressTreeSelect } from '../tree-select/address-tree-select';
import { TreeSelect } from '../tree-select/tree-select';
import type { EntityField, EntityOption, EntityValues } from './types';

export interface FieldInputProps {
  field: EntityField;
  value: unknown;
  onChange(value: unknown): void;
  values: EntityValues;
  error: string | null;
  disabled?: boolean;
  testId: string;
  /** filter bar: every select gets an empty "all" choice */
  filter?: boolean;
  size?: 'xs' | 'sm';
}

const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function useOptions(field: EntityField): EntityOption[] {
  const query = useQuery({ ...(field.optionsQuery ?? { queryKey: ['entity-options-none', field.key], queryFn: async () => [] }), enabled: !!field.optionsQuery });
  return field.options ? [...field.options] : (query.data ?? []);
}

function useTreeNodes(field: EntityField) {
  const query = useQuery({ ...(field.treeQuery ?? { queryKey: ['entity-tree-none', field.key], queryFn: async () => [] }), enabled: !!field.treeQuery });
  return { nodes: query.data ?? [], loading: !!field.treeQuery && query.isPending };
}

export function FieldInput({ field, value, onChange, values, error, disabled = false, testId, filter = false, size = 'sm' }: FieldInputProps) {
  const { t } = useTranslation();
  const options = useOptions(field);
  const tree = useTreeNodes(field);
  const placeholder = field.placeholderKey ? t(field.placeholderKey) : undefined;
  switch (field.kind) {
    case 'textarea':
      return <Textarea size={size} value={asText(value)} maxLength={field.max} onChange={(e) => onChange(e.target.value)} disabled={disabled} placeholder={placeholder} data-testid={testId} rows={3} />;
    case 'number':
      return (
        <Input
          size={size}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          value={asText(value)}
          onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
          disabled={disabled}
          placeholder={placeholder}
          data-testid={testId}
        />
      );
    case 'decimal':
      return (
        <Input
          size={size}
          inputMode="decimal"
          value={asText(value)}
          onChange={(e) => onChange(e.target.value.trim())}
          disabled={disabled}
          placeholder={placeholder}
          data-testid={testId}
        />
      );
    case 'select':
      return (
        <NativeSelect.Root size={size} disabled={disabled}>
          <NativeSelect.Field value={asText(value)} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
            <option value="">{filter ? t('entityScreen.all') : t('entityScreen.choose')}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.labelKey ? t(o.labelKey) : (o.label ?? o.value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'switch':
      return (
        <Switch.Root size={size} checked={value === true} onCheckedChange={(d) => onChange(d.checked)} disabled={disabled} data-testid={testId}>
          <Switch.HiddenInput />
          <Switch.Control />
        </Switch.Root>
      );
    case 'area':
      return <AddressTreeSelect value={asText(value) || null} onChange={(v: string | null) => onChange(v ?? '')} disabled={disabled} placeholder={placeholder} data-testid={testId} />;
    case 'tree':
      return <TreeSelect filterable nodes={tree.nodes} loading={tree.loading} value={asText(value) || null} onChange={(v: string | null) => onChange(v ?? '')} disabled={disabled} placeholder={placeholder} data-testid={testId} />;
    case 'date':
      return <Input size={size} type="date" value={asText(value)} onChange={(e) => onChange(e.target.value)} disabled={disabled} data-testid={testId} />;
    case 'custom':
      return <>{field.render?.({ value, onChange, values, error, disabled, testId })}</>;
    default:
      return <Input size={size} value={asText(value)} maxLength={field.max} onChange={(e) => onChange(e.target.value)} disabled={disabled} placeholder={placeholder} data-testid={testId} />;
  }
}
