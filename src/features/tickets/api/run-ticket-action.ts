/**
 * POST /order/ticket/{id}/actions/{action} {reason?, fees?, financial_uid?, version?} → the ticket after the action
 * (with the reader's new can_* flags). Sent with an Idempotency-Key (the server-wide layer, plugins/idempotency.ts):
 * the caller makes one key per dialog, so a resend of the same confirmation is applied once. A refusal rejects
 * with the server's msg (ApiError.msg); nothing was changed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeeRow } from '@/domain/tickets/fees';
import type { TicketDto } from '@/domain/tickets/ticket-schema';
import type { TicketAction } from '@/domain/tickets/workflow';
import { apiPost } from '@/lib/api-client';
import { TICKETS_TABLE_KEY } from './get-tickets';
import { ticketKeys } from './ticket-keys';

export interface RunTicketActionInput {
  ticketId: number;
  action: Exclude<TicketAction, 'save'>;
  reason?: string;
  fees?: FeeRow[];
  financialUid?: number;
  /** the version the user saw: a ticket changed meanwhile is refused (409) rather than acted on blindly */
  version?: number;
  idempotencyKey: string;
}

/** A fresh Idempotency-Key (crypto.randomUUID where the context allows it). */
export function newTicketActionKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `tk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function actionBody(input: RunTicketActionInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.reason !== undefined) body.reason = input.reason.trim();
  if (input.fees) body.fees = input.fees;
  if (input.financialUid != null) body.financial_uid = input.financialUid;
  if (input.version != null) body.version = input.version;
  return body;
}

export function runTicketAction(input: RunTicketActionInput): Promise<TicketDto> {
  return apiPost<TicketDto>(`/order/ticket/${input.ticketId}/actions/${input.action}`, actionBody(input), {
    silent: true,
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useRunTicketAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTicketAction,
    onSuccess: async (ticket, input) => {
      queryClient.setQueryData(ticketKeys.detail(input.ticketId), ticket);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.detail(input.ticketId) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.events(input.ticketId) }),
        queryClient.invalidateQueries({ queryKey: ['tickets', 'stats'] }),
        queryClient.invalidateQueries({ queryKey: TICKETS_TABLE_KEY }),
      ]);
    },
  });
}
