/** One fee row: direction 支/收, fee item, settle target, amount and settlement method, each with its message. */
import { Box, Button, Field, Grid, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FEE_FIELD_LABELS, type FeeField, type FeeLang } from '@/domain/tickets/fee-messages';
import {
  FEE_DIRECTION_LABELS,
  changeCode,
  changeDirection,
  changeTarget,
  codesFor,
  configOf,
  possibleTargets,
  type FeeConfig,
  type FeeDirection,
  type FeeRow,
  type SettleTargets,
} from '@/domain/tickets/fees';

export interface FeeRowFieldsProps {
  index: number;
  row: FeeRow;
  configs: FeeConfig[];
  targets: SettleTargets;
  /** directions the stage allows */
  directions: FeeDirection[];
  disabled: boolean;
  canDelete: boolean;
  /** the message per field, already in words */
  messages: Partial<Record<FeeField, string>>;
  onChange(row: FeeRow, field: FeeField): void;
  onBlur(field: FeeField): void;
  onDelete(): void;
}

interface Choice {
  value: string;
  label: string;
}

function Select({ value, choices, onChange, onBlur, disabled, testId, placeholder }: { value: string; choices: Choice[]; onChange(v: string): void; onBlur(): void; disabled: boolean; testId: string; placeholder: string }) {
  return (
    <NativeSelect.Root size="sm" disabled={disabled}>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} onBlur={onBlur} data-testid={testId}>
        <option value="">{placeholder}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const targetValue = (type: string, id: number | string | null) => (type && id != null && id !== '' ? `${type}:${id}` : '');

export function FeeRowFields({ index, row, configs, targets, directions, disabled, canDelete, messages, onChange, onBlur, onDelete }: FeeRowFieldsProps) {
  const { t, i18n } = useTranslation();
  const lang: FeeLang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const testId = (f: string) => `fee-${index}-${f}`;
  const label = (f: FeeField) => FEE_FIELD_LABELS[f][lang];
  const placeholder = t('tickets.form.select');

  const dirChoices = [...new Set<FeeDirection>([...directions, ...(row.direction ? [row.direction] : [])])].map((d) => ({ value: d, label: FEE_DIRECTION_LABELS[d][lang] }));
  const codes = codesFor(configs, row.direction);
  const codeChoices = codes.map((c) => ({ value: c.code, label: c.name }));
  if (row.code && !codes.some((c) => c.code === row.code)) codeChoices.push({ value: row.code, label: row.code_name || row.code });
  const possible = possibleTargets(row, configs, targets);
  const typeLabel = (type: string) => t(`tickets.form.fees.targetTypes.${type}`, { defaultValue: type });
  const targetChoices = possible.map((p) => ({ value: targetValue(p.type, p.id), label: `${typeLabel(p.type)} · ${p.name}` }));
  const current = targetValue(row.settle_target_type, row.settle_target_id);
  if (current && !targetChoices.some((c) => c.value === current)) targetChoices.push({ value: current, label: `${typeLabel(row.settle_target_type)} · ${row.settle_target_name}` });
  const methods = configOf(configs, row.code)?.settlement_methods ?? [];
  const methodChoices = methods.map((m) => ({ value: m.value, label: m.label }));
  if (row.settlement_method_code && !methods.some((m) => m.value === row.settlement_method_code)) {
    methodChoices.push({ value: row.settlement_method_code, label: row.settlement_method_name || row.settlement_method_code });
  }

  const cell = (f: FeeField, control: React.ReactNode) => (
    <Field.Root invalid={!!messages[f]} required disabled={disabled} minW="0">
      <Field.Label fontSize="xs" mb="0.5">
        {label(f)}
        <Field.RequiredIndicator />
      </Field.Label>
      {control}
      {messages[f] && (
        <Field.ErrorText fontSize="xs" data-testid={`${testId(f)}-error`}>
          {messages[f]}
        </Field.ErrorText>
      )}
    </Field.Root>
  );

  return (
    <Box borderWidth="1px" borderRadius="md" p="2" data-testid={`fee-row-${index}`}>
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: '6.5rem minmax(0,1.2fr) minmax(0,1.6fr) minmax(0,1fr) minmax(0,1.1fr) auto' }} gap="2" alignItems="start">
        {cell(
          'direction',
          <Select value={row.direction} choices={dirChoices} disabled={disabled} testId={testId('direction')} placeholder={placeholder} onBlur={() => onBlur('direction')} onChange={(v) => onChange(changeDirection(row, v as FeeDirection | ''), 'direction')} />,
        )}
        {cell(
          'code',
          <Select value={row.code} choices={codeChoices} disabled={disabled} testId={testId('code')} placeholder={placeholder} onBlur={() => onBlur('code')} onChange={(v) => onChange(changeCode(row, v, configs, targets), 'code')} />,
        )}
        <Box gridColumn={{ base: 'span 2', md: 'auto' }} minW="0">
          {cell(
            'settle_target',
            <Select
              value={current}
              choices={targetChoices}
              disabled={disabled}
              testId={testId('settle_target')}
              placeholder={placeholder}
              onBlur={() => onBlur('settle_target')}
              onChange={(v) => onChange(changeTarget(row, possible.find((p) => targetValue(p.type, p.id) === v) ?? null, configs), 'settle_target')}
            />,
          )}
        </Box>
        {cell(
          'amount',
          <Input
            size="sm"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            value={row.amount == null ? '' : String(row.amount)}
            disabled={disabled}
            data-testid={testId('amount')}
            onBlur={() => onBlur('amount')}
            onChange={(e) => onChange({ ...row, amount: e.currentTarget.value }, 'amount')}
          />,
        )}
        {cell(
          'settlement_method',
          <Select
            value={row.settlement_method_code}
            choices={methodChoices}
            disabled={disabled}
            testId={testId('settlement_method')}
            placeholder={placeholder}
            onBlur={() => onBlur('settlement_method')}
            onChange={(v) => onChange({ ...row, settlement_method_code: v, settlement_method_name: methods.find((m) => m.value === v)?.label ?? '' }, 'settlement_method')}
          />,
        )}
        {canDelete && (
          <Button size="xs" variant="ghost" colorPalette="red" mt={{ base: 0, md: 6 }} gridColumn={{ base: 'span 2', md: 'auto' }} justifySelf={{ base: 'end', md: 'start' }} onClick={onDelete} data-testid={`fee-${index}-delete`}>
            {t('tickets.form.fees.remove')}
          </Button>
        )}
      </Grid>
    </Box>
  );
}
