/** Appoint: the agreed date-time (China time, like every action form) and an optional memo. */
import { Field, Input, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import { parseUserDateTime } from '@/domain/order-lifecycle';
import type { FieldOrder } from '../utils/field-store';
import { failureMessage, useTaskAction } from '../hooks/use-task-action';
import { TaskDialog } from './task-dialog';

export interface TaskFormProps {
  order: FieldOrder;
  onClose(): void;
}

export function AppointForm({ order, onClose }: TaskFormProps) {
  const { t, i18n } = useTranslation();
  const [at, setAt] = useState('');
  const [memo, setMemo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = useTaskAction(order);

  const submit = async () => {
    if (!at) {
      setError(t('field.form.required', { field: t('field.form.appoint_at') }));
      return;
    }
    setError(null);
    const appointAt = parseUserDateTime(at).toISOString();
    try {
      const outcome = await run.mutateAsync({ action: 'appoint', data: { appoint_at: appointAt, ...(memo.trim() ? { memo: memo.trim() } : {}) }, patch: { appoint_at: appointAt } });
      if (outcome.outcome === 'rejected') setError(failureMessage(outcome, null));
      else onClose();
    } catch (e) {
      setError(failureMessage(undefined, e));
    }
  };

  return (
    <TaskDialog title={`${ORDER_ACTION_LABELS.appoint[i18n.language.startsWith('zh') ? 'zh' : 'en']} ${order.orderNo}`} testId="field-appoint-dialog" pending={run.isPending} error={error} onSubmit={() => void submit()} onClose={onClose}>
      <Field.Root required>
        <Field.Label>{t('field.form.appoint_at')}</Field.Label>
        <Input type="datetime-local" value={at} onChange={(e) => setAt(e.currentTarget.value)} data-testid="field-appoint-at" />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('field.form.memo')}</Field.Label>
        <Textarea rows={2} maxLength={200} value={memo} onChange={(e) => setMemo(e.currentTarget.value)} data-testid="field-memo" />
      </Field.Root>
    </TaskDialog>
  );
}
