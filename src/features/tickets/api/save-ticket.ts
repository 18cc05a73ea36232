/** PUT /order/ticket/{id} {payload, version} → {id, payload, version}: the save action (spec §4). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketFormData } from '@/domain/tickets/ticket-schema';
import { apiPut } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export interface SavedTicket {
  id: number;
  payload: TicketFormData;
  version: number;
}

export function saveTicket(id: number, payload: TicketFormData, version: number): Promise<SavedTicket> {
  return apiPut<SavedTicket>(`/order/ticket/${id}`, { payload, version }, { silent: true });
}

export function useSaveTicket(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, version }: { payload: TicketFormData; version: number }) => saveTicket(id, payload, version),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ticketKeys.detail(id) }), client.invalidateQueries({ queryKey: ticketKeys.events(id) })]),
  });
}
