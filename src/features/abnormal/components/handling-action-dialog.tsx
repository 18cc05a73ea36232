/**
 * A handling sub-record's transition: what it needs (handling.ts HANDLING_TRANSITIONS) asked for — a reason
 * (cancel), the repair time (schedule), the result (complete), the payment reference (pay) — sent once per opening.
 */
import { Field, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import type { HandlingRow } from '@/domain/abnormal/api';
import { handlingTransition, REPAIR_RESULTS, type AnyHandlingAction, type RepairResult } from '@/domain/abnormal/handling';
import { ABNORMAL_MESSAGES } from '@/domain/abnormal/messages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useHandlingAction } from '../api/handlings';
import { newIdempotencyKey } from '../api/parse';
import { handlingActionLabel, kindLabel, useLang } from '../utils/labels';

export interface HandlingActionDialogProps {
  handling: HandlingRow;
  action: AnyHandlingAction;
  onClose(): void;
}

export function HandlingActionDialog({ handling, action, onClose }: HandlingActionDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = useRef(newIdempotencyKey());
  const run = useHandlingAction();
  const needs = handlingTransition(handling.kind, action)?.needs ?? [];
  const [reason, setReason] = useState('');
  const [scheduledAt, setScheduledAt] = useState('');
  const [result, setResult] = useState<RepairResult | ''>('');
  const [paymentRef, setPaymentRef] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const label = handlingActionLabel(action, lang);

  const submit = async () => {
    setProblem(null);
    if (needs.includes('reason') && !reason.trim()) return setProblem(ABNORMAL_MESSAGES.abNeedsReason[lang]);
    if (needs.includes('scheduledAt') && !scheduledAt) return setProblem(ABNORMAL_MESSAGES.abNeedsScheduledAt[lang]);
    if (needs.includes('result') && !result) return setProblem(ABNORMAL_MESSAGES.abNeedsResult[lang]);
    if (needs.includes('paymentRef') && !paymentRef.trim()) return setProblem(ABNORMAL_MESSAGES.abNeedsPaymentRef[lang]);
    try {
      await run.mutateAsync({
        id: handling.id,
        action,
        idempotencyKey: key.current,
        body: {
          reason: reason.trim(),
          ...(scheduledAt ? { scheduled_at: new Date(scheduledAt).toISOString() } : {}),
          ...(result ? { result } : {}),
          payment_ref: paymentRef.trim(),
        },
      });
      toast.success(t('abnormal.action.done', { no: handling.abnormal_no, action: label }));
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <FormDialog
      title={<>{kindLabel(handling.kind, lang)} · {label} · {handling.abnormal_no}</>}
      problem={problem}
      submitLabel={label}
      cancelLabel={t('abnormal.cancel')}
      busy={run.isPending}
      danger={action === 'cancel'}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="ab-handling-dialog"
      submitTestId="ab-handling-submit"
      errorTestId="ab-handling-error"
      data={{ 'data-action': action }}
    >
      <Text fontSize="sm" color="fg.muted">
        {handling.order_no} {handling.memo}
      </Text>
      {needs.includes('scheduledAt') && (
        <Field.Root required>
          <Field.Label>{t('abnormal.handling.scheduledAt')}</Field.Label>
          <Input type="datetime-local" value={scheduledAt} onChange={(e) => setScheduledAt(e.currentTarget.value)} data-testid="ab-handling-scheduled" />
        </Field.Root>
      )}
      {needs.includes('result') && (
        <Field.Root required>
          <Field.Label>{t('abnormal.handling.result')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={result} onChange={(e) => setResult(e.currentTarget.value as RepairResult | '')} data-testid="ab-handling-result">
              <option value="" />
              {REPAIR_RESULTS.map((r) => (
                <option key={r} value={r}>
                  {t(`abnormal.handling.results.${r}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {needs.includes('paymentRef') && (
        <Field.Root required>
          <Field.Label>{t('abnormal.handling.paymentRef')}</Field.Label>
          <Input value={paymentRef} maxLength={50} onChange={(e) => setPaymentRef(e.currentTarget.value)} data-testid="ab-handling-payment" />
        </Field.Root>
      )}
      {needs.includes('reason') && (
        <Field.Root required>
          <Field.Label>{t('abnormal.action.reason')}</Field.Label>
          <Textarea value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} data-testid="ab-handling-reason" />
        </Field.Root>
      )}
    </FormDialog>
  );
}
