/**
 * The fee row editor (spec §4 'Fee row', §5 'Fee rows'): rows per the stage rule (allowed directions, add, edit),
 * the clearing cascade and every message of validateFeeRows on its row and field, totals per direction.
 * All rules come from src/domain/tickets/fees.ts (the server applies the same ones).
 */
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feeMessageText, type FeeField, type FeeLang } from '@/domain/tickets/fee-messages';
import { canDeleteRow, emptyFeeRow, feeTotals, validateFeeRows, type FeeConfig, type FeeRow, type SettleTargets, type StageRule } from '@/domain/tickets/fees';
import { formatYuan } from '@/domain/money';
import { useFeeRows } from '../../hooks/use-fee-rows';
import { FeeRowFields } from './fee-row-fields';

export interface FeeRowEditorProps {
  rows: FeeRow[];
  /** called 100 ms after the last change (at once on blur) */
  onChange(rows: FeeRow[]): void;
  configs: FeeConfig[];
  targets: SettleTargets;
  /** the order maximum of OUTLAY rows in cents (null: none known) */
  orderMaxCents?: number | null;
  rule: StageRule;
  /** rows the form needs at least: delete only above it, '至少需要一条费用明细' below it */
  minItems: number;
  /** every message, touched or not (after a submit attempt) */
  showErrors: boolean;
  /** the whole form is read-only (no save right) */
  readOnly?: boolean;
  /** no order yet: the targets cannot be loaded */
  noOrder?: boolean;
}

export function FeeRowEditor({ rows, onChange, configs, targets, orderMaxCents = null, rule, minItems, showErrors, readOnly, noOrder }: FeeRowEditorProps) {
  const { t, i18n } = useTranslation();
  const lang: FeeLang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const { local, update, updateNow, flush, touched, touch, dropRow } = useFeeRows(rows, onChange);
  const editable = !readOnly && rule.can_edit;
  const canAdd = !readOnly && rule.can_add;
  const validation = useMemo(
    () => validateFeeRows(local, configs, { minItems, directions: rule.directions, targets, orderMaxCents }),
    [local, configs, minItems, rule.directions, targets, orderMaxCents],
  );
  const totals = feeTotals(local);

  const messagesOf = (i: number) => {
    const out: Partial<Record<FeeField, string>> = {};
    for (const [field, msg] of Object.entries(validation.rows[i] ?? {}) as Array<[FeeField, NonNullable<(typeof validation.rows)[number][FeeField]>]>) {
      // a duplicate shows at once: it concerns rows already filled in
      if (showErrors || touched.has(`${i}.${field}`) || msg.key === 'duplicateRow') out[field] = feeMessageText(msg, lang);
    }
    return out;
  };
  const overall = validation.overall.filter((m) => showErrors || m.key === 'noDuplicates');

  return (
    <Stack gap="2" data-testid="fee-row-editor">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {t('tickets.form.fees.title')}
        </Text>
        <Text fontSize="sm" color="fg.muted" data-testid="fee-totals">
          {t('tickets.form.fees.totals', { outlay: formatYuan(totals.OUTLAY), income: formatYuan(totals.INCOME) })}
        </Text>
      </HStack>
      {noOrder && editable && (
        <Text fontSize="xs" color="fg.muted" data-testid="fee-no-order">
          {t('tickets.form.fees.noOrder')}
        </Text>
      )}
      {local.map((row, i) => (
        <FeeRowFields
          key={i}
          index={i}
          row={row}
          configs={configs}
          targets={targets}
          directions={rule.directions}
          disabled={!editable}
          canDelete={editable && canDeleteRow(local.length, minItems)}
          messages={messagesOf(i)}
          onChange={(next, field) => {
            touch(`${i}.${field}`);
            update(local.map((r, j) => (j === i ? next : r)));
          }}
          // leaving a field hands the rows on; it does not mark it (a message appearing under the pointer would move
          // the button being clicked)
          onBlur={() => flush()}
          onDelete={() => {
            dropRow(i);
            updateNow(local.filter((_, j) => j !== i));
          }}
        />
      ))}
      {overall.map((m) => (
        <Alert.Root key={m.key} status="error" size="sm" data-testid={`fee-overall-${m.key}`}>
          <Alert.Indicator />
          <Alert.Title>{feeMessageText(m, lang)}</Alert.Title>
        </Alert.Root>
      ))}
      {canAdd && (
        <Box>
          <Button size="xs" variant="outline" onClick={() => updateNow([...local, emptyFeeRow(rule.directions.length === 1 ? rule.directions[0] : '')])} data-testid="fee-add">
            {t('tickets.form.fees.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
