/** Runs a task action on a card through the outbox and tells the user whether it was sent or queued. */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderAction } from '@/domain/order-lifecycle';
import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import type { PhotoInput } from '@/lib/outbox';
import { toast } from '@/lib/toaster';
import type { FieldOrderData } from '../api/download-field-orders';
import { submitFieldAction, type FieldActionOutcome } from '../api/submit-field-action';
import { effectiveStatus, localStatusAfter } from '../utils/field-status';
import type { FieldOrder } from '../utils/field-store';
import { useFieldScope, useRefreshField } from './use-field-orders';

export interface TaskActionInput {
  action: OrderAction;
  data: Record<string, unknown>;
  photos?: PhotoInput[];
  patch?: Partial<FieldOrderData>;
}

export function useTaskAction(order: FieldOrder) {
  const { t, i18n } = useTranslation();
  const { scope } = useFieldScope();
  const refresh = useRefreshField();
  return useMutation({
    mutationFn: async ({ action, data, photos, patch }: TaskActionInput): Promise<FieldActionOutcome> => {
      const from = effectiveStatus(order);
      const to = from ? localStatusAfter(action, from) : null;
      if (!scope || !to) throw new Error(t('field.scan.wrongStatus', { status: from ?? order.status, action: ORDER_ACTION_LABELS[action][i18n.language.startsWith('zh') ? 'zh' : 'en'] }));
      return submitFieldAction({ scope, orderNo: order.orderNo, action, data, photos, to, patch });
    },
    onSuccess: (outcome, { action }) => {
      const label = ORDER_ACTION_LABELS[action][i18n.language.startsWith('zh') ? 'zh' : 'en'];
      if (outcome.outcome === 'sent') toast.success(t('field.form.sent', { action: label }));
      if (outcome.outcome === 'queued') toast.info(t('field.form.queued', { action: label }));
    },
    onSettled: () => refresh(),
  });
}

/** The msg of a rejection or a local failure, for the dialog. */
export function failureMessage(outcome: FieldActionOutcome | undefined, error: unknown): string | null {
  if (outcome?.outcome === 'rejected') return outcome.error.msg || outcome.error.message;
  if (error) return (error as { msg?: string }).msg || (error instanceof Error ? error.message : String(error));
  return null;
}
