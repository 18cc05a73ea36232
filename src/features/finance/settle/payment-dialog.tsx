/**
 * 登记付款: an amount in yuan (fen sent), the method and a memo against one confirmed bill; partial payments allowed,
 * the server refuses more than the open amount naming both, shown as it words it. One key per opening.
 */
import { Field, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import type { BillDto, PaymentDto } from '@/domain/finance/bills-api';
import { PAYMENT_METHODS, type PaymentMethod } from '@/domain/finance/bills';
import { ApiError, apiPost } from '@/lib/api-client';
import { newKey, useLang, withKey, yuan } from '../money';
import { methodLabel, PAYMENTS_URL } from '../bills/bill-columns';

/** '1234.5' → 123450; null unless a positive amount with at most two decimals */
export function parseYuan(input: string): number | null {
  const s = input.trim().replace(/,/g, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return fen > 0 ? fen : null;
}

export interface PaymentDialogProps {
  bill: BillDto;
  onDone(p: PaymentDto): void;
  onClose(): void;
}

export function PaymentDialog({ bill, onDone, onClose }: PaymentDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = useRef(newKey());
  const [amount, setAmount] = useState((bill.open_cents / 100).toFixed(2));
  const [method, setMethod] = useState<PaymentMethod>('BANK');
  const [memo, setMemo] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fen = parseYuan(amount);
  const methods = PAYMENT_METHODS.filter((m) => m !== 'PREPAID' || bill.party_type === 'consignor');

  const submit = async () => {
    if (fen === null) return;
    setBusy(true);
    setProblem(null);
    try {
      const p = await apiPost<PaymentDto>(PAYMENTS_URL, { bill_id: bill.id, amount_cents: fen, method, memo: memo.trim() }, withKey(key.current));
      onDone(p);
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : String(e));
      key.current = newKey();
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('financeBills.payTitle', { no: bill.bill_no })}
      problem={problem}
      submitLabel={t('financeBills.pay')}
      cancelLabel={t('finance.cancel')}
      busy={busy}
      submitDisabled={fen === null}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="fn-pay-dialog"
      submitTestId="fn-pay-confirm"
      errorTestId="fn-pay-error"
    >
      <Text fontSize="sm" color="fg.muted">
        {t('financeBills.payHint', { party: bill.party_name, total: yuan(bill.total_cents), paid: yuan(bill.paid_cents), open: yuan(bill.open_cents) })}
      </Text>
      {bill.total_cents < 0 && (
        <Text fontSize="sm" color="orange.fg" data-testid="fn-pay-credit">
          {t('financeBills.creditHint', { party: bill.party_name })}
        </Text>
      )}
      <Field.Root required invalid={amount.trim() !== '' && fen === null}>
        <Field.Label>
          {t('financeBills.amount')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input size="sm" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} data-testid="fn-pay-amount" />
        <Field.ErrorText>{t('financeBills.badAmount')}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('financeBills.method')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={method} onChange={(e) => setMethod(e.currentTarget.value as PaymentMethod)} data-testid="fn-pay-method">
            {methods.map((m) => (
              <option key={m} value={m}>
                {methodLabel(m, lang)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('financeBills.memo')}</Field.Label>
        <Input size="sm" maxLength={200} value={memo} onChange={(e) => setMemo(e.currentTarget.value)} data-testid="fn-pay-memo" />
      </Field.Root>
    </FormDialog>
  );
}
