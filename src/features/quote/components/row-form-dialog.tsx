/**
 * A version row's form, one per shape: basic (fee, category, basis, tier, price), ratio (fee, the fees it is a
 * percentage of, %, minimum and cap) and extra (fee, its condition, basis, tier, price). Yuan, kg, m³, km and % as
 * typed; the row is built and checked by utils/row-form before it reaches the version.
 */
import { Checkbox, Field, Grid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BASES, BASIC_FEE_CODES, BASIS_LABELS, CARD_KIND_INFO, EXTRA_FEE_CODES, PRICE_MODES, RATIO_FEE_CODES, type Basis, type CardKind, type PriceMode, type RateRow } from '@/domain/quote/model';
import { emptyRowForm, formFromRow, rowFromForm, type RowFormErrors, type RowFormValues } from '../utils/row-form';
import { feeCodeName, unitLabel } from '../utils/row-text';
import { langOf } from '../utils/kinds';
import { QuoteDialog, SelectField, TextField } from './form-bits';
import { ZoneFields } from './zone-fields';

export interface RowFormDialogProps {
  kind: CardKind;
  /** the row edited (absent: a new row) and its number */
  row?: RateRow;
  n?: number;
  busy?: boolean;
  onSave(row: RateRow): void;
  onClose(): void;
}

export function RowFormDialog({ kind, row, n, busy, onSave, onClose }: RowFormDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const info = CARD_KIND_INFO[kind];
  const [values, setValues] = useState<RowFormValues>(() => (row ? formFromRow(kind, row) : emptyRowForm(kind)));
  const [errors, setErrors] = useState<RowFormErrors>({});
  const set = (patch: Partial<RowFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const codes = info.rows === 'ratio' ? RATIO_FEE_CODES : info.rows === 'extra' ? EXTRA_FEE_CODES : BASIC_FEE_CODES;
  const unit = unitLabel(values.basis, lang);

  const submit = () => {
    const r = rowFromForm(kind, values, lang);
    if ('errors' in r) return setErrors(r.errors);
    setErrors({});
    onSave(r.row);
  };

  const text = (field: keyof RowFormValues, label: string, extra: { inputMode?: 'decimal' | 'numeric'; multiline?: boolean } = { inputMode: 'decimal' }) => (
    <TextField label={label} value={values[field] as string} error={errors[field]} onChange={(v) => set({ [field]: v } as Partial<RowFormValues>)} testId={`qt-row-${field}`} {...extra} />
  );

  return (
    <QuoteDialog title={row ? t('quote.row.editTitle', { n }) : t('quote.row.addTitle')} testId="qt-row-dialog" busy={busy} submitLabel={t('quote.save')} onSubmit={submit} onClose={onClose} size="lg">
      <ZoneFields zone={info.zone} values={values} errors={errors} onChange={set} />
      <SelectField label={t('quote.row.code')} value={values.code} options={codes.map((c) => ({ value: c, label: feeCodeName(c, lang) }))} onChange={(v) => set({ code: v })} testId="qt-row-code" error={errors.code} />
      {info.rows === 'basic' && text('category', t('quote.row.category'), {})}
      {info.rows === 'ratio' ? (
        <>
          <Field.Root invalid={!!errors.of}>
            <Field.Label fontSize="xs">{t('quote.row.of')}</Field.Label>
            <Grid templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }} gap="1" w="full">
              {[...BASIC_FEE_CODES, ...EXTRA_FEE_CODES].map((c) => (
                <Checkbox.Root key={c} size="sm" checked={values.of.includes(c)} onCheckedChange={(d) => set({ of: d.checked === true ? [...values.of, c] : values.of.filter((x) => x !== c) })} data-testid="qt-row-of" data-code={c}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{feeCodeName(c, lang)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Grid>
            {errors.of && <Field.ErrorText>{errors.of}</Field.ErrorText>}
          </Field.Root>
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="2">
            {text('percent', t('quote.row.percent'))}
            {text('min', t('quote.row.min'))}
            {text('max', t('quote.row.max'))}
          </Grid>
        </>
      ) : (
        <>
          {info.rows === 'extra' && <ConditionFields values={values} errors={errors} text={text} />}
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="2">
            <SelectField label={t('quote.row.basis')} value={values.basis} options={BASES.map((b) => ({ value: b, label: `${BASIS_LABELS[b][lang]} (${unitLabel(b, lang)})` }))} onChange={(v) => set({ basis: v as Basis, ...(v === 'ORDER' ? { mode: 'FLAT' } : {}) })} testId="qt-row-basis" />
            <SelectField label={t('quote.row.mode')} value={values.mode} options={PRICE_MODES.map((m) => ({ value: m, label: t(`quote.row.modes.${m}`) }))} onChange={(v) => set({ mode: v as PriceMode })} testId="qt-row-mode" error={errors.mode} />
            {text('tier_min', t('quote.row.tierMin', { unit }))}
            {text('tier_max', t('quote.row.tierMax', { unit }))}
            {values.mode === 'UNIT' && text('unit', t('quote.row.unit', { unit }))}
            {values.mode === 'FLAT' && text('flat', t('quote.row.flat'))}
            {values.mode === 'FIRST_ADDITIONAL' && (
              <>
                {text('first_units', t('quote.row.firstUnits', { unit }))}
                {text('first', t('quote.row.first'))}
                {text('step_units', t('quote.row.stepUnits', { unit }))}
                {text('additional', t('quote.row.additional'))}
              </>
            )}
            {text('min', t('quote.row.min'))}
          </Grid>
        </>
      )}
      {errors.row && (
        <Text color="fg.error" fontSize="sm">
          {errors.row}
        </Text>
      )}
    </QuoteDialog>
  );
}

type TextMaker = (field: keyof RowFormValues, label: string, extra?: { inputMode?: 'decimal' | 'numeric'; multiline?: boolean }) => React.ReactNode;

/** an extra row's condition fields for its fee */
function ConditionFields({ values, text }: { values: RowFormValues; errors: RowFormErrors; text: TextMaker }) {
  const { t } = useTranslation();
  switch (values.code) {
    case 'OVER_DISTANCE':
      return (
        <Stack gap="2">
          {text('keywords', t('quote.row.keywords'), { multiline: true })}
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="2">
            {text('over_km', t('quote.row.overKm'))}
            {text('covered_km', t('quote.row.coveredKm'))}
          </Grid>
        </Stack>
      );
    case 'NO_LIFT':
      return text('free_floors', t('quote.row.freeFloors'), { inputMode: 'numeric' });
    case 'HOLIDAY':
      return text('dates', t('quote.row.dates'), { multiline: true });
    case 'HEAVY':
      return text('min_piece_kg', t('quote.row.minPieceKg'));
    default:
      return null;
  }
}
