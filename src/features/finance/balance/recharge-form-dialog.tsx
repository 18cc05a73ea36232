/** 充值 (a merchant on DA): the amount in yuan, a memo and the transfer voucher image → a recharge awaiting approval. */
import { Field, Input, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { ImageUploader } from '@/components/ui/image-uploader/image-uploader';
import type { RechargeDto } from '@/domain/finance/accounts-api';
import { ApiError, apiPost } from '@/lib/api-client';
import { newKey, withKey, yuanToFen } from '../money';

export function RechargeFormDialog({ onClose, onSent }: { onClose(): void; onSent(r: RechargeDto): void }) {
  const { t } = useTranslation();
  const key = useRef(newKey());
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [voucher, setVoucher] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fen = yuanToFen(amount);

  const submit = async () => {
    setProblem(null);
    if (fen === null) return setProblem(t('finance.badAmount'));
    setBusy(true);
    try {
      const r = await apiPost<RechargeDto>('/finance/recharges', { amount_cents: fen, memo: memo.trim(), voucher_file_id: voucher[0] ?? '' }, withKey(key.current));
      onSent(r);
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('financeMoney.recharge.formTitle')}
      problem={problem}
      submitLabel={t('financeMoney.recharge.create')}
      cancelLabel={t('finance.cancel')}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="fn-recharge-form"
      submitTestId="fn-recharge-submit"
      errorTestId="fn-recharge-form-error"
    >
      <Text fontSize="sm" color="fg.muted">
        {t('financeMoney.recharge.formHint')}
      </Text>
      <Field.Root required invalid={amount !== '' && fen === null}>
        <Field.Label>
          {t('finance.amountYuan')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} placeholder="0.00" data-testid="fn-recharge-amount" />
        <Field.ErrorText>{t('finance.badAmount')}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('finance.memo')}</Field.Label>
        <Textarea value={memo} maxLength={200} onChange={(e) => setMemo(e.currentTarget.value)} data-testid="fn-recharge-memo" />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('financeMoney.recharge.voucher')}</Field.Label>
        <ImageUploader value={voucher} onChange={setVoucher} max={1} label={t('financeMoney.recharge.voucher')} data-testid="fn-recharge-voucher-upload" />
      </Field.Root>
    </FormDialog>
  );
}
