/** 生成账单: party kind (or every kind), month or week, the period → POST /finance/bills/generate with one key per opening. */
import { Field, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import type { GenerateResultDto } from '@/domain/finance/bills-api';
import { BILL_PARTY_KINDS, BILL_PERIOD_KINDS, isBillPeriod, weekOf, type BillPeriodKind } from '@/domain/finance/bills';
import { periodOf } from '@/domain/finance/ledger';
import { ApiError, apiPost } from '@/lib/api-client';
import { newKey, withKey } from '../money';
import { BILLS_URL } from './bill-columns';

export interface GenerateDialogProps {
  onDone(result: GenerateResultDto): void;
  onClose(): void;
}

export function GenerateDialog({ onDone, onClose }: GenerateDialogProps) {
  const { t } = useTranslation();
  const key = useRef(newKey());
  const [partyType, setPartyType] = useState('consignor');
  const [periodKind, setPeriodKind] = useState<BillPeriodKind>('MONTH');
  const [period, setPeriod] = useState(periodOf(new Date()));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const valid = isBillPeriod(periodKind, period.trim());

  const submit = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const result = await apiPost<GenerateResultDto>(`${BILLS_URL}/generate`, { party_type: partyType, period_kind: periodKind, period: period.trim() }, withKey(key.current));
      onDone(result);
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('financeBills.generateTitle')}
      problem={problem}
      submitLabel={t('financeBills.generate')}
      cancelLabel={t('finance.cancel')}
      busy={busy}
      submitDisabled={!valid}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="fn-bill-generate-dialog"
      submitTestId="fn-bill-generate-confirm"
      errorTestId="fn-bill-generate-error"
    >
      <Text fontSize="sm" color="fg.muted">
        {t('financeBills.generateHint')}
      </Text>
      <Field.Root>
        <Field.Label>{t('financeBills.partyType')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={partyType} onChange={(e) => setPartyType(e.currentTarget.value)} data-testid="fn-bill-generate-party">
            <option value="">{t('financeBills.allParties')}</option>
            {BILL_PARTY_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`finance.partyTypes.${k}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('financeBills.periodKind')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={periodKind}
            onChange={(e) => {
              const next = e.currentTarget.value as BillPeriodKind;
              setPeriodKind(next);
              setPeriod(next === 'MONTH' ? periodOf(new Date()) : weekOf(new Date()));
            }}
            data-testid="fn-bill-generate-kind"
          >
            {BILL_PERIOD_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`financeBills.periodKinds.${k}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={!valid}>
        <Field.Label>{t('financeBills.period')}</Field.Label>
        <Input size="sm" value={period} onChange={(e) => setPeriod(e.currentTarget.value)} data-testid="fn-bill-generate-period" />
        <Field.HelperText>{t('financeBills.periodHint')}</Field.HelperText>
      </Field.Root>
    </FormDialog>
  );
}
