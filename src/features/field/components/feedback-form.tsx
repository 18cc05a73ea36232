/** Feedback (回访): the customer's result and notes; archives the order. */
import { Field, NativeSelect, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_RESULTS } from '@/domain/order-lifecycle';
import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import { failureMessage, useTaskAction } from '../hooks/use-task-action';
import type { TaskFormProps } from './appoint-form';
import { TaskDialog } from './task-dialog';

export function FeedbackForm({ order, onClose }: TaskFormProps) {
  const { t, i18n } = useTranslation();
  const [result, setResult] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = useTaskAction(order);

  const submit = async () => {
    if (!result) {
      setError(t('field.form.required', { field: t('field.form.result') }));
      return;
    }
    setError(null);
    try {
      const outcome = await run.mutateAsync({ action: 'feedback', data: { result, ...(notes.trim() ? { notes: notes.trim() } : {}) } });
      if (outcome.outcome === 'rejected') setError(failureMessage(outcome, null));
      else onClose();
    } catch (e) {
      setError(failureMessage(undefined, e));
    }
  };

  return (
    <TaskDialog title={`${ORDER_ACTION_LABELS.feedback[i18n.language.startsWith('zh') ? 'zh' : 'en']} ${order.orderNo}`} testId="field-feedback-dialog" pending={run.isPending} error={error} onSubmit={() => void submit()} onClose={onClose}>
      <Field.Root required>
        <Field.Label>{t('field.form.result')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={result} onChange={(e) => setResult(e.currentTarget.value)} data-testid="field-feedback-result">
            <option value="" />
            {FEEDBACK_RESULTS.map((r) => (
              <option key={r} value={r}>
                {t(`field.form.feedback.${r}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('field.form.notes')}</Field.Label>
        <Textarea rows={3} maxLength={500} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} data-testid="field-feedback-notes" />
      </Field.Root>
    </TaskDialog>
  );
}
