/** POST /order/ticket/ {schema_id, payload, executive_uid?, financial_uid?} → the created ticket (SUBMITTED). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDto, TicketFormData } from '@/domain/tickets/ticket-schema';
import { apiPost } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export interface CreateTicketInput {
  schema_id: number;
  payload: TicketFormData;
  parent_id?: number | null;
  executive_uid?: number | null;
  financial_uid?: number | null;
}

export function createTicket(input: CreateTicketInput): Promise<TicketDto> {
  return apiPost<TicketDto>('/order/ticket/', input, { silent: true });
}

export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
